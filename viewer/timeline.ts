import type { ArbiterEvent } from '../events/index.ts';
import { orderOf } from '../events/index.ts';
import { eventLines } from './rulingView.ts';
import type { Timeline, TimelineScore } from './viewerApi.ts';
import type { ViewedLog } from './viewedLog.ts';

const summary = (events: readonly ArbiterEvent[], seq: number): string => {
  const e = events[seq - 1];
  if (e === undefined) return '';
  if (e.type === 'OrderStepEntered') return `step: ${e.step}`;
  const first = eventLines(events, seq)[0];
  return first === undefined ? e.type : first.trim();
};

/** The score a round's end or the game's end shows (undefined for every other event). */
const scoreOf = (e: ArbiterEvent): TimelineScore | undefined => {
  const points = (s: {
    readonly player: string;
    readonly objectivePoints: number;
    readonly victoryPoints: number;
  }) => ({
    player: s.player,
    objectivePoints: s.objectivePoints,
    victoryPoints: s.victoryPoints,
  });
  if (e.type === 'RoundScored') return { round: e.round, final: false, players: e.standing.map(points) };
  if (e.type === 'GameEnded') return { round: e.round, final: true, players: e.scores.map(points), winner: e.winner };
  return undefined;
};

/** Every event of the log with its seq, Order and one line of text, for the scrubber. */
export const timeline = (log: ViewedLog): Timeline => {
  const start = log.events[0];
  return {
    file: log.file,
    title: start?.type === 'GameStarted' ? start.title : log.file,
    edition: start?.type === 'GameStarted' ? start.edition : null,
    entries: log.events.map((e, i) => {
      const score = scoreOf(e);
      return {
        seq: i + 1,
        type: e.type,
        order: orderOf(e),
        summary: summary(log.events, i + 1),
        ruledByPlayers: e.type === 'OrderRuledByPlayers',
        ...(score === undefined ? {} : { score }),
      };
    }),
  };
};
