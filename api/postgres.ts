// `arbiter/postgres` (docs/api.md): the shared store on a PostgreSQL server, for leagues and
// tournaments. It needs node-postgres (`pg`, an optional dependency of arbiter); nothing else of
// the package loads it.
export { PgStreamStore, MIGRATIONS, SCHEMA_VERSION, redactUrl, redactIn } from '../store/postgres/index.ts';
export type { Migration, PgStoreOptions } from '../store/postgres/index.ts';
export { MemoryStreamStore, START } from '../kernel/index.ts';
export type { GlobalRecord, StreamInfo, StreamMeta, StreamStore, Subscriber, Subscription } from '../kernel/index.ts';
