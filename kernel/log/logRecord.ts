/** Every event in the log is a JSON object tagged by its `type`. */
export interface TaggedEvent {
  readonly type: string;
}

/** The hashed part of a record: everything but its own hash. */
export interface RecordBody<E> {
  /** Position in the log, from 1, without gaps. */
  readonly seq: number;
  /** `hash` of record `seq - 1`; {@link GENESIS_PREV} for the first record. */
  readonly prev: string;
  /** Schema version the event was written in. */
  readonly v: number;
  readonly event: E;
}

/**
 * One line of the log: `{"event":…,"hash":…,"prev":…,"seq":…,"v":…}` (canonical JSON, so the keys
 * come in that order), where `hash` = SHA-256 hex of the canonical JSON of `{seq, prev, v, event}`.
 * A record read from disk keeps the `v` it was written with; its `event` is upcast to the current schema.
 */
export interface LogRecord<E> extends RecordBody<E> {
  readonly hash: string;
}

/** The `prev` of record 1. */
export const GENESIS_PREV = '0'.repeat(64);

/** SHA-256 in lowercase hex. */
export const isHashHex = (s: string): boolean => {
  if (s.length !== 64) return false;
  for (let i = 0; i < 64; i++) {
    const c = s.charCodeAt(i);
    if (!((c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x66))) return false;
  }
  return true;
};
