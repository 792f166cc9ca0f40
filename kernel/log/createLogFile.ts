import * as E from 'fp-ts/lib/Either.js';
import { acquireLock, type Clock } from './fileLock.ts';
import { writableTarget } from './inspectTarget.ts';
import type { Catalogue } from './logCatalogue.ts';
import type { LogError } from './logError.ts';
import { nodeLogFs } from './logFs.ts';
import { GENESIS_PREV, type TaggedEvent } from './logRecord.ts';
import { SealCounter } from './logSeal.ts';
import { LineBuffer } from './lineBuffer.ts';
import { sealLog, type ChainEnd } from './sealRecords.ts';
import { sealRecordsInto } from './sealRecordsInto.ts';
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

/** Bytes of lines gathered before a write: a game's small Order-sized batches go out in few writes. */
const FLUSH_AT = 256 * 1024;

/** How a log written from batches ends: with its seal, open for appends, or not written at all. */
export type LogEnding = 'sealed' | 'open' | 'abandoned';

/**
 * Events to write as they are made: batches in order (a batch may be large or empty); what the
 * iterator returns says how the log ends.
 */
export type EventBatches<E> = Iterator<readonly E[], LogEnding, undefined>;

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
  function* slices(): Generator<readonly E[], LogEnding, undefined> {
    for (let from = 0; from < events.length; from += CHUNK) yield events.slice(from, from + CHUNK);
    return options.seal ? 'sealed' : 'open';
  }
  const made = await streamLogFile(path, catalogue, slices(), options);
  if (E.isLeft(made)) return made;
  if (made.right === null) throw new Error('a log of every event is never abandoned');
  return E.right(made.right);
};

/**
 * {@link createLogFile} for events made while they are written (a game recorded Order by Order):
 * each batch is chained and checked as it comes, its lines written once about {@link FLUSH_AT}
 * have gathered, and none is kept; the iterator's return
 * says whether to seal the log, leave it open, or abandon it (nothing is published: null). The
 * lock is held from before the first batch is asked for to after the file is published.
 */
export const streamLogFile = async <E extends TaggedEvent>(
  path: string,
  catalogue: Catalogue<E>,
  batches: EventBatches<E>,
  options: Omit<CreateLogOptions, 'seal'>,
): Promise<E.Either<LogError, CreatedLog | null>> => {
  const fs = options.fs ?? nodeLogFs;
  // Before the lock is taken (its file goes beside the target): a device, a FIFO or a missing directory.
  const target = await writableTarget(fs, path, options.protect ?? [], options.force === true);
  if (E.isLeft(target)) return target;

  const counter = new SealCounter(catalogue.seal);
  let end: ChainEnd = { seq: 0, hash: GENESIS_PREV };
  let records = 0;
  // Set when the batches are done: until then a failure is the writer's own.
  let ending: LogEnding | null = null;
  const chunks: ChunkedBytes = async (write) => {
    // Lines not yet written, as UTF-8, in one buffer while the other's write is under way: the
    // next lines are made while the last are written (nothing is published before the last write).
    let out = new LineBuffer();
    let spare = new LineBuffer();
    let writing: Promise<void> | undefined;
    // Waits for the write under way; its failure is thrown here, as an awaited write's would be.
    const written = async (): Promise<void> => {
      const under = writing;
      writing = undefined;
      if (under !== undefined) await under;
    };
    const flush = async (): Promise<void> => {
      if (out.length === 0) return;
      // The spare's bytes must stay as they are until their write resolves.
      await written();
      [out, spare] = [spare, out];
      out.clear();
      writing = write(spare.view());
      // Awaited by the next flush or at the end; until then its failure is not unhandled.
      writing.catch(() => undefined);
    };
    try {
      for (let next = batches.next(); ; next = batches.next()) {
        if (next.done === true) {
          ending = next.value;
          break;
        }
        for (let from = 0; from < next.value.length; from += CHUNK) {
          const batch = next.value.length <= CHUNK ? next.value : next.value.slice(from, from + CHUNK);
          const chained = sealRecordsInto(batch, end, catalogue, out, counter);
          if (E.isLeft(chained)) return chained;
          records += chained.right.seq - end.seq;
          end = chained.right;
          if (out.length >= FLUSH_AT) await flush();
        }
      }
      // Abandoned: the file is never published (told as a refusal the caller turns into null).
      if (ending === 'abandoned') return E.left({ kind: 'exists', path });
      if (ending === 'sealed') {
        const seal = sealLog(end, catalogue.version, counter.counts());
        if (E.isLeft(seal)) return seal;
        end = { seq: seal.right.record.seq, hash: seal.right.record.hash };
        out.text(seal.right.line);
      }
      await flush();
      await written();
      return E.right(undefined);
    } finally {
      // However it ends (a refusal, an abandoned log, a throw), no write is left under way when the
      // file is closed; a refusal is told rather than the failure of a write it makes moot.
      await writing?.catch(() => undefined);
    }
  };

  const lock = await acquireLock(path, options.now);
  if (E.isLeft(lock)) return lock;
  try {
    const written = await writeFileAtomically(path, chunks, options);
    if (ending === 'abandoned') return E.right(null);
    if (E.isLeft(written)) return written;
  } finally {
    await lock.right.release();
  }
  return E.right({
    records,
    lastSeq: end.seq,
    fingerprint: end.hash,
    sealed: ending === 'sealed',
    counts: counter.counts(),
  });
};
