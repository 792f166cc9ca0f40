import type { ClientBase } from 'pg';

/** One step of the schema, applied once, in order, and recorded in `schema_migrations`. */
export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

/**
 * The schema, step by step. A step once released is never edited: a change is a new step.
 *
 * Events keep the canonical JSON text of the event (`body text`), the very bytes its hash covers:
 * `jsonb` would reorder keys and change numbers' text, and the chain would no longer verify.
 * `tx` is the appending transaction's id: a global read takes only rows of transactions older than
 * every transaction still running (see `readAllSql`), so it never skips a row that commits late.
 */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'streams and events',
    sql: `
CREATE TABLE arbiter_streams (
  id text PRIMARY KEY CHECK (id <> ''),
  tournament text,
  round text,
  table_name text,
  last_seq bigint NOT NULL DEFAULT 0,
  last_hash text NOT NULL,
  counts text NOT NULL DEFAULT '{}',
  sealed boolean NOT NULL DEFAULT false
);
CREATE INDEX arbiter_streams_round ON arbiter_streams (tournament, round);
CREATE TABLE arbiter_events (
  position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  stream_id text NOT NULL REFERENCES arbiter_streams (id),
  seq bigint NOT NULL CHECK (seq >= 1),
  v integer NOT NULL,
  type text NOT NULL,
  body text NOT NULL,
  hash text NOT NULL,
  prev text NOT NULL,
  tx xid8 NOT NULL DEFAULT pg_current_xact_id(),
  UNIQUE (stream_id, seq)
);
CREATE INDEX arbiter_events_tx_position ON arbiter_events (tx, position);
`,
  },
];

/** The newest schema version this Arbiter writes. */
export const SCHEMA_VERSION = MIGRATIONS.reduce((n, m) => Math.max(n, m.version), 0);

/** Any number; it only has to be the same for every Arbiter, so that two `store init` take turns. */
const MIGRATION_LOCK = 0x41524249;

/**
 * Brings the schema up to date in one transaction, under an advisory lock (two at once take
 * turns); idempotent. Returns the versions it applied (none when the schema was current).
 */
export const migrate = async (client: ClientBase): Promise<readonly number[]> => {
  await client.query('BEGIN');
  try {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = await client.query<{ version: number }>('SELECT version FROM schema_migrations');
    const have = new Set(done.rows.map((r) => r.version));
    const applied: number[] = [];
    for (const m of MIGRATIONS) {
      if (have.has(m.version)) continue;
      await client.query(m.sql);
      await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
      applied.push(m.version);
    }
    await client.query('COMMIT');
    return applied;
  } catch (e) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw e;
  }
};

/** The schema version a database holds (0: none yet). */
export const schemaVersion = async (client: ClientBase): Promise<number> => {
  const exists = await client.query<{ t: string | null }>("SELECT to_regclass('schema_migrations')::text AS t");
  if (exists.rows[0]?.t === null || exists.rows[0] === undefined) return 0;
  const r = await client.query<{ v: number | null }>('SELECT max(version) AS v FROM schema_migrations');
  return r.rows[0]?.v ?? 0;
};
