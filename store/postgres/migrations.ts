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
