import * as E from 'fp-ts/lib/Either.js';
import { acquireLock, type Clock } from './fileLock.ts';
import { inspectTarget } from './inspectTarget.ts';
import type { Catalogue } from './logCatalogue.ts';
import type { LogError } from './logError.ts';
import { nodeLogFs } from './logFs.ts';
import { GENESIS_PREV, type TaggedEvent } from './logRecord.ts';
import { SealCounter } from './logSeal.ts';
import { appendBatch } from './appendBatch.ts';
import type { ChainEnd } from './sealRecords.ts';
import { writeFileAtomically, type ChunkedBytes, type WriteOptions } from './writeFileAtomically.ts';

export interface CreateLogOptions extends WriteOptions {
  /** The wall clock the writer lock reads (see {@link acquireLock}), passed in at the edge of the program. */
  readonly now: Clock;
  /** End the log with its seal (a whole, finished log); false leaves it open for appends. */
  readonly seal: boolean;
}

/** A log written whole. */
export interface CreatedLog {
  /** Event records (the seal is not one). */
  readonly records: number;
  readonly lastSeq: number;
  /** The hash of the last record (the seal's when sealed): the log's fingerprint. */
  readonly fingerprint: string;
  readonly sealed: boolean;
  /** The ruleset's counts (say, rounds played), as the seal carries them. */
  readonly counts: Readonly<Record<string, number>>;
}

/** Events chained per write: the log is made and written a slice at a time, never held whole. */
const CHUNK = 4096;

/**
 * Writes a new log whole, as the one writer: holds the log's writer lock (so no store and no other
 * writer is at it), chains and checks every record (nothing a reader would refuse is written),
 * seals it if asked, and publishes it with {@link writeFileAtomically} (temporary file, checked
 * writes, fsync, no overwrite without `force`). The records are made and written {@link CHUNK}
 * events at a time, so only the events are held, never every line. On any failure (an event no
 * reader would take included) every file is as it was. Never throws.
 */
export const createLogFile = async <E extends TaggedEvent>(
  path: string,
  catalogue: Catalogue<E>,
  events: readonly E[],
  options: CreateLogOptions,
): Promise<E.Either<LogError, CreatedLog>> => {
  const fs = options.fs ?? nodeLogFs;
  // Before the lock is taken (its file goes beside the target): a device, a FIFO or a missing directory.
  const target = await inspectTarget(fs, path, options.protect);
  if (E.isLeft(target)) return target;
  if (target.right !== null && options.force !== true) return E.left({ kind: 'exists', path });

  const counter = new SealCounter(catalogue.seal);
  let end: ChainEnd = { seq: 0, hash: GENESIS_PREV };
  let records = 0;
  const chunks: ChunkedBytes = async (write) => {
    for (let from = 0; from === 0 || from < events.length; from += CHUNK) {
      const last = from + CHUNK >= events.length;
      const batch = appendBatch(events.slice(from, from + CHUNK), end, catalogue, counter, options.seal && last);
      if (E.isLeft(batch)) return batch;
      for (const r of batch.right.records) counter.add(r.event);
      records += batch.right.records.length;
      end = batch.right.end;
      await write(Buffer.from(batch.right.text, 'utf8'));
    }
    return E.right(undefined);
  };

  const lock = await acquireLock(path, options.now);
  if (E.isLeft(lock)) return lock;
  try {
    const written = await writeFileAtomically(path, chunks, options);
    if (E.isLeft(written)) return written;
  } finally {
    await lock.right.release();
  }
  return E.right({
    records,
    lastSeq: end.seq,
    fingerprint: end.hash,
    sealed: options.seal,
    counts: counter.counts(),
  });
};
