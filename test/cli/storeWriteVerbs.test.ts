import * as E from 'fp-ts/lib/Either.js';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openStore } from '../../cli/storeConnection.ts';
import type { ArbiterEvent } from '../../events/index.ts';
import type { EventStore } from '../../kernel/log/index.ts';
import { TableRecorder } from '../../play/index.ts';
import type { PgStreamStore } from '../../store/postgres/index.ts';
import { exampleSteps } from '../support/exampleSteps.ts';
import { postgresDatabase } from '../support/postgresDatabase.ts';
import { tempDir } from '../support/tempDir.ts';
import { runArbiter as arbiter } from './runArbiter.ts';

const F2F = 'examples/f2f-1v1.game.yaml';
const LISTS = ['examples/lists/panoceania-fennec.yaml', 'examples/lists/yu-jing-senku.yaml'];
const EXAMPLE = readFileSync('examples/ruled-by-players.game.yaml', 'utf8');
/** The ruled-by-players game with its second Order written as a skill the engine refuses to rule. */
const UNRULABLE = EXAMPLE.replace(
  EXAMPLE.slice(
    EXAMPLE.indexOf('      - trooper: engineer\n        ruledByPlayers:'),
    EXAMPLE.indexOf('      # Order 3, ruled by the engine again'),
  ),
  '      - trooper: engineer\n        first: { skill: discover, target: remote }\n',
);

let dir: string;
let url: string;
let password: string;
let store: PgStreamStore<ArbiterEvent>;

beforeAll(async () => {
  dir = tempDir('store-write');
  url = await postgresDatabase('store_write');
  password = decodeURIComponent(new URL(url).password);
  expect((await arbiter('store', 'init', url)).code).toBe(0);
  const opened = await openStore(url);
  if (E.isLeft(opened)) throw new Error(opened.left);
  store = opened.right;
});
afterAll(async () => {
  await store.close();
});

const lastSeq = (game: string): Promise<number> => store.stream(game).lastSeq();

describe('arbiter record GAME-FILE --store URL --game ID', () => {
  test('appends the game as a new stream, filed under its tournament, round and table: the log a file gets, byte for byte, the same fingerprint', async () => {
    const file = join(dir, 'f2f.jsonl');
    expect((await arbiter('record', F2F, '-o', file, '-q')).code).toBe(0);
    const r = await arbiter(
      'record',
      F2F,
      '--store',
      url,
      '--game',
      'r1-t1',
      '--tournament',
      'spring',
      '--round',
      '1',
      '--table',
      '1',
      '-q',
    );
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const fingerprint = (
      JSON.parse(readFileSync(file, 'utf8').trimEnd().split('\n').at(-1) ?? '{}') as { hash: string }
    ).hash;
    expect(r.out).toBe(
      `wrote 36 records (1 Order) to ${store.label} game "r1-t1"; sealed; fingerprint ${fingerprint.slice(0, 12)} (${fingerprint})`,
    );
    expect(r.out).not.toContain(password);
    const pulled = join(dir, 'pulled.jsonl');
    expect((await arbiter('store', 'pull', 'r1-t1', '--store', url, '-o', pulled)).code).toBe(0);
    expect(readFileSync(pulled, 'utf8')).toBe(readFileSync(file, 'utf8'));
    expect((await store.streams()).valueOf()).toEqual(
      E.right([{ id: 'r1-t1', tournament: 'spring', round: '1', table: '1', lastSeq: 37, sealed: true }]),
    );
  });

  test('a game already in the store is refused, even with --force: exit 1, nothing written, the game as it was', async () => {
    const again = await arbiter('record', F2F, '--store', url, '--game', 'r1-t1', '--open', '--json');
    expect(again.code).toBe(1);
    expect(again.err).toContain(
      `game "r1-t1" is already in the store (its log ends at record 37); nothing was written`,
    );
    expect(JSON.parse(again.out)).toMatchObject({ ok: false, game: 'r1-t1' });
    expect(await lastSeq('r1-t1')).toBe(37);
    const forced = await arbiter('record', F2F, '--store', url, '--game', 'r1-t1', '--force');
    expect(forced.code).toBe(2);
    expect(forced.err).toContain('a game in the store is never replaced');
  });

  test('a game the engine refuses writes nothing; with --partial, the whole Orders before the refused one (open)', async () => {
    const game = join(dir, 'unrulable.yaml');
    writeFileSync(game, UNRULABLE);
    const refused = await arbiter('record', game, '--store', url, '--game', 'bad');
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/remote is not a marker .*\[n5\/skills\/discover-once: /);
    expect(refused.err).toContain('nothing was written to the store');
    expect(await lastSeq('bad')).toBe(0);
    const partial = await arbiter('record', game, '--store', url, '--game', 'bad', '--partial', '-q');
    expect(partial.code).toBe(1);
    expect(partial.err).toMatch(/wrote \d+ records \(1 Order\) to .* game "bad"; open \(not sealed\)/);
    expect(await lastSeq('bad')).toBeGreaterThan(0);
    expect((await arbiter('verify', '--store', url, '--game', 'bad')).out).toMatch(
      /^open \(not sealed\): \d+ records, 1 Order/,
    );
  });

  test('usage: -o with --game, --append, --tournament without --game, --game without a store (exit 2)', async () => {
    for (const args of [
      ['record', F2F, '-o', join(dir, 'x.jsonl'), '--store', url, '--game', 'x'],
      ['record', F2F, '--store', url, '--game', 'x', '--append'],
      ['record', F2F, '-o', join(dir, 'x.jsonl'), '--round', '1'],
      ['record', F2F, '--store', url],
    ])
      expect((await arbiter(...args)).code, args.join(' ')).toBe(2);
  });
});

/** A table recording the f2f seed on `log`, its first `n` steps sent. */
const table = async (log: EventStore<ArbiterEvent>, resume: boolean) => {
  const { input, steps } = exampleSteps('f2f-1v1.game.yaml');
  const r = resume ? await TableRecorder.resume(log) : await TableRecorder.start(log, input);
  if (E.isLeft(r)) throw new Error(r.left.reason);
  return { recorder: r.right, steps };
};

describe('arbiter play on a game of the store (--store URL --game ID)', () => {
  test("play/new: each step is appended at the seq the table saw; a stale table is refused with the store's conflict and writes nothing", async () => {
    const first = await table(store.stream('live', { round: '2' }), false);
    const second = await table(store.stream('live'), true);
    const step = (t: typeof first, i: number) => {
      const s = t.steps[i];
      if (s === undefined) throw new Error(`no step ${i}`);
      return t.recorder.send(s.command);
    };
    expect(E.isRight(await step(first, 0))).toBe(true);
    const before = await lastSeq('live');
    const stale = await step(second, 0);
    expect(E.isLeft(stale) && stale.left.reason).toMatch(
      /the step was not written \(nothing changed\): .*game "live" moved on to record \d+ \(this writer expected it at record 1\).*reload/,
    );
    expect(await lastSeq('live')).toBe(before);
    const resumed = await table(store.stream('live'), true);
    expect(E.isRight(await step(resumed, 1))).toBe(true);
    expect(await lastSeq('live')).toBeGreaterThan(before);
  });

  test('play/new: a new game never replaces one of the store; resuming an unknown game says how to start it; a sealed game opens and exits 0', async () => {
    const taken = await arbiter('play', 'new', '--store', url, '--game', 'r1-t1', '--lists', ...LISTS);
    expect(taken.code).toBe(1);
    expect(taken.err).toContain(`game "r1-t1" is already in the store; a new game never replaces one [play/new]`);
    expect(taken.err).not.toContain(password);
    const missing = await arbiter('play', '--store', url, '--game', 'nowhere');
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('holds no game "nowhere"; start one with: arbiter play new --game nowhere');
    expect((await arbiter('play', '--store', url, '--game', 'r1-t1')).code).toBe(0);
    expect(await lastSeq('r1-t1')).toBe(37);
  });

  test('usage: a file and --game, --round on a resumed game, --game without a store (exit 2)', async () => {
    for (const args of [
      ['play', join(dir, 'g.jsonl'), '--store', url, '--game', 'g'],
      ['play', '--store', url, '--game', 'r1-t1', '--round', '1'],
      ['play', 'new', '--store', url, '--lists', ...LISTS],
    ])
      expect((await arbiter(...args)).code, args.join(' ')).toBe(2);
  });
});
