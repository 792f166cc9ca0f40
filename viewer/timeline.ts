import { playerNames } from './playerNames.ts';
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

/** The score a round's end or the game's end shows (undefined for every other event), players named as the lists name them. */
const scoreOf = (e: ArbiterEvent, names: Readonly<Record<string, string>>): TimelineScore | undefined => {
  const points = (s: {
    readonly player: string;
    readonly objectivePoints: number;
    readonly victoryPoints: number;
  }) => ({
    player: s.player,
    name: names[s.player] ?? s.player,
    objectivePoints: s.objectivePoints,
    victoryPoints: s.victoryPoints,
  });
  if (e.type === 'RoundScored') return { round: e.round, final: false, players: e.standing.map(points) };
  if (e.type === 'GameEnded')
    return {
      round: e.round,
      final: true,
      players: e.scores.map(points),
      winner: e.winner,
      winnerName: e.winner === null ? null : (names[e.winner] ?? e.winner),
    };
  return undefined;
};

/** Events in a page of the timeline: what `/api/timeline` sends at once, however long the game. */
export const TIMELINE_PAGE = 500;

/** Every event of the log with its seq, Order and one line of text, for the scrubber. */
export const timeline = (log: ViewedLog): Timeline => timelinePage(log, 1, log.events.length);

/**
 * The page of the timeline that starts at event `from`: at most `count` events, each summarised
 * from itself and the game's start alone, so a page costs the same wherever it is in the log.
 */
export const timelinePage = (log: ViewedLog, from: number, count: number = TIMELINE_PAGE): Timeline => {
  const start = log.events[0];
  const first = Math.max(1, Math.trunc(from));
  const names = playerNames(log.events);
  return {
    file: log.file,
    title: start?.type === 'GameStarted' ? start.title : log.file,
    edition: start?.type === 'GameStarted' ? start.edition : null,
    last: log.events.length,
    from: first,
    entries: log.events.slice(first - 1, first - 1 + Math.max(0, count)).map((e, i) => {
      const score = scoreOf(e, names);
      return {
        seq: first + i,
        type: e.type,
        order: orderOf(e),
        summary: summary(log.events, first + i),
        ruledByPlayers: e.type === 'OrderRuledByPlayers',
        ...(score === undefined ? {} : { score }),
      };
    }),
  };
};
