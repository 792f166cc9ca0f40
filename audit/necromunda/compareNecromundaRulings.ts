import type { NecromundaEvent, NecromundaEventType } from '../../events/necromunda/index.ts';
import { jsonDiff, type FieldDifference } from '../jsonDiff.ts';
import { jsonEqual } from '../jsonEqual.ts';

/** A ruling the log and the engine (or a fork) disagree on. */
export interface NecromundaDifference {
  /** The hit it belongs to, or follows (0: before the first hit). */
  readonly hit: number;
  readonly type: NecromundaEventType;
  /** Which of that hit's events of that type (1 for the first; Injury dice, Nerve tests count up). */
  readonly occurrence: number;
  readonly kind: 'differs' | 'only-in-log' | 'only-from-engine';
  readonly logged: NecromundaEvent | null;
  readonly engine: NecromundaEvent | null;
  readonly fields: readonly FieldDifference[];
}

export interface NecromundaComparison {
  /** Logged events compared (every event after the start). */
  readonly compared: number;
  /** Of them, the ones the engine derived the same. */
  readonly agreed: number;
  readonly differences: readonly NecromundaDifference[];
}

interface Keyed {
  readonly key: string;
  readonly hit: number;
  readonly occurrence: number;
  readonly event: NecromundaEvent;
}

/** Events keyed by the hit they belong to or follow, their type and occurrence. */
const keyed = (events: readonly NecromundaEvent[]): Keyed[] => {
  const seen = new Map<string, number>();
  let hit = 0;
  return events.flatMap((event) => {
    if (event.type === 'NecromundaGameStarted') return [];
    if (event.type === 'HitDeclared') hit = event.hit;
    const base = `${hit}|${event.type}`;
    const occurrence = (seen.get(base) ?? 0) + 1;
    seen.set(base, occurrence);
    return [{ key: `${base}|${occurrence}`, hit, occurrence, event }];
  });
};

/**
 * Every event of a Necromunda log after its start, against the events a re-run derived, matched by
 * hit, type and occurrence: agreements counted, each difference listed with both sides. `upTo`
 * limits the logged side to the hits the re-run reached (the rest could not be checked).
 */
export const compareNecromundaRulings = (
  logged: readonly NecromundaEvent[],
  engine: readonly NecromundaEvent[],
  upTo: number | null = null,
): NecromundaComparison => {
  const reached = (k: Keyed): boolean => upTo === null || k.hit <= upTo;
  const mine = keyed(logged).filter(reached);
  const theirs = keyed(engine).filter(reached);
  const byKey = new Map(theirs.map((k) => [k.key, k]));
  const differences: NecromundaDifference[] = [];
  let agreed = 0;
  for (const k of mine) {
    const other = byKey.get(k.key);
    byKey.delete(k.key);
    const common = { hit: k.hit, type: k.event.type, occurrence: k.occurrence, logged: k.event };
    if (other === undefined) differences.push({ ...common, kind: 'only-in-log', engine: null, fields: [] });
    else if (jsonEqual(k.event, other.event)) agreed += 1;
    else differences.push({ ...common, kind: 'differs', engine: other.event, fields: jsonDiff(k.event, other.event) });
  }
  for (const k of byKey.values())
    differences.push({
      hit: k.hit,
      type: k.event.type,
      occurrence: k.occurrence,
      kind: 'only-from-engine',
      logged: null,
      engine: k.event,
      fields: [],
    });
  differences.sort((a, b) => a.hit - b.hit);
  return { compared: mine.length, agreed, differences };
};
