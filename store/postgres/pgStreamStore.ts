import * as E from 'fp-ts/lib/Either.js';
import pg from 'pg';
import {
  decodeRecordLine,
  formatLogError,
  rowLine,
  START,
  type Catalogue,
  type EventStore,
  type GlobalRecord,
  type LogError,
  type StreamInfo,
  type StreamMeta,
  type StreamStore,
  type Subscriber,
  type Subscription,
  type TaggedEvent,
} from '../../kernel/index.ts';
import type { Imported } from './imported.ts';
import { importLog } from './importLog.ts';
import { migrate, schemaVersion } from './migrate.ts';
import { MIGRATIONS, SCHEMA_VERSION } from './migrations.ts';
import { pgError } from './pgError.ts';
import { EVENT_COLUMNS, rowOf, streamLines, type EventRow } from './pgRows.ts';
import { PgStream, type PgContext } from './pgStream.ts';
import { pgSubscription } from './pgSubscription.ts';
import { redactUrl } from './redactUrl.ts';

export interface PgStoreOptions {
  /** Connections kept open (default 4). */
  readonly poolSize?: number;
}

/** Every session: each commit waits for the server's fsync (durable), whatever the server's default. */
export const SESSION_OPTIONS = '-c synchronous_commit=on';

const READ_LIMIT = 1000;

/**
 * Gap-safe global order: rows by (appending transaction, position), only of transactions older than
 * the oldest one still running. Such a transaction has committed or aborted, so no row can appear
 * later before the last one read; a reader never skips a row that committed late.
 */
const READ_ALL = `SELECT ${EVENT_COLUMNS}, tx::text AS tx FROM arbiter_events
  WHERE (tx, position) > ($1::xid8, $2::bigint) AND tx < pg_snapshot_xmin(pg_current_snapshot())
  ORDER BY tx, position LIMIT $3`;

const parseCheckpoint = (c: string): readonly [string, string] | null => {
  if (c === START) return ['0', '0'];
  const m = /^(\d{1,20}):(\d{1,19})$/.exec(c);
  return m === null ? null : [m[1] ?? '0', m[2] ?? '0'];
};

/** A shared store on a PostgreSQL server: one stream per game (see {@link PgStream}), read together gap-safe. */
export class PgStreamStore<E extends TaggedEvent> implements StreamStore<E> {
  readonly #ctx: PgContext<E>;
  readonly #subscriptions = new Set<Subscription>();
  #closed = false;

  private constructor(ctx: Omit<PgContext<E>, 'closed'>) {
    this.#ctx = { ...ctx, closed: () => this.#closed };
  }

  /** The connection string without its password. */
  get label(): string {
    return this.#ctx.label;
  }

  /** Creates or updates the schema (`arbiter store init`); idempotent. Returns the versions applied. */
  static async init(url: string): Promise<E.Either<LogError, readonly number[]>> {
    const client = new pg.Client({ connectionString: url, options: SESSION_OPTIONS });
    try {
      await client.connect();
      return E.right(await migrate(client));
    } catch (e) {
      return E.left(pgError(e, url, redactUrl(url), 'set up the store at'));
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  /** Connects to a store whose schema is current (else: an error saying to run `arbiter store init`). */
  static async open<E extends TaggedEvent>(
    url: string,
    catalogue: Catalogue<E>,
    options: PgStoreOptions = {},
  ): Promise<E.Either<LogError, PgStreamStore<E>>> {
    const label = redactUrl(url);
    let pool: pg.Pool;
    try {
      pool = new pg.Pool({ connectionString: url, options: SESSION_OPTIONS, max: options.poolSize ?? 4 });
    } catch (e) {
      return E.left(pgError(e, url, label, 'connect to'));
    }
    pool.on('error', () => undefined); // an idle connection lost: the next query reports it
    let version: number;
    try {
      const client = await pool.connect();
      try {
        version = await schemaVersion(client);
      } finally {
        client.release();
      }
    } catch (e) {
      await pool.end().catch(() => undefined);
      return E.left(pgError(e, url, label, 'connect to'));
    }
    if (version !== SCHEMA_VERSION) {
      await pool.end().catch(() => undefined);
      const message =
        version < SCHEMA_VERSION
          ? `its schema is v${version}, this Arbiter needs v${SCHEMA_VERSION} (${MIGRATIONS.length} migrations): run \`arbiter store init\` on it first`
          : `its schema is v${version}, newer than this Arbiter knows (v${SCHEMA_VERSION}): upgrade Arbiter`;
      return E.left({ kind: 'io', path: label, operation: 'open the store at', message });
    }
    return E.right(new PgStreamStore({ pool, url, label, catalogue }));
  }

  stream(id: string, meta: StreamMeta = {}): EventStore<E> {
    return new PgStream(this.#ctx, id, meta);
  }

  /** Copies a whole log into a new stream, keeping every record's text, hash and the fingerprint ({@link importLog}). */
  import(
    id: string,
    lines: Iterable<string> | AsyncIterable<string>,
    meta: StreamMeta = {},
  ): Promise<E.Either<LogError, Imported>> {
    if (this.#closed) return Promise.resolve(E.left({ kind: 'closed', path: this.#ctx.label }));
    return importLog(this.#ctx, id, meta, lines);
  }

  /**
   * Every line of a game's rows in seq order, whatever its stream row says (for `verify`, which
   * must see a row that does not belong), up to `upToSeq`; `onRow` hears each row's global position.
   */
  lines(
    id: string,
    onRow?: (position: number, seq: number) => void,
    upToSeq = Number.MAX_SAFE_INTEGER,
  ): AsyncIterable<string> {
    return streamLines(this.#ctx.pool, id, upToSeq, onRow);
  }

  /**
   * Where a reader of every stream resumes to hear only what is appended to game `id` after its
   * last record ({@link START} for a game with none): the checkpoint of that record. A later append
   * to the game is a later transaction (appends to one game take its row's lock in turn), so it is
   * after this checkpoint; records of other games may come too, and a reader filters them out.
   */
  async checkpointOf(id: string): Promise<E.Either<LogError, string>> {
    try {
      const r = await this.#ctx.pool.query<{ tx: string; position: string }>(
        'SELECT tx::text AS tx, position FROM arbiter_events WHERE stream_id = $1 ORDER BY seq DESC LIMIT 1',
        [id],
      );
      const row = r.rows[0];
      return E.right(row === undefined ? START : `${row.tx}:${row.position}`);
    } catch (e) {
      return E.left(pgError(e, this.#ctx.url, this.#ctx.label, 'read from'));
    }
  }

  async streams(): Promise<E.Either<LogError, readonly StreamInfo[]>> {
    try {
      const r = await this.#ctx.pool.query<{
        id: string;
        tournament: string | null;
        round: string | null;
        table_name: string | null;
        last_seq: string;
        sealed: boolean;
      }>(
        'SELECT id, tournament, round, table_name, last_seq, sealed FROM arbiter_streams WHERE last_seq > 0 ORDER BY id',
      );
      return E.right(
        r.rows.map((s) => ({
          id: s.id,
          ...(s.tournament === null ? {} : { tournament: s.tournament }),
          ...(s.round === null ? {} : { round: s.round }),
          ...(s.table_name === null ? {} : { table: s.table_name }),
          lastSeq: Number(s.last_seq),
          sealed: s.sealed,
        })),
      );
    } catch (e) {
      return E.left(pgError(e, this.#ctx.url, this.#ctx.label, 'list the games of'));
    }
  }

  /**
   * The games holding at least one event of these types (by the `type` column, the current name of
   * each event's type), by id: a question about some events reads only the games that may answer it.
   */
  async gamesWith(types: readonly string[]): Promise<E.Either<LogError, ReadonlySet<string>>> {
    try {
      const r = await this.#ctx.pool.query<{ stream_id: string }>(
        'SELECT DISTINCT stream_id FROM arbiter_events WHERE type = ANY($1::text[])',
        [types],
      );
      return E.right(new Set(r.rows.map((row) => row.stream_id)));
    } catch (e) {
      return E.left(pgError(e, this.#ctx.url, this.#ctx.label, 'query'));
    }
  }

  async readAll(after: string = START, limit = READ_LIMIT): Promise<E.Either<LogError, readonly GlobalRecord<E>[]>> {
    const from = parseCheckpoint(after);
    if (from === null)
      return E.left({
        kind: 'io',
        path: this.#ctx.label,
        operation: 'read from',
        message: `not a checkpoint: ${after}`,
      });
    let rows: readonly (EventRow & { readonly tx: string })[];
    try {
      rows = (await this.#ctx.pool.query<EventRow & { tx: string }>(READ_ALL, [from[0], from[1], limit])).rows;
    } catch (e) {
      return E.left(pgError(e, this.#ctx.url, this.#ctx.label, 'read from'));
    }
    const out: GlobalRecord<E>[] = [];
    for (const row of rows) {
      const decoded = decodeRecordLine(rowLine(rowOf(row)), Number(row.seq), this.#ctx.catalogue);
      if (E.isLeft(decoded))
        return E.left({
          kind: 'io',
          path: `${this.#ctx.label} game ${JSON.stringify(row.stream_id)}`,
          operation: 'read',
          message: `the row at position ${row.position} (seq ${row.seq}) is not a record of this log: ${formatLogError(decoded.left)}`,
        });
      out.push({
        stream: row.stream_id,
        position: Number(row.position),
        checkpoint: `${row.tx}:${row.position}`,
        record: decoded.right,
      });
    }
    return E.right(out);
  }

  async subscribe(after: string, subscriber: Subscriber<E>): Promise<E.Either<LogError, Subscription>> {
    const made = await pgSubscription(this.#ctx.url, this.#ctx.label, after, subscriber, (c, n) => this.readAll(c, n));
    if (E.isLeft(made)) return made;
    const subscription = made.right;
    this.#subscriptions.add(subscription);
    return E.right({
      close: async () => {
        this.#subscriptions.delete(subscription);
        await subscription.close();
      },
    });
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await Promise.all([...this.#subscriptions].map((s) => s.close()));
    this.#subscriptions.clear();
    await this.#ctx.pool.end().catch(() => undefined);
  }
}
