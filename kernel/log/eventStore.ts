import type { Either } from 'fp-ts/lib/Either.js';
import type { LogError } from './logError.ts';
import { formatLogError } from './logError.ts';
import type { LogRecord, TaggedEvent } from './logRecord.ts';
import type { SealRecord } from './logSeal.ts';

/** What an accepted append wrote. */
export interface Appended<E> {
  readonly records: readonly LogRecord<E>[];
  /** The log's last seq after the append (pass it as the next `expectedSeq`). */
  readonly lastSeq: number;
  /** The seal written with the batch, when one was asked for. */
  readonly seal?: SealRecord;
}

export interface AppendOptions {
  /** Seal the log right after the batch, in the same write (see {@link EventStore.seal}). */
  readonly seal?: boolean;
}

/** An append is accepted whole or not at all. */
export type AppendResult<E> = Either<LogError, Appended<E>>;

/**
 * An append-only, hash-chained event log. Implementations: {@link MemoryStore}, {@link JsonlFileStore}.
 */
export interface EventStore<E extends TaggedEvent> {
  /**
   * Appends `events` as one batch, durably (for the file store: fsync'd before it resolves).
   * `expectedSeq` is the last seq the caller saw (0 for an empty log); if the log has moved on, the
   * append fails with a 'conflict' naming both numbers and writes nothing. Invalid events
   * ('invalid-event', 'unknown-event-type'), a line too long to read back ('too-long') and a sealed
   * log ('sealed') also write nothing.
   */
  append(events: readonly E[], expectedSeq: number, options?: AppendOptions): Promise<AppendResult<E>>;
  /**
   * Closes the log for good with its seal (the records before it and the ruleset's counts), under the
   * same `expectedSeq` check; afterwards every append is refused ('sealed'). The seal's hash is the
   * log's fingerprint.
   */
  seal(expectedSeq: number): Promise<Either<LogError, SealRecord>>;
  /** The seal, if the log has one. */
  sealed(): Promise<SealRecord | null>;
  /** Every event record from `fromSeq` (default 1), verified (the seal is not an event record). */
  read(fromSeq?: number): Promise<Either<LogError, readonly LogRecord<E>[]>>;
  /**
   * The records from `fromSeq` (default 1), one at a time, verified as they are read, without
   * loading the log. If the underlying file turns out to be corrupt, iteration throws a {@link LogReadError}.
   */
  stream(fromSeq?: number): AsyncIterable<LogRecord<E>>;
  /** The seq of the last record (the seal's, when sealed); 0 when empty. */
  lastSeq(): Promise<number>;
  /** Waits for pending appends, then releases the log (and its lock). Idempotent. */
  close(): Promise<void>;
}

/** Thrown by `stream()` when the log turns out to be corrupt mid-read (`read()` returns it instead). */
export class LogReadError extends Error {
  readonly error: LogError;

  constructor(error: LogError) {
    super(formatLogError(error));
    this.name = 'LogReadError';
    this.error = error;
  }
}
