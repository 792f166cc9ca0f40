import * as t from 'io-ts';
import type { LogRecord, TaggedEvent } from './logRecord.ts';

/** The type tag of the seal: the last record of a finished log. No catalogue may use it for an event. */
export const LOG_SEALED = 'LogSealed';

const CountC = new t.Type<number, number, unknown>(
  'a count (a whole number ≥ 0)',
  (u): u is number => typeof u === 'number' && Number.isSafeInteger(u) && u >= 0,
  (u, c) => (typeof u === 'number' && Number.isSafeInteger(u) && u >= 0 ? t.success(u) : t.failure(u, c)),
  (n) => n,
);

/**
 * The seal: written once, after the last event of a finished log, and nothing may follow it. It
 * names how many records came before it and the counts the ruleset keeps (say, rounds played), so
 * a log cut short anywhere (even at a line boundary, where the hash chain cannot tell) reads as
 * open, and a reader can say what a whole log holds. Its hash is the log's fingerprint.
 */
export const LogSealedC = t.readonly(
  t.type({
    type: t.literal(LOG_SEALED),
    records: CountC,
    counts: t.readonly(t.record(t.string, CountC)),
  }),
  'LogSealed',
);

export type LogSealed = t.TypeOf<typeof LogSealedC>;

/** What a ruleset counts for its seal: the count names, and which one (if any) an event adds 1 to. */
export interface SealTally<E extends TaggedEvent> {
  /** Every count the seal carries (each starts at 0). */
  readonly counts: readonly string[];
  /**
   * The count an event adds one to, or null; or, for an event that takes earlier events back
   * (a retraction), what it adds to each count (negative: taken back).
   */
  count(event: E): string | null | Readonly<Record<string, number>>;
}

/** Running counts of a log, as its seal would carry them. */
export class SealCounter<E extends TaggedEvent> {
  readonly #tally: SealTally<E> | undefined;
  readonly #counts = new Map<string, number>();

  /** `from`: counts already reached (a log opened to append to). */
  constructor(tally: SealTally<E> | undefined, from: Readonly<Record<string, number>> = {}) {
    this.#tally = tally;
    for (const name of tally?.counts ?? []) this.#counts.set(name, from[name] ?? 0);
  }

  add(event: E): void {
    const name = this.#tally?.count(event) ?? null;
    if (typeof name === 'string') this.#counts.set(name, (this.#counts.get(name) ?? 0) + 1);
    else if (name !== null)
      for (const [key, change] of Object.entries(name)) this.#counts.set(key, (this.#counts.get(key) ?? 0) + change);
  }

  counts(): Readonly<Record<string, number>> {
    return Object.fromEntries(this.#counts);
  }
}

/** A record holding a seal. */
export type SealRecord = LogRecord<LogSealed>;

export const isSeal = (event: TaggedEvent): event is LogSealed => event.type === LOG_SEALED;

/** Why a seal does not match the log before it, or null. */
export const sealMismatch = (
  seal: LogSealed,
  records: number,
  counts: Readonly<Record<string, number>>,
): string | null => {
  if (seal.records !== records) return `the seal says ${seal.records} records came before it, but ${records} did`;
  const names = new Set([...Object.keys(seal.counts), ...Object.keys(counts)]);
  for (const name of names) {
    const said = seal.counts[name];
    const found = counts[name];
    if (said !== found) return `the seal counts ${said ?? 0} ${name}, but the log holds ${found ?? 0}`;
  }
  return null;
};
