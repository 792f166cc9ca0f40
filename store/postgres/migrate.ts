import type { ClientBase } from 'pg';
import { MIGRATIONS } from './migrations.ts';

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
