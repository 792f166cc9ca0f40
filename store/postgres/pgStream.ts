import * as E from 'fp-ts/lib/Either.js';
import type { Pool, PoolClient } from 'pg';
import {
  appendBatch,
  decodeRecordLine,
  GENESIS_PREV,
  isSeal,
  LogReadError,
  recordRow,
  rowLine,
  scanRecords,
  SealCounter,
  type AppendOptions,
  type AppendResult,
  type Catalogue,
  type EventStore,
  type LogError,
  type LogRecord,
  type SealRecord,
  type StreamMeta,
  type TaggedEvent,
} from '../../kernel/index.ts';
import { pgError } from './pgError.ts';
import { EVENT_COLUMNS, rowOf, streamLines, type EventRow } from './pgRows.ts';

/** What every stream of one store shares. */
export interface PgContext<E extends TaggedEvent> {
  readonly pool: Pool;
  /** The connection string as given (only to hide its password in messages). */
  readonly url: string;
  /** The connection string without its password: how messages name the store. */
  readonly label: string;
  readonly catalogue: Catalogue<E>;
  /** Whether the whole store was closed. */
  readonly closed: () => boolean;
}

interface StreamRow {
  readonly last_seq: string;
  readonly last_hash: string;
  readonly counts: string;
  readonly sealed: boolean;
}

/** The channel appends notify (with the stream's id) as they commit: subscribers LISTEN to it. */
export const CHANNEL = 'arbiter_events';

/** The rows of an append, the stream's new end and the notification, in one statement. */
const APPEND = `WITH inserted AS (
    INSERT INTO arbiter_events (stream_id, seq, v, type, body, hash, prev)
    SELECT $1, * FROM unnest($2::bigint[], $3::integer[], $4::text[], $5::text[], $6::text[], $7::text[])
    RETURNING 1
  ), moved AS (
    UPDATE arbiter_streams SET last_seq = $8, last_hash = $9, counts = $10, sealed = $11 WHERE id = $1 RETURNING 1
  )
  SELECT pg_notify($12, $1) AS notified, (SELECT count(*) FROM inserted) AS inserted, (SELECT count(*) FROM moved) AS moved`;

const LOCK_STREAM = 'SELECT last_seq, last_hash, counts, sealed FROM arbiter_streams WHERE id = $1 FOR UPDATE';

/**
 * One game's stream in PostgreSQL, with the file store's rules: each append is one transaction
 * (the stream's row locked, its last seq checked against `expectedSeq`, the records chained and
 * hashed exactly as a file's, inserted in one statement, committed durably); a stale writer gets a
 * 'conflict' and writes nothing; a sealed stream takes no appends. Reads go through the same reader
 * as a file (`scanRecords`), so every record is decoded, its hash and the chain checked.
 */
export class PgStream<E extends TaggedEvent> implements EventStore<E> {
  readonly #ctx: PgContext<E>;
  readonly #id: string;
  readonly #meta: StreamMeta;
  #closed = false;

  constructor(ctx: PgContext<E>, id: string, meta: StreamMeta) {
    this.#ctx = ctx;
    this.#id = id;
    this.#meta = meta;
  }

  /** How messages name this stream: the store (no password) and the game. */
  get where(): string {
    return `${this.#ctx.label} game ${JSON.stringify(this.#id)}`;
  }

  async append(events: readonly E[], expectedSeq: number, options: AppendOptions = {}): Promise<AppendResult<E>> {
    if (this.#closed || this.#ctx.closed()) return E.left({ kind: 'closed', path: this.where });
    let client: PoolClient;
    try {
      client = await this.#ctx.pool.connect();
    } catch (e) {
      return E.left(pgError(e, this.#ctx.url, this.where, 'connect to'));
    }
    // A connection lost while checked out emits 'error': heard here, the query in flight fails with it.
    const lost = (): void => undefined;
    client.on('error', lost);
    let healthy = true;
    try {
      await client.query('BEGIN');
      const result = await this.#appendIn(client, events, expectedSeq, options.seal === true);
      await client.query(E.isRight(result) ? 'COMMIT' : 'ROLLBACK');
      return result;
    } catch (e) {
      healthy = await client.query('ROLLBACK').then(
        () => true,
        () => false,
      );
      return E.left(pgError(e, this.#ctx.url, this.where, 'append to'));
    } finally {
      client.off('error', lost);
      client.release(!healthy);
    }
  }

  async #appendIn(
    client: PoolClient,
    events: readonly E[],
    expectedSeq: number,
    seal: boolean,
  ): Promise<AppendResult<E>> {
    let row = (await client.query<StreamRow>(LOCK_STREAM, [this.#id])).rows[0];
    if (row === undefined) {
      if (expectedSeq !== 0) return E.left({ kind: 'conflict', expectedSeq, actualSeq: 0, stream: this.#id });
      if (events.length === 0 && !seal) return E.right({ records: [], lastSeq: 0 });
      await client.query(
        'INSERT INTO arbiter_streams (id, tournament, round, table_name, last_hash) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING',
        [this.#id, this.#meta.tournament ?? null, this.#meta.round ?? null, this.#meta.table ?? null, GENESIS_PREV],
      );
      row = (await client.query<StreamRow>(LOCK_STREAM, [this.#id])).rows[0];
      if (row === undefined) throw new Error(`the stream's row for game ${this.#id} could not be made`);
    }
    const lastSeq = Number(row.last_seq);
    if (row.sealed) return E.left({ kind: 'sealed', path: this.where, seq: lastSeq });
    if (lastSeq !== expectedSeq) return E.left({ kind: 'conflict', expectedSeq, actualSeq: lastSeq, stream: this.#id });
    const counts = JSON.parse(row.counts) as Readonly<Record<string, number>>;
    const counter = new SealCounter(this.#ctx.catalogue.seal, counts);
    const made = appendBatch(events, { seq: lastSeq, hash: row.last_hash }, this.#ctx.catalogue, counter, seal);
    if (E.isLeft(made)) return made;
    const { records, lines, end } = made.right;
    if (lines.length === 0) return E.right({ records, lastSeq });
    const written: readonly LogRecord<{ readonly type: string }>[] = [
      ...records,
      ...(made.right.seal === undefined ? [] : [made.right.seal]),
    ];
    const rows = written.map((r, i) => recordRow(r, lines[i] ?? ''));
    for (const r of records) counter.add(r.event);
    // One statement, one round trip: the rows, the stream's new end, and the notification sent at commit.
    const done = await client.query<{ inserted: string; moved: string }>(APPEND, [
      this.#id,
      rows.map((r) => r.seq),
      rows.map((r) => r.v),
      rows.map((r) => r.type),
      rows.map((r) => r.body),
      rows.map((r) => r.hash),
      rows.map((r) => r.prev),
      end.seq,
      end.hash,
      JSON.stringify(counter.counts()),
      made.right.seal !== undefined,
      CHANNEL,
    ]);
    const answer = done.rows[0];
    if (Number(answer?.inserted) !== rows.length || Number(answer?.moved) !== 1)
      throw new Error(`the append wrote ${answer?.inserted ?? 0} of ${rows.length} rows; it was rolled back`);
    return E.right({ records, lastSeq: end.seq, ...(made.right.seal === undefined ? {} : { seal: made.right.seal }) });
  }

  async seal(expectedSeq: number): Promise<E.Either<LogError, SealRecord>> {
    const r = await this.append([], expectedSeq, { seal: true });
    if (E.isLeft(r)) return r;
    return r.right.seal === undefined
      ? E.left({ kind: 'sealed', path: this.where, seq: r.right.lastSeq })
      : E.right(r.right.seal);
  }

  async sealed(): Promise<SealRecord | null> {
    const r = await this.#ctx.pool.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM arbiter_events e WHERE e.stream_id = $1 AND e.seq = (SELECT last_seq FROM arbiter_streams s WHERE s.id = $1 AND s.sealed)`,
      [this.#id],
    );
    const row = r.rows[0];
    if (row === undefined) return null;
    const decoded = decodeRecordLine(rowLine(rowOf(row)), Number(row.seq), this.#ctx.catalogue);
    return E.isRight(decoded) && isSeal(decoded.right.event) ? (decoded.right as SealRecord) : null;
  }

  async read(fromSeq = 1): Promise<E.Either<LogError, readonly LogRecord<E>[]>> {
    const out: LogRecord<E>[] = [];
    try {
      for await (const record of this.stream(fromSeq)) out.push(record);
    } catch (e) {
      if (e instanceof LogReadError) return E.left(e.error);
      return E.left(pgError(e, this.#ctx.url, this.where, 'read'));
    }
    return E.right(out);
  }

  async *stream(fromSeq = 1): AsyncGenerator<LogRecord<E>> {
    // Only what was committed when the stream started: the chain is read from its first record.
    const scan = scanRecords(streamLines(this.#ctx.pool, this.#id, await this.lastSeq()), this.#ctx.catalogue);
    for (;;) {
      const step = await scan.next();
      if (step.done === true) {
        if (E.isLeft(step.value)) {
          const error = step.value.left.error;
          throw new LogReadError(
            error.kind === 'io' ? pgError(error.message, this.#ctx.url, this.where, 'read') : error,
          );
        }
        return;
      }
      for (const record of step.value) if (record.seq >= fromSeq) yield record;
    }
  }

  async lastSeq(): Promise<number> {
    const r = await this.#ctx.pool.query<{ last_seq: string }>('SELECT last_seq FROM arbiter_streams WHERE id = $1', [
      this.#id,
    ]);
    return Number(r.rows[0]?.last_seq ?? 0);
  }

  async close(): Promise<void> {
    this.#closed = true;
  }
}
