import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, test } from 'vitest';
import { PgStreamStore } from '../../../store/postgres/index.ts';
import { embeddedServer, freePort, type TestServer } from '../../support/embeddedServer.ts';
import { tempDir } from '../../support/tempDir.ts';
import { right } from '../../kernel/log/logFixtures.ts';
import { testCatalogue } from '../../kernel/log/testCatalogue.ts';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');

let running: TestServer | undefined;
afterAll(async () => {
  await running?.server.stop();
});

describe('the server killed while a writer appends', () => {
  test('pg_ctl stop -m immediate (SIGQUIT to the postmaster) mid-appends, then a restart: every acknowledged event is there and the chain verifies', async () => {
    // A server of this test's own (the run's shared one must not die), its data kept across the crash.
    const dir = tempDir('pg-crash');
    chmodSync(dir, 0o755);
    const port = await freePort();
    const password = randomBytes(12).toString('hex');
    running = embeddedServer(dir, port, password, { persistent: true });
    await running.server.initialise();
    await running.server.start();
    const url = `postgres://arbiter:${password}@127.0.0.1:${port}/postgres`;
    right(await PgStreamStore.init(url));

    const writer = spawn(
      process.execPath,
      [
        join(ROOT, 'bin', 'run-ts.mjs'),
        join(ROOT, 'test', 'store', 'postgres', 'appendWorker.ts'),
        url,
        'crash',
        'w',
        '0',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stderr = '';
    writer.stderr.on('data', (d: Buffer) => {
      stderr += d.toString('utf8');
    });
    const acknowledged: number[] = [];
    let enough: () => void = () => undefined;
    const reached = new Promise<void>((done) => {
      enough = done;
    });
    let told = '';
    createInterface({ input: writer.stdout }).on('line', (line) => {
      told = line;
      const m = /^ack (\d+)$/.exec(line);
      if (m === null) return;
      acknowledged.push(Number(m[1]));
      if (acknowledged.length === 100) enough();
    });
    const exited = new Promise<number | null>((done) => writer.once('close', done));
    await reached;
    // What `pg_ctl stop -m immediate` does: SIGQUIT to the postmaster, no shutdown checkpoint.
    const postmaster = Number(readFileSync(join(running.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    process.kill(postmaster, 'SIGQUIT');
    running = undefined; // its process is gone: stop() would wait for an exit already past
    // The writer is told its append failed (its connection lost mid-transaction) and exits cleanly.
    expect(await exited).toBe(0);
    expect(stderr).toBe('');
    expect(JSON.parse(told)).toMatchObject({ failures: ['io'] });
    // The server is gone (its process exited): a new one starts on the same data folder.

    const restarted = embeddedServer(dir, port, password, { persistent: true });
    running = restarted;
    await restarted.server.start(); // crash recovery replays the WAL
    const store = right(await PgStreamStore.open(url, testCatalogue));
    const records = right(await store.stream('crash').read()); // decoded, hashed, chained
    await store.close();
    const last = acknowledged.at(-1) ?? 0;
    expect(acknowledged.length).toBeGreaterThanOrEqual(100);
    expect(acknowledged).toEqual(Array.from({ length: acknowledged.length }, (_, i) => i + 1));
    // Every acknowledged append survived; at most the one in flight may have committed unacknowledged.
    expect(records.length).toBeGreaterThanOrEqual(last);
    expect(records.length).toBeLessThanOrEqual(last + 1);
    expect(records.map((r) => r.seq)).toEqual(Array.from({ length: records.length }, (_, i) => i + 1));
  });
});
