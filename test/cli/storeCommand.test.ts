import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { tempDir } from '../kernel/log/logFixtures.ts';
import { postgresDatabase } from '../support/postgresDatabase.ts';
import { runArbiter as arbiter } from './runArbiter.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const SEED = 'examples/f2f-1v1.game.yaml';

let tmp: Awaited<ReturnType<typeof tempDir>>;
let url: string;
let password: string;
let log: string;
let fingerprint: string;

const sql = async <R extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<R[]> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
};

beforeAll(async () => {
  tmp = await tempDir();
  url = await postgresDatabase('store_cli');
  password = decodeURIComponent(new URL(url).password);
  log = tmp.file('game.jsonl');
  expect((await arbiter('record', SEED, '-o', log, '-q')).code).toBe(0);
  const lines = readFileSync(log, 'utf8').split('\n').slice(0, -1);
  fingerprint = (JSON.parse(lines.at(-1) ?? '{}') as { hash: string }).hash;
});
afterAll(async () => {
  await tmp.cleanup();
});

describe('arbiter store', () => {
  test('init creates the schema, and run again does nothing; the password is never printed', async () => {
    const first = await arbiter('store', 'init', url);
    expect(first).toMatchObject({ code: 0, err: '' });
    expect(first.out).toMatch(/schema v1 ready \(applied v1\)/);
    const again = await arbiter('store', 'init', url, '--json');
    expect(again.code).toBe(0);
    expect(JSON.parse(again.out)).toMatchObject({ ok: true, applied: [], schemaVersion: 1 });
    for (const r of [first, again]) expect(`${r.out}${r.err}`).not.toContain(password);
  });

  test('push, verify --store --game and pull: the same fingerprint both ways, the pulled file byte for byte the original', async () => {
    const pushed = await arbiter(
      'store',
      'push',
      log,
      '--store',
      url,
      '--game',
      'r1-t3',
      '--round',
      '1',
      '--table',
      '3',
    );
    expect(pushed.err).toBe('');
    expect(pushed.code).toBe(0);
    expect(pushed.out).toContain(`fingerprint ${fingerprint.slice(0, 12)} (${fingerprint})`);
    expect(pushed.out).not.toContain(password);
    const verified = await arbiter('verify', '--store', url, '--game', 'r1-t3', '--sealed', '--expect', fingerprint);
    expect(verified.code).toBe(0);
    expect(verified.out).toMatch(/^sealed: /);
    expect(verified.out).toContain(`fingerprint ${fingerprint.slice(0, 12)}`);
    const out = tmp.file('pulled.jsonl');
    const pulled = await arbiter('store', 'pull', 'r1-t3', '-o', out, '--store', url);
    expect(pulled.code).toBe(0);
    expect(pulled.out).toContain(fingerprint);
    expect(readFileSync(out)).toEqual(readFileSync(log));
  });

  test('pull never replaces a file without --force; push never overwrites a game already in the store', async () => {
    const out = tmp.file('kept.jsonl');
    writeFileSync(out, 'mine\n');
    const refused = await arbiter('store', 'pull', 'r1-t3', '-o', out, '--store', url);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/already exists; it was left as it was: give --force to replace it/);
    expect(readFileSync(out, 'utf8')).toBe('mine\n');
    expect((await arbiter('store', 'pull', 'r1-t3', '-o', out, '--store', url, '--force')).code).toBe(0);
    expect(readFileSync(out)).toEqual(readFileSync(log));
    const twice = await arbiter('store', 'push', log, '--store', url, '--game', 'r1-t3');
    expect(twice.code).toBe(1);
    expect(twice.err).toMatch(
      /game "r1-t3" is already in the store \(its log ends at record \d+\); nothing was copied/,
    );
  });

  test('a log that does not verify is not pushed, and says which line', async () => {
    const bad = tmp.file('bad.jsonl');
    const lines = readFileSync(log, 'utf8').split('\n');
    lines[2] = (lines[2] ?? '').replace('"seq":3', '"seq":4');
    writeFileSync(bad, lines.join('\n'));
    const r = await arbiter('store', 'push', bad, '--store', url, '--game', 'bad');
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/bad\.jsonl: line 3: .*nothing was copied/);
    expect(await sql('SELECT 1 FROM arbiter_streams WHERE id = $1', ['bad'])).toEqual([]);
  });

  test('verify --store --game reports an altered row and a foreign row with the record and its position', async () => {
    expect((await arbiter('store', 'push', log, '--store', url, '--game', 'altered')).code).toBe(0);
    const [row] = await sql<{ position: string }>(
      "UPDATE arbiter_events SET body = replace(body, '\"type\"', '\"type\" ') WHERE stream_id = 'altered' AND seq = 2 RETURNING position",
    );
    const altered = await arbiter('verify', '--store', url, '--game', 'altered');
    expect(altered.code).toBe(1);
    expect(altered.err).toContain(`game "altered": line 2`);
    expect(altered.err).toContain(`(record 2 of the game: the row at position ${row?.position})`);

    expect((await arbiter('store', 'push', log, '--store', url, '--game', 'foreign')).code).toBe(0);
    const [last] = await sql<{ seq: string }>("SELECT last_seq AS seq FROM arbiter_streams WHERE id = 'foreign'");
    const next = Number(last?.seq) + 1;
    const [foreign] = await sql<{ position: string }>(
      "INSERT INTO arbiter_events (stream_id, seq, v, type, body, hash, prev) VALUES ('foreign', $1, 1, 'Nope', '{\"type\":\"Nope\"}', 'x', 'y') RETURNING position",
      [next],
    );
    const r = await arbiter('verify', '--store', url, '--game', 'foreign', '--json');
    expect(r.code).toBe(1);
    const reported = JSON.parse(r.out) as { message: string; game: string; store: string };
    expect(reported.game).toBe('foreign');
    expect(reported.store).not.toContain(password);
    expect(reported.message).toContain(`line ${next} comes after the seal`);
    expect(reported.message).toContain(`the row at position ${foreign?.position}`);
  });

  test('usage: verify --game needs a store; a game not in the store is a problem; pull needs -o', async () => {
    const noStore = await arbiter('verify', '--game', 'x');
    expect(noStore.code).toBe(2);
    expect(noStore.err).toMatch(/--game needs a game id and --store URL \(or \$ARBITER_STORE\)/);
    const missing = await arbiter('verify', '--store', url, '--game', 'no-such-game');
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/no such game in the store/);
    expect((await arbiter('store', 'pull', 'r1-t3', '--store', url)).code).toBe(2);
    expect((await arbiter('store', 'frobnicate')).code).toBe(2);
  });

  test('the built command takes the store from $ARBITER_STORE, and a wrong password is reported without it', async () => {
    const run = promisify(execFile);
    const bin = join(ROOT, 'bin', 'arbiter.mjs');
    const env = { ...process.env, ARBITER_STORE: url };
    const ok = await run(process.execPath, [bin, 'verify', '--game', 'r1-t3', '--sealed'], { env });
    expect(ok.stdout).toContain(fingerprint.slice(0, 12));
    const wrong = new URL(url);
    wrong.password = 'wrong-password-5eed';
    const failed = await run(process.execPath, [bin, 'store', 'init'], {
      env: { ...process.env, ARBITER_STORE: wrong.toString() },
    }).then(
      () => null,
      (e: unknown) => e as { code: number; stderr: string },
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toMatch(/password authentication failed/);
    expect(failed?.stderr).toContain('arbiter:***@');
    expect(failed?.stderr).not.toContain('wrong-password-5eed');
    expect(failed?.stderr).not.toContain(password);
  });
});
