import type { Pool } from 'pg';
import { rowLine, type RecordRow } from '../../kernel/index.ts';

/** A row of `arbiter_events` as read (bigints come as text). */
export interface EventRow {
  readonly position: string;
  readonly stream_id: string;
  readonly seq: string;
  readonly v: number;
  readonly type: string;
  readonly body: string;
  readonly hash: string;
  readonly prev: string;
}

export const EVENT_COLUMNS = 'position, stream_id, seq, v, type, body, hash, prev';

/** The record row of a table row. */
export const rowOf = (r: EventRow): RecordRow => ({
  seq: Number(r.seq),
  v: r.v,
  type: r.type,
  body: r.body,
  hash: r.hash,
  prev: r.prev,
});

const PAGE = 2000;

/**
 * The log lines of a stream's rows up to `lastSeq`, in seq order, a page at a time: what a JSON Lines
 * file of the game holds, line for line. `onRow` hears each row's global position (to name a bad one).
 */
export async function* streamLines(
  pool: Pool,
  stream: string,
  lastSeq: number,
  onRow?: (position: number, seq: number) => void,
): AsyncGenerator<string> {
  let after = 0;
  for (;;) {
    const page = await pool.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM arbiter_events WHERE stream_id = $1 AND seq > $2 AND seq <= $3 ORDER BY seq LIMIT $4`,
      [stream, after, lastSeq, PAGE],
    );
    for (const r of page.rows) {
      onRow?.(Number(r.position), Number(r.seq));
      yield rowLine(rowOf(r));
    }
    const last = page.rows[page.rows.length - 1];
    if (last === undefined || page.rows.length < PAGE) return;
    after = Number(last.seq);
  }
}
