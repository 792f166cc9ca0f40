import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import * as E from 'fp-ts/lib/Either.js';
import { openStore } from '../../cli/storeConnection.ts';
import { postgresDatabase } from '../support/postgresDatabase.ts';
import { DOWN, ENTER, PtySession } from '../support/ptySession.ts';
import { firstHalf, pick, secondHalf } from './support/f2fAtTheTable.ts';
import { runArbiter as arbiter } from '../cli/runArbiter.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const BIN = join(ROOT, 'bin', 'arbiter.mjs');
const LISTS = ['examples/lists/panoceania-fennec.yaml', 'examples/lists/yu-jing-senku.yaml'];

let url: string;
let password: string;
beforeAll(async () => {
  url = await postgresDatabase('play_store');
  password = decodeURIComponent(new URL(url).password);
  expect((await arbiter('store', 'init', url)).code).toBe(0);
});

describe('arbiter play --store URL --game ID in a pseudo-terminal', () => {
  it('play/new: typed into the store, kill -9 mid-Order, arbiter play --game resumes there; the game audits and verifies sealed from the store, filed under its round', async () => {
    const t = PtySession.start(
      [BIN, 'play', 'new', '--store', url, '--game', 'r1-t1', '--round', '1', '--table', '1', '--lists', ...LISTS],
      ROOT,
    );
    await firstHalf(t);
    await t.waitFor(/AROs against/); // the ARO was appended before the next question
    await t.kill9();
    const again = PtySession.start([BIN, 'play', '--store', url, '--game', 'r1-t1'], ROOT);
    await again.waitFor(/resumed postgres:\/\/arbiter:\*\*\*@[^ ]+ game "r1-t1": \d+ events in force/);
    await again.waitFor(/step first-aros/);
    await secondHalf(again);
    expect(await again.exited).toBe(0);
    expect(`${t.screen}${again.screen}`).not.toContain(password);
    expect((await arbiter('verify', '--store', url, '--game', 'r1-t1', '--sealed')).code).toBe(0);
    // Exit 0: every logged ruling agrees with the engine's re-adjudication.
    expect((await arbiter('audit', '--store', url, '--game', 'r1-t1')).code).toBe(0);
    const round = await arbiter('audit', '--store', url, '--round', '1', '--json');
    expect(round.code).toBe(0);
    expect((JSON.parse(round.out) as { games: readonly { game: string }[] }).games.map((g) => g.game)).toEqual([
      'r1-t1',
    ]);
  }, 120_000);

  it("two tables on one game: the table that did not see the other's step is refused with the store's conflict, and nothing of its step is written", async () => {
    const a = PtySession.start([BIN, 'play', 'new', '--store', url, '--game', 'r1-t2', '--lists', ...LISTS], ROOT);
    await firstHalf(a);
    await a.waitFor(/AROs against/);
    const b = PtySession.start([BIN, 'play', '--store', url, '--game', 'r1-t2'], ROOT);
    await b.waitFor(/resumed .* game "r1-t2": \d+ events in force/);
    // Table A records a measurement: the game moves on.
    await pick(a, /AROs against/, 'cover fennec');
    await a.waitFor(/cover against Senku/);
    await a.type(DOWN);
    await a.type(ENTER);
    await a.waitFor(/AROs against/);
    const opened = await openStore(url);
    if (E.isLeft(opened)) throw new Error(opened.left);
    const store = opened.right;
    try {
      const moved = await store.stream('r1-t2').lastSeq();
      // Table B, which did not see it, records the same measurement: refused, nothing written.
      await pick(b, /AROs against/, 'cover fennec');
      await b.waitFor(/cover against Senku/);
      await b.type(DOWN);
      await b.type(ENTER);
      await b.waitFor(
        /refused: the step was not written \(nothing changed\):[\s\S]*?game "r1-t2" moved on to record \d+ \(this writer expected it at record \d+\)[\s\S]*?reload/,
      );
      expect(await store.stream('r1-t2').lastSeq()).toBe(moved);
    } finally {
      await store.close();
      await a.kill9();
      await b.kill9();
    }
    expect((await arbiter('verify', '--store', url, '--game', 'r1-t2')).out).toMatch(/^open \(not sealed\)/);
  }, 120_000);
});
