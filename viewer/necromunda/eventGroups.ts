import type { NecromundaEvent } from '../../events/necromunda/index.ts';

/** The hit an event belongs to (null: the game's start, or an event of no hit: a Nerve test, a fall…). */
export const hitOf = (e: NecromundaEvent): number | null => ('hit' in e ? e.hit : null);

/**
 * Where an event stands in the game's story: in hit N (`hit`), or after hit N, among what the page
 * called for then (`after`: owed steps, Lasting rolls, Nerve tests, Broken models, a fall; 0 before
 * the first hit). Both null: the game's start.
 */
export interface EventGroup {
  readonly hit: number | null;
  readonly after: number | null;
}

export interface EventGroups {
  /** Event `seq`'s group. */
  groupOf(seq: number): EventGroup;
  /** The seqs of the events of the group of event `seq`, up to it (the event alone for the start). */
  seqsUpTo(seq: number): readonly number[];
}

const keyOf = (g: EventGroup): string | null =>
  g.hit !== null ? `hit ${g.hit}` : g.after !== null ? `after ${g.after}` : null;

/** The events of a log grouped once, in order: each hit, and what followed each hit. */
export const eventGroups = (events: readonly NecromundaEvent[]): EventGroups => {
  const groups: EventGroup[] = [];
  const seqsOf = new Map<string, number[]>();
  let lastHit = 0;
  events.forEach((e, i) => {
    const hit = hitOf(e);
    if (e.type === 'HitDeclared') lastHit = e.hit;
    const g: EventGroup =
      e.type === 'NecromundaGameStarted'
        ? { hit: null, after: null }
        : hit !== null
          ? { hit, after: null }
          : { hit: null, after: lastHit };
    groups.push(g);
    const key = keyOf(g);
    if (key === null) return;
    const seqs = seqsOf.get(key);
    if (seqs === undefined) seqsOf.set(key, [i + 1]);
    else seqs.push(i + 1);
  });
  const start: EventGroup = { hit: null, after: null };
  return {
    groupOf: (seq) => groups[seq - 1] ?? start,
    seqsUpTo: (seq) => {
      const key = keyOf(groups[seq - 1] ?? start);
      return key === null ? [seq] : (seqsOf.get(key) ?? []).filter((s) => s <= seq);
    },
  };
};
