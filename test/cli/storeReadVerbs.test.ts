import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import { beforeAll, describe, expect, test } from 'vitest';
import { arbiterCatalogue } from '../../events/arbiterCatalogue.ts';
import type { ArbiterEvent } from '../../events/index.ts';
import { PgStreamStore } from '../../store/postgres/index.ts';
import type { Timeline } from '../../viewer/viewerApi.ts';
import { main } from '../../cli/main.ts';
import { postgresDatabase } from '../support/postgresDatabase.ts';
import { spawnView } from '../support/spawnView.ts';
import { tempDir } from '../support/tempDir.ts';
import { fakeIo } from './fakeIo.ts';
import { runArbiter as arbiter } from './runArbiter.ts';

const SEED = 'examples/f2f-1v1.game.yaml';

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

describe('arbiter view --store URL --game ID', () => {
  test('serves the same timeline, frames and Orders as for the file; the store from $ARBITER_STORE; its copy removed on Ctrl-C', async () => {
    const before = copies();
    const fromFile = await spawnView([log], process.env);
    const fromStore = await spawnView(['--game', 'game'], { ...process.env, ARBITER_STORE: url });
    try {
      expect(fromStore.out()).toContain(`${label} (36 events, followed live) at http://127.0.0.1:`);
      expect(fromStore.out()).not.toContain(password);
      for (const path of ['api/timeline', 'api/timeline?from=5', 'api/frame?seq=7', 'api/orders', '?order=1']) {
        const a = await fetch(`${fromFile.url}${path}`);
        const b = await fetch(`${fromStore.url}${path}`);
        expect(b.status, path).toBe(a.status);
        // The same timeline, but for the word that the store's game is followed live.
        const text = asForFile(await b.text());
        expect(path.startsWith('api/timeline') ? text.replace(',"live":true}', '}') : text, path).toBe(await a.text());
      }
    } finally {
      expect(await fromFile.stop()).toBe(0);
      expect(await fromStore.stop()).toBe(0);
    }
    expect(copies()).toEqual(before);
  });

  test('follows the game live: events a table appends reach the timeline, the frames and the Orders (LISTEN/NOTIFY)', async () => {
    const lines = readFileSync(log, 'utf8').trimEnd().split('\n');
    // The game as a table has it part way: its first 20 records, open.
    const part = join(dir, 'part.jsonl');
    writeFileSync(part, `${lines.slice(0, 20).join('\n')}\n`);
    expect((await arbiter('store', 'push', part, '--store', url, '--game', 'live')).code).toBe(0);
    const viewer = await spawnView(['--store', url, '--game', 'live'], process.env);
    const store = await PgStreamStore.open(url, arbiterCatalogue);
    if (E.isLeft(store)) throw new Error('store not opened');
    try {
      expect(viewer.out()).toContain('(20 events, followed live)');
      const timeline = async () => (await (await fetch(`${viewer.url}api/timeline`)).json()) as Timeline;
      expect(await timeline()).toMatchObject({ last: 20, live: true });
      expect((await fetch(`${viewer.url}api/frame?seq=30`)).status).toBe(404);
      // The rest of the game appended as a table would, after the viewer started (the seal aside).
      const rest = lines.slice(20, 35).map((l) => (JSON.parse(l) as { event: ArbiterEvent }).event);
      const appended = await store.right.stream('live').append(rest, 20);
      expect(E.isRight(appended)).toBe(true);
      let last = 20;
      for (let i = 0; i < 100 && last < 35; i += 1) {
        await new Promise((r) => setTimeout(r, 100));
        last = (await timeline()).last;
      }
      expect(last).toBe(35);
      expect((await fetch(`${viewer.url}api/frame?seq=35`)).status).toBe(200);
      const file = await spawnView([log], process.env);
      try {
        // The same frame as the whole game's at that event, but for the game's length then.
        const frame = async (u: string) => {
          const f = JSON.parse(asForFile(await (await fetch(`${u}api/frame?seq=35`)).text())) as { last?: number };
          return { ...f, last: undefined };
        };
        expect(await frame(viewer.url)).toEqual(await frame(file.url));
      } finally {
        await file.stop();
      }
    } finally {
      await store.right.close();
      expect(await viewer.stop()).toBe(0);
    }
  });
});
