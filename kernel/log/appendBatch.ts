import * as E from 'fp-ts/lib/Either.js';
import type { AppendResult } from './eventStore.ts';
import type { Catalogue } from './logCatalogue.ts';
import type { LogError } from './logError.ts';
import type { LogRecord, TaggedEvent } from './logRecord.ts';
import { SealCounter, type SealRecord } from './logSeal.ts';
import { sealLog, sealRecords, type ChainEnd } from './sealRecords.ts';

/** One batch made ready for a store: its records, their lines (and the seal's), and where the chain ends. */
export interface Batch<E> {
  readonly records: readonly LogRecord<E>[];
  /** Every line to write, the seal's last, each ending in `\n`. */
  readonly lines: readonly string[];
  readonly text: string;
  readonly end: ChainEnd;
  readonly seal?: SealRecord;
}

/**
 * Chains `events` after `after` and, if `seal`, the seal after them, its counts those of `counter`
 * (the log so far) plus the batch's. Nothing is written: the store writes `text` in one go.
 */
export const appendBatch = <E extends TaggedEvent>(
  events: readonly E[],
  after: ChainEnd,
  catalogue: Catalogue<E>,
  counter: SealCounter<E>,
  seal: boolean,
): E.Either<LogError, Batch<E>> => {
  const chained = sealRecords(events, after, catalogue);
  if (E.isLeft(chained)) return chained;
  const { records } = chained.right;
  const last = records[records.length - 1];
  const end: ChainEnd = last === undefined ? after : { seq: last.seq, hash: last.hash };
  if (!seal) return E.right({ records, lines: chained.right.lines, text: chained.right.lines.join(''), end });
  const counts = new SealCounter(catalogue.seal, counter.counts());
  for (const r of records) counts.add(r.event);
  const made = sealLog(end, catalogue.version, counts.counts());
  if (E.isLeft(made)) return made;
  const lines = [...chained.right.lines, made.right.line];
  return E.right({
    records,
    lines,
    text: lines.join(''),
    end: { seq: made.right.record.seq, hash: made.right.record.hash },
    seal: made.right.record,
  });
};

/** The seal an append asked to write, or why there is none (the log was already sealed). */
export const sealWritten = <E>(r: AppendResult<E>, path: string): E.Either<LogError, SealRecord> => {
  if (E.isLeft(r)) return r;
  return r.right.seal === undefined ? E.left({ kind: 'sealed', path, seq: r.right.lastSeq }) : E.right(r.right.seal);
};
