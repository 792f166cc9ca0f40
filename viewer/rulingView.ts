import type { ArbiterEvent } from '../events/index.ts';
import { narrate } from '../audit/narrate.ts';
import { citationLinks } from './citationLinks.ts';
import { orderOf } from '../events/index.ts';
import type { Ruling, RulingLine } from './viewerApi.ts';

/** The narration of one event (the ruling text `arbiter record` prints), with trooper names. */
export const eventLines = (events: readonly ArbiterEvent[], seq: number): readonly string[] => {
  const e = events[seq - 1];
  if (e === undefined) return [];
  const start = events[0];
  if (e.type === 'GameStarted' || start === undefined || start.type !== 'GameStarted') return narrate([e]);
  return narrate([start, e]).slice(1);
};

/**
 * The ruling text up to event `seq`: every line of its Order so far (or of the event alone, outside
 * an Order), each tagged with the event it came from, and the rules they cite with their sources.
 */
export const rulingView = (events: readonly ArbiterEvent[], seq: number): Ruling => {
  const current = events[seq - 1];
  const order = current === undefined ? null : orderOf(current);
  const seqs = order === null ? [seq] : events.slice(0, seq).flatMap((e, i) => (orderOf(e) === order ? [i + 1] : []));
  return rulingOf(events, order, seqs);
};

/** The ruling of Order `order` (null: an event alone) from its events `seqs` so far. */
export const rulingOf = (events: readonly ArbiterEvent[], order: number | null, seqs: readonly number[]): Ruling => {
  const lines: RulingLine[] = seqs.flatMap((s) => eventLines(events, s).map((text) => ({ seq: s, text: text.trim() })));
  const cited = seqs.flatMap((s) => {
    const e = events[s - 1];
    return e === undefined ? [] : [e];
  });
  // An Order the players ruled carries no citation: there is nothing of the engine's to link.
  return {
    order,
    ruledByPlayers: cited.some((e) => e.type === 'OrderRuledByPlayers'),
    lines,
    citations: citationLinks(cited),
  };
};
