import * as E from 'fp-ts/lib/Either.js';
import type { Catalogue } from './logCatalogue.ts';
import type { LogError, TornTail } from './logError.ts';
import type { TaggedEvent } from './logRecord.ts';
import type { SealRecord } from './logSeal.ts';
import { scanRecords, type LogSource } from './scanRecords.ts';

/** A log verified whole. */
export interface VerifiedLog {
  /** Event records (the seal is not one). */
  readonly records: number;
  readonly lastSeq: number;
  /** The hash of the last record: the log's fingerprint (the seal's hash when sealed). */
  readonly lastHash: string;
  /** The seal, when the log is whole; absent, the log is open (or was cut short). */
  readonly seal?: SealRecord;
  /** The ruleset's counts (say, rounds played), as read. */
  readonly counts: Readonly<Record<string, number>>;
  /** Records per event type (current schema names), in first-seen order. */
  readonly byType: Readonly<Record<string, number>>;
  /** A last line without its newline: an append cut short, not part of the log. */
  readonly tornTail?: TornTail;
}

/** A log's first bad line and why. */
export interface VerifyFailure {
  readonly error: LogError;
  /** Valid records before it. */ readonly records: number;
}

/** A verified log, or its first bad line and why. */
export type VerifyResult = E.Either<VerifyFailure, VerifiedLog>;

/**
 * Checks a whole log — every line decodes, is canonical and hashes to its `hash`; `seq` runs
 * 1, 2, 3…; each `prev` is the previous `hash` — streaming, in bounded memory. `source` is a file
 * path or the lines themselves. `onProgress` hears the running count after each batch. Never throws.
 */
export const verifyLog = async <E extends TaggedEvent>(
  source: LogSource,
  catalogue: Catalogue<E>,
  options: { readonly onProgress?: (records: number) => void } = {},
): Promise<VerifyResult> => {
  const byType = new Map<string, number>();
  const scan = scanRecords(source, catalogue);
  let records = 0;
  for (;;) {
    const step = await scan.next();
    if (step.done === true) {
      const end = step.value;
      if (E.isLeft(end)) return E.left({ error: end.left.error, records: end.left.records });
      const done = end.right;
      return E.right({
        records: done.records,
        lastSeq: done.lastSeq,
        lastHash: done.lastHash,
        byType: Object.fromEntries(byType),
        counts: done.counts,
        ...(done.seal === undefined ? {} : { seal: done.seal }),
        ...(done.tornTail === undefined ? {} : { tornTail: done.tornTail }),
      });
    }
    for (const record of step.value) byType.set(record.event.type, (byType.get(record.event.type) ?? 0) + 1);
    records += step.value.length;
    options.onProgress?.(records);
  }
};
