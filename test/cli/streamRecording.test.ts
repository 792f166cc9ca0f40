import { existsSync, readdirSync, readFileSync } from 'node:fs';
import * as E from 'fp-ts/lib/Either.js';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { generatedGame } from '../../bench/generatedGame.ts';
import { narrate, narrator } from '../../audit/narrate.ts';
import { account } from '../../cli/account.ts';
import { streamRecording } from '../../cli/streamRecording.ts';
import { arbiterCatalogue } from '../../events/arbiterCatalogue.ts';
import type { ArbiterEvent } from '../../events/index.ts';
import { createLogFile } from '../../kernel/log/index.ts';
import { createGameSession } from '../../machines/index.ts';
import { foldTroopers, troopersOf } from '../../projections/index.ts';
import { exportRecordedGame, recordGame, type RecordedGame } from '../../recording/index.ts';
import { tempDir } from '../kernel/log/logFixtures.ts';

let tmp: Awaited<ReturnType<typeof tempDir>>;
beforeEach(async () => {
  tmp = await tempDir();
});
afterEach(async () => {
  await tmp.cleanup();
});

/** The bench's generated game of `turns` Turns (10 Orders each) as a recorded game. */
const recorded = (turns: number): RecordedGame => {
  const { input, commands } = generatedGame(turns);
  const session = createGameSession(input, { runtime: 'compiled' });
  for (const command of commands(() => session.due())) if (E.isLeft(session.send(command))) throw new Error('refused');
  const game = exportRecordedGame(session.events);
  if (E.isLeft(game)) throw new Error(game.left);
  return game.right;
};
const MAP = { locate: () => ({ line: 1, column: 1 }) };
const OPTIONS = { force: false, seal: true, partial: false } as const;

/** The log `createLogFile` writes of every event `recordGame` holds (how record wrote it before). */
const wholeLog = async (events: readonly ArbiterEvent[], seal: boolean): Promise<string> => {
  const path = tmp.file(`whole-${String(seal)}.jsonl`);
  const made = await createLogFile(path, arbiterCatalogue, events, { now: Date.now, seal });
  if (E.isLeft(made)) throw new Error(made.left.kind);
  return readFileSync(path, 'utf8');
};

/** The game with one die too few in its 13th Order (Turn 2, Order 3): the recording stops there. */
const broken = (game: RecordedGame): RecordedGame => {
  const text = JSON.stringify(game);
  const turns = (JSON.parse(text) as { turns: { orders: { dice?: Record<string, unknown> }[] }[] }).turns;
  const order = turns[1]?.orders[2];
  if (order === undefined) throw new Error('no such Order');
  order.dice = {};
  return { ...game, turns } as unknown as RecordedGame;
};

describe('arbiter record writes the log as the game is played, holding none of its events', () => {
  test('a whole game: byte for byte the log of every event written at once; same troopers; its account is the same', async () => {
    const game = recorded(3);
    const whole = recordGame('game.json', game, MAP);
    if (E.isLeft(whole)) throw new Error(whole.left.error.message);
    const path = tmp.file('game.jsonl');
    const outs: string[] = [];
    const told = account({ out: (s) => void outs.push(s), err: () => undefined, isTTY: false });
    const tell = narrator((line) => told.add([line]));
    const s = await streamRecording(path, 'game.json', game, MAP, {
      ...OPTIONS,
      onEvents: (events) => {
        for (const e of events) tell(e);
      },
    });
    if (s.played === null || E.isLeft(s.played) || E.isLeft(s.written) || s.written.right === null)
      throw new Error('failed');
    expect(readFileSync(path, 'utf8')).toBe(await wholeLog(whole.right.events, true));
    expect(s.written.right.records).toBe(whole.right.events.length);
    expect(troopersOf(s.played.right.state())).toEqual(foldTroopers(whole.right.events));
    expect(s.played.right.events.length).toBe(1);
    told.print();
    expect(outs.join('\n').split('\n')).toEqual(narrate(whole.right.events));
  });

  test('a game that stops: nothing is written without --partial; with it, the whole Orders before the stop (an open log)', async () => {
    const game = broken(recorded(3));
    const whole = recordGame('game.json', game, MAP);
    if (E.isRight(whole)) throw new Error('the broken game recorded');
    const path = tmp.file('game.jsonl');
    const refused = await streamRecording(path, 'game.json', game, MAP, OPTIONS);
    expect(refused.played !== null && E.isLeft(refused.played)).toBe(true);
    expect(refused.written).toEqual(E.right(null));
    expect(existsSync(path)).toBe(false);
    expect(readdirSync(tmp.dir)).toEqual([]);
    const partial = await streamRecording(path, 'game.json', game, MAP, { ...OPTIONS, partial: true });
    if (partial.played === null || E.isRight(partial.played)) throw new Error('the broken game recorded');
    expect(partial.played.left.stoppedAt).toEqual(whole.left.partial.stoppedAt);
    expect(partial.played.left.error).toEqual(whole.left.error);
    expect(readFileSync(path, 'utf8')).toBe(await wholeLog(whole.left.partial.events, false));
    expect(whole.left.partial.orders).toBe(12);
  });
});
