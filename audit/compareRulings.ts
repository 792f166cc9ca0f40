import type { ArbiterEvent, EventType } from '../events/index.ts';
import { isDerived, orderOf } from './eventRoles.ts';
import { jsonDiff, type FieldDifference } from './jsonDiff.ts';
import { jsonEqual } from './jsonEqual.ts';
import type { AuditRecord } from './readLogLeniently.ts';

/** A derived event the log and the engine disagree on. */
export interface RulingDifference {
  /** The Order it belongs to; null for the frame (Order pools). */
  readonly order: number | null;
  readonly type: EventType;
  /** What it is about, e.g. `FaceToFaceResolved fennec>senku`. */
  readonly subject: string;
  /** The logged record's seq; null when only the engine derives it. */
  readonly seq: number | null;
  readonly kind: 'differs' | 'only-in-log' | 'only-from-engine';
  readonly logged: ArbiterEvent | null;
  readonly engine: ArbiterEvent | null;
  readonly fields: readonly FieldDifference[];
}

export interface RulingComparison {
  /** Derived events compared (logged side). */
  readonly compared: number;
  readonly differences: readonly RulingDifference[];
}

/** Fields that say which thing a derived event is about (beyond its type and Order). */
const IDENTITY = ['exchange', 'position', 'step', 'trooper', 'attacker', 'target', 'state', 'round', 'player'] as const;

const subjectOf = (e: ArbiterEvent): string => {
  const r = e as Readonly<Record<string, unknown>>;
  let subject: string = e.type;
  for (const k of IDENTITY) {
    const v = r[k];
    if (typeof v === 'string' || typeof v === 'number') subject += ` ${String(v)}`;
  }
  return subject;
};

interface Keyed<T> {
  readonly key: string;
  readonly subject: string;
  readonly item: T;
}

/** Keys derived events by Order, subject and occurrence (the second StateEntered of a trooper…). */
const keyed = <T>(items: readonly T[], eventOf: (t: T) => ArbiterEvent): Keyed<T>[] => {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const e = eventOf(item);
    const subject = subjectOf(e);
    const base = `${orderOf(e) ?? 'frame'}|${subject}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return { key: `${base}#${n}`, subject, item };
  });
};

/** The identity of a derived event as `subjectOf` spells it, compared without building the strings. */
const identityValue = (v: unknown): string | number | undefined =>
  typeof v === 'string' || typeof v === 'number' ? v : undefined;
const sameSubject = (a: ArbiterEvent, b: ArbiterEvent): boolean => {
  if (a.type !== b.type || orderOf(a) !== orderOf(b)) return false;
  const x = a as Readonly<Record<string, unknown>>;
  const y = b as Readonly<Record<string, unknown>>;
  for (const k of IDENTITY) if (identityValue(x[k]) !== identityValue(y[k])) return false;
  return true;
};

/**
 * The usual case, a log the engine agrees with: both sides list the same rulings in the same
 * order, so each is matched with the one at its place (what the keyed matching would pair up).
 * Null when the lists do not line up, for the keyed matching to sort out.
 */
const inStep = (ours: readonly AuditRecord[], theirs: readonly ArbiterEvent[]): RulingDifference[] | null => {
  if (ours.length !== theirs.length) return null;
  // Two equal rulings are about the same thing: only the others need their subjects compared.
  let unequal: number[] | undefined;
  for (let i = 0; i < ours.length; i += 1) {
    const e = (ours[i] as AuditRecord).event;
    const other = theirs[i] as ArbiterEvent;
    if (jsonEqual(e, other)) continue;
    if (!sameSubject(e, other)) return null;
    (unequal ??= []).push(i);
  }
  const differences: RulingDifference[] = [];
  for (const i of unequal ?? []) {
    const { event: e, seq } = ours[i] as AuditRecord;
    const other = theirs[i] as ArbiterEvent;
    const fields = jsonDiff(e, other);
    if (fields.length > 0)
      differences.push({
        order: orderOf(e),
        type: e.type,
        subject: subjectOf(e),
        seq,
        kind: 'differs',
        logged: e,
        engine: other,
        fields,
      });
  }
  return differences;
};

/** Differences in the order the audit lists them: by Order, then by the logged seq (the engine's own last). */
export const byOrderThenSeq = (a: RulingDifference, b: RulingDifference): number =>
  (a.order ?? 0) - (b.order ?? 0) || (a.seq ?? Number.MAX_SAFE_INTEGER) - (b.seq ?? Number.MAX_SAFE_INTEGER);

/**
 * Compares the derived events of a log with those a fresh engine derived from the same
 * commands, Order by Order: each logged ruling is matched with the engine's ruling about the
 * same thing (type, Order, exchange, trooper, state…) and their fields are compared.
 * `orders` limits the comparison (a re-run that stopped early has nothing to say about later Orders).
 */
export const compareRulings = (
  logged: readonly AuditRecord[],
  engine: readonly ArbiterEvent[],
  include: (e: ArbiterEvent) => boolean = () => true,
): RulingComparison => {
  const loggedRulings = logged.filter((r) => isDerived(r.event.type) && include(r.event));
  const engineRulings = engine.filter((e) => isDerived(e.type) && include(e));
  return compareDerived(loggedRulings, engineRulings);
};

/**
 * {@link compareRulings} of lists that hold derived events only, all of them to compare (as
 * `rulingsOrderByOrder` gathers them, Order by Order): nothing to filter, no list copied.
 */
export const compareDerived = (
  loggedRulings: readonly AuditRecord[],
  engineRulings: readonly ArbiterEvent[],
): RulingComparison => {
  const lined = inStep(loggedRulings, engineRulings);
  if (lined !== null) return { compared: loggedRulings.length, differences: lined.sort(byOrderThenSeq) };
  return matchedByKey(loggedRulings, engineRulings);
};

/**
 * The general matching: each logged ruling with the engine's ruling of the same key (Order,
 * subject, occurrence), whatever their places. `compareRulings` takes a shortcut when both lists
 * line up; exported so a test can hold the shortcut to this.
 */
export const matchedByKey = (
  loggedRulings: readonly AuditRecord[],
  engineRulings: readonly ArbiterEvent[],
): RulingComparison => {
  const ours = keyed(loggedRulings, (r) => r.event);
  const theirs = keyed(engineRulings, (e) => e);
  const byKey = new Map(theirs.map((k) => [k.key, k]));
  const matched = new Set<string>();
  const differences: RulingDifference[] = [];
  for (const k of ours) {
    const e = k.item.event;
    const other = byKey.get(k.key);
    if (other === undefined) {
      differences.push({
        order: orderOf(e),
        type: e.type,
        subject: k.subject,
        seq: k.item.seq,
        kind: 'only-in-log',
        logged: e,
        engine: null,
        fields: [],
      });
      continue;
    }
    matched.add(k.key);
    const fields = jsonEqual(e, other.item) ? [] : jsonDiff(e, other.item);
    if (fields.length > 0)
      differences.push({
        order: orderOf(e),
        type: e.type,
        subject: k.subject,
        seq: k.item.seq,
        kind: 'differs',
        logged: e,
        engine: other.item,
        fields,
      });
  }
  for (const k of theirs) {
    if (matched.has(k.key)) continue;
    differences.push({
      order: orderOf(k.item),
      type: k.item.type,
      subject: k.subject,
      seq: null,
      kind: 'only-from-engine',
      logged: null,
      engine: k.item,
      fields: [],
    });
  }
  return { compared: ours.length, differences: differences.sort(byOrderThenSeq) };
};
