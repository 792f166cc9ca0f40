import type { Either } from 'fp-ts/lib/Either.js';
import type { EventStore } from './eventStore.ts';
import type { LogError } from './logError.ts';
import type { LogRecord, TaggedEvent } from './logRecord.ts';
import type { LogSealed } from './logSeal.ts';

/** Where a game was played, as a shared store files it (each optional; a single player's game has none). */
export interface StreamMeta {
  readonly tournament?: string;
  readonly round?: string;
  readonly table?: string;
}

/** One game's stream in a shared store: its id, where it was played, and how far it has gone. */
export interface StreamInfo extends StreamMeta {
  readonly id: string;
  /** The seq of its last record (the seal's when sealed); 0 for a stream with no record yet. */
  readonly lastSeq: number;
  readonly sealed: boolean;
}

/** A record of some stream, as a reader of every stream sees it. */
export interface GlobalRecord<E> {
  readonly stream: string;
  /** Unique over the store and given in append order; a reader may meet a higher one before a lower one that committed later, never skip one. */
  readonly position: number;
  /** Where a reader resumes after this record: pass it to {@link StreamStore.readAll} or {@link StreamStore.subscribe}. */
  readonly checkpoint: string;
  /** The record (an event, or the stream's seal), decoded and its hash checked. */
  readonly record: LogRecord<E | LogSealed>;
}

/** The checkpoint before any record. */
export const START: string = '';

/** A live subscription: {@link StreamStore.subscribe}. */
export interface Subscription {
  /** Stops the delivery; idempotent. */
  close(): Promise<void>;
}

/** What a subscriber hears: records in the order {@link StreamStore.readAll} gives them, or what went wrong. */
export interface Subscriber<E> {
  readonly records: (records: readonly GlobalRecord<E>[]) => void;
  readonly error?: (error: LogError) => void;
}

/**
 * Many logs in one store: one stream per game, each an {@link EventStore} (hash chain, seal,
 * optimistic concurrency on its seq, which is the stream's version), and every stream's records
 * read together in one global order. Implementations: {@link MemoryStreamStore}, and the
 * PostgreSQL store (`store/postgres/`, the package's `arbiter/postgres`). A record is hashed and
 * sealed exactly as in a JSON Lines file, so a game copied between stores keeps its fingerprint.
 */
export interface StreamStore<E extends TaggedEvent> {
  /**
   * The game `id`'s stream (created by its first append, filed under `meta`). A stale writer's
   * append is a 'conflict' naming the stream and the record it has moved on to; nothing is written.
   */
  stream(id: string, meta?: StreamMeta): EventStore<E>;
  /** Every stream with at least one record, by id. */
  streams(): Promise<Either<LogError, readonly StreamInfo[]>>;
  /**
   * Up to `limit` records of every stream after `after` ({@link START} for the beginning), in an
   * order in which no later read finds a record before the ones already read (gap-safe: a record
   * whose append has not committed yet holds back the ones after it).
   */
  readAll(after?: string, limit?: number): Promise<Either<LogError, readonly GlobalRecord<E>[]>>;
  /** Hears every record after `after`, as appends commit, until closed. */
  subscribe(after: string, subscriber: Subscriber<E>): Promise<Either<LogError, Subscription>>;
  /** Waits for pending appends, then releases the store. Idempotent. */
  close(): Promise<void>;
}
