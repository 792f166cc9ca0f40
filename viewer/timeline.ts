import type { ArbiterEvent } from '../events/index.ts';
import { orderOf } from '../events/index.ts';
import { eventLines } from './rulingView.ts';
import type { Timeline } from './viewerApi.ts';
import type { ViewedLog } from './viewedLog.ts';

const summary = (events: readonly ArbiterEvent[], seq: number): string => {
  const e = events[seq - 1];
  if (e === undefined) return '';
  if (e.type === 'OrderStepEntered') return `step: ${e.step}`;
  const first = eventLines(events, seq)[0];
  return first === undefined ? e.type : first.trim();
};

/** Every event of the log with its seq, Order and one line of text, for the scrubber. */
export const timeline = (log: ViewedLog): Timeline => {
  const start = log.events[0];
  return {
    file: log.file,
    title: start?.type === 'GameStarted' ? start.title : log.file,
    edition: start?.type === 'GameStarted' ? start.edition : null,
    entries: log.events.map((e, i) => ({
      seq: i + 1,
      type: e.type,
      order: orderOf(e),
      summary: summary(log.events, i + 1),
      ruledByPlayers: e.type === 'OrderRuledByPlayers',
    })),
  };
};
