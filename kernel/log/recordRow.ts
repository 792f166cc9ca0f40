import type { LogRecord } from './logRecord.ts';
import { recordText } from './recordHash.ts';

/**
 * A record as a table row holds it: the event's canonical JSON text as written and hashed (never a
 * re-serialised value), and the record's own fields. {@link rowLine} gives back the very line a
 * JSON Lines log holds, so a store of rows is read and verified by the same reader as a file.
 */
export interface RecordRow {
  readonly seq: number;
  readonly v: number;
  readonly type: string;
  /** The event's canonical JSON, exactly the text the record's hash covers. */
  readonly body: string;
  readonly hash: string;
  readonly prev: string;
}

const EVENT_PREFIX = '{"event":';

/** The log line (without its newline) of a row. */
export const rowLine = (row: RecordRow): string => recordText(row.body, row.hash, row.prev, row.seq, row.v);

/** The row of a record, given the line a store wrote for it (with or without its newline). */
export const recordRow = (record: LogRecord<{ readonly type: string }>, line: string): RecordRow => {
  const text = line.endsWith('\n') ? line.slice(0, -1) : line;
  const tail = recordText('', record.hash, record.prev, record.seq, record.v).length - EVENT_PREFIX.length;
  const body = text.slice(EVENT_PREFIX.length, text.length - tail);
  return { seq: record.seq, v: record.v, type: record.event.type, body, hash: record.hash, prev: record.prev };
};
