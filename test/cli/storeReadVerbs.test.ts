import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { main } from '../../cli/main.ts';
import { postgresDatabase } from '../support/postgresDatabase.ts';
import { tempDir } from '../support/tempDir.ts';
import { fakeIo } from './fakeIo.ts';

const SEED = 'examples/f2f-1v1.game.yaml';

const arbiter = async (...args: string[]) => {
  const io = fakeIo();
  const code = await main(args, io);
  return { code, out: io.outs.join('\n'), err: io.errs.join('\n') };
};

let dir: string;
let url: string;
let password: string;
let log: string;
let label: string;

/** A verb's output on the store's game with the game's name (as text, and inside JSON) replaced by the file's. */
const asForFile = (out: string): string =>
  [JSON.stringify(label).slice(1, -1), label, label.replaceAll('"', '&quot;')].reduce(
    (text, name) => text.split(name).join(log),
    out,
  );

/** The private copies the read verbs make of a store's game (all removed when each verb ends). */
const copies = (): readonly string[] => readdirSync(tmpdir()).filter((n) => n.startsWith('arbiter-game-'));

beforeAll(async () => {
  dir = tempDir('store-read');
  url = await postgresDatabase('store_read');
  password = decodeURIComponent(new URL(url).password);
  label = `${url.replace(`:${encodeURIComponent(password)}@`, ':***@')} game "game"`;
  log = join(dir, 'game.jsonl');
  expect((await arbiter('record', SEED, '-o', log, '-q')).code).toBe(0);
  expect((await arbiter('store', 'init', url)).code).toBe(0);
  expect((await arbiter('store', 'push', log, '--store', url, '--game', 'game')).code).toBe(0);
});

describe('the read verbs on a game of the store (--store URL --game ID)', () => {
  test('replay prints exactly what it prints for the file, at the end and at an Order, as text and JSON', async () => {
    const before = copies();
    for (const extra of [[], ['--at', 'order:1'], ['--at', '5', '--json']]) {
      const file = await arbiter('replay', log, '--no-cache', ...extra);
      const stored = await arbiter('replay', '--store', url, '--game', 'game', ...extra);
      expect(stored.err).toBe('');
      expect(stored.code).toBe(file.code);
      expect(asForFile(stored.out)).toBe(file.out);
    }
    expect(copies()).toEqual(before);
  });

  test('audit prints exactly what it prints for the file (the log named by its store and game), whole, by Order and as JSON', async () => {
    for (const extra of [[], ['--order', '1'], ['--order', '1', '--json']]) {
      const file = await arbiter('audit', log, ...extra);
      const stored = await arbiter('audit', '--store', url, '--game', 'game', ...extra);
      expect(stored.code).toBe(file.code);
      expect(stored.err).toBe(file.err);
      expect(asForFile(stored.out)).toBe(file.out);
      expect(stored.out).not.toContain(password);
    }
  });

  test('an unknown game: exit 1, naming the game and the store, the password never shown; no copy left', async () => {
    const before = copies();
    for (const verb of ['replay', 'audit', 'view']) {
      const r = await arbiter(verb, '--store', url, '--game', 'r9-t9');
      expect(r.code, verb).toBe(1);
      expect(r.err).toContain(`holds no game "r9-t9"`);
      expect(r.err).toContain(':***@');
      expect(r.err).not.toContain(password);
    }
    expect(copies()).toEqual(before);
  });

  test('usage: --store without --game, a file and --game at once, --game without a store (exit 2)', async () => {
    for (const verb of ['replay', 'audit', 'view']) {
      expect((await arbiter(verb, '--store', url)).code, verb).toBe(2);
      expect((await arbiter(verb, log, '--store', url, '--game', 'game')).code, verb).toBe(2);
      const io = fakeIo();
      const saved = process.env['ARBITER_STORE'];
      delete process.env['ARBITER_STORE'];
      try {
        expect(await main([verb, '--game', 'game'], io), verb).toBe(2);
      } finally {
        if (saved !== undefined) process.env['ARBITER_STORE'] = saved;
      }
      expect(io.errs.join('\n')).toContain('--game needs a game id and --store URL (or $ARBITER_STORE)');
    }
  });
});

/** `arbiter view ARGS --port 0 --no-open` as a process: its URL, and a stop that resolves to its exit code. */
const view = async (args: readonly string[], env: NodeJS.ProcessEnv) => {
  const child = spawn(process.execPath, [resolve('bin/arbiter.mjs'), 'view', ...args, '--port', '0', '--no-open'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  let out = '';
  let err = '';
  child.stderr.on('data', (c: Buffer) => (err += c.toString()));
  const served = await new Promise<string>((done, fail) => {
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /at (http:\/\/127\.0\.0\.1:\d+\/) /.exec(out);
      if (m?.[1] !== undefined) done(m[1]);
    });
    child.on('exit', (code) => fail(new Error(`arbiter view exited (${String(code)}) before serving: ${err}`)));
  });
  const exit = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return {
    url: served,
    out: () => out,
    stop: async () => {
      child.kill('SIGINT');
      return exit;
    },
  };
};

describe('arbiter view --store URL --game ID', () => {
  test('serves the same timeline, frames and Orders as for the file; the store from $ARBITER_STORE; its copy removed on Ctrl-C', async () => {
    const before = copies();
    const fromFile = await view([log], process.env);
    const fromStore = await view(['--game', 'game'], { ...process.env, ARBITER_STORE: url });
    try {
      expect(fromStore.out()).toContain(`${label} (36 events) at http://127.0.0.1:`);
      expect(fromStore.out()).not.toContain(password);
      for (const path of ['api/timeline', 'api/timeline?from=5', 'api/frame?seq=7', 'api/orders', '?order=1']) {
        const a = await fetch(`${fromFile.url}${path}`);
        const b = await fetch(`${fromStore.url}${path}`);
        expect(b.status, path).toBe(a.status);
        expect(asForFile(await b.text()), path).toBe(await a.text());
      }
    } finally {
      expect(await fromFile.stop()).toBe(0);
      expect(await fromStore.stop()).toBe(0);
    }
    expect(copies()).toEqual(before);
  });
});
