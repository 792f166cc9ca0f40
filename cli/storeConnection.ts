import * as E from 'fp-ts/lib/Either.js';
import { arbiterCatalogue } from '../events/arbiterCatalogue.ts';
import type { ArbiterEvent } from '../events/index.ts';
import { formatLogError } from '../kernel/index.ts';
import type { PgStreamStore } from '../store/postgres/index.ts';

/** The environment variable that names the store when `--store` is not given. */
export const STORE_ENV = 'ARBITER_STORE';

/** The store's connection string: `--store URL`, else `$ARBITER_STORE`; undefined when neither is set. */
export const storeUrlOf = (flag: string | undefined, env: NodeJS.ProcessEnv = process.env): string | undefined => {
  if (flag !== undefined && flag !== '') return flag;
  const fromEnv = env[STORE_ENV];
  return fromEnv === undefined || fromEnv === '' ? undefined : fromEnv;
};

/** The PostgreSQL store's module, loaded when a command needs it: node-postgres is an optional dependency. */
export const loadPostgres = async (): Promise<E.Either<string, typeof import('../store/postgres/index.ts')>> => {
  try {
    return E.right(await import('../store/postgres/index.ts'));
  } catch (e) {
    const missing = e instanceof Error && /Cannot find (module|package) 'pg'/.test(e.message);
    return E.left(
      missing
        ? 'a store on PostgreSQL needs node-postgres (pg), an optional dependency of arbiter that is not installed here: npm install pg'
        : `cannot load the PostgreSQL store: ${e instanceof Error ? e.message : String(e)}`,
    );
  }
};

/** Opens the store at `url` with Infinity's catalogue, or says why not (the password never shown). */
export const openStore = async (url: string): Promise<E.Either<string, PgStreamStore<ArbiterEvent>>> => {
  const pg = await loadPostgres();
  if (E.isLeft(pg)) return pg;
  const opened = await pg.right.PgStreamStore.open(url, arbiterCatalogue);
  return E.isLeft(opened) ? E.left(formatLogError(opened.left)) : opened;
};
