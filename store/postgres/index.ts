// The PostgreSQL store (the package's `arbiter/postgres`): the kernel's StreamStore on a real server,
// through node-postgres (`pg`, an optional dependency: only this folder imports it).
export type { PgStoreOptions } from './pgStreamStore.ts';
export { PgStreamStore } from './pgStreamStore.ts';
export type { Imported } from './imported.ts';
export type { Migration } from './migrations.ts';
export { MIGRATIONS, SCHEMA_VERSION } from './migrations.ts';
export { redactUrl, redactIn } from './redactUrl.ts';
