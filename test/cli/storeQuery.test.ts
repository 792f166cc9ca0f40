import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import type { ArbiterEvent } from '../../events/index.ts';
import { recordedEvents, recordedLog } from '../audit/recordedLog.ts';
import { logLines } from '../support/logFiles.ts';
import { postgresDatabase } from '../support/postgresDatabase.ts';
import { tempDir } from '../support/tempDir.ts';
import { runArbiter as arbiter } from './runArbiter.ts';

const F2F = 'examples/f2f-1v1.game.yaml';
const GUTS = 'examples/guts-roll-fallback.game.yaml';
const BY_PLAYERS = 'examples/ruled-by-players.game.yaml';

let url: string;
let password: string;

/** The events of a game that answer a question, straight from the recorded example (the expected answer). */
const failedGuts = (file: string) =>
  recordedEvents(file).filter((e) => e.type === 'GutsRollResolved' && !e.passed).length;

beforeAll(async () => {
  url = await postgresDatabase('store_query');
  password = decodeURIComponent(new URL(url).password);
  expect((await arbiter('store', 'init', url)).code).toBe(0);
  const dir = tempDir('store-query');
  const differing = logLines(
    recordedEvents(F2F).map((e): ArbiterEvent => (e.type === 'SavingRollResolved' ? { ...e, wounds: 0 } : e)),
  );
  const games: readonly (readonly [string, readonly string[], string])[] = [
    ['r1-t1', recordedLog(GUTS), '1'],
    ['r1-t2', recordedLog(BY_PLAYERS), '1'],
    ['r1-t3', differing, '1'],
    ['r2-t1', recordedLog(GUTS), '2'],
  ];
  for (const [id, lines, round] of games) {
    const file = join(dir, `${id}.jsonl`);
    writeFileSync(file, lines.map((l) => `${l}\n`).join(''));
    expect((await arbiter('store', 'push', file, '--store', url, '--game', id, '--round', round)).err).toBe('');
  }
});

interface Answers {
  readonly question: string;
  readonly games: number;
  readonly gamesRead: number;
  readonly answers: readonly Readonly<Record<string, string | number>>[];
}
const query = async (...args: string[]): Promise<Answers> => {
  const r = await arbiter('store', 'query', ...args, '--store', url, '--json');
  expect(r.code, r.err).toBe(0);
  expect(r.out).not.toContain(password);
  return JSON.parse(r.out) as Answers;
};

describe('arbiter store query QUESTION', () => {
  test('failed-guts: every Guts Roll failed in the round (game, Order, trooper), only the games holding a Guts Roll read', async () => {
    const expected = failedGuts(GUTS);
    expect(expected).toBeGreaterThan(0);
    const round1 = await query('failed-guts', '--round', '1');
    expect(round1.answers).toHaveLength(expected);
    expect(round1).toMatchObject({ games: 3, gamesRead: 1 });
    expect(round1.answers.every((a) => a['game'] === 'r1-t1' && typeof a['order'] === 'number')).toBe(true);
    expect(String(round1.answers[0]?.['trooper'])).toMatch(/\(\S+\)$/);
    for (const a of round1.answers) expect(a['how']).toMatch(/^(rolled against SV \d+|failed on purpose)$/);
    expect((await query('failed-guts')).answers).toHaveLength(2 * expected);
    const text = await arbiter('store', 'query', 'failed-guts', '--round', '1', '--store', url);
    expect(text.out.split('\n')[0]).toMatch(/^game +order +trooper +how +dice$/);
    expect(text.out).toMatch(new RegExp(`^${expected} failed Guts Rolls? in round "1" \\(3 games, 1 read\\)$`, 'm'));
  });

  test('ruled-by-players: every Order ruled by the players, with what was declared and agreed', async () => {
    const r = await query('ruled-by-players', '--round', '1');
    const logged = recordedEvents(BY_PLAYERS).filter((e) => e.type === 'OrderRuledByPlayers');
    expect(r.answers.map((a) => [a['game'], a['order']])).toEqual(logged.map((e) => ['r1-t2', e.order]));
    for (const a of r.answers) {
      expect(String(a['declared'])).not.toBe('');
      expect(String(a['agreed'])).not.toBe('');
    }
  });

  test('differences: the games whose re-adjudication differs, every game of the round read', async () => {
    const r = await query('differences', '--round', '1');
    expect(r).toMatchObject({ games: 3, gamesRead: 3 });
    expect(r.answers).toEqual([{ game: 'r1-t3', differences: 1, what: '1 ruling differs' }]);
    expect((await query('differences', '--round', '2')).answers).toEqual([]);
    const none = await arbiter('store', 'query', 'differences', '--round', '2', '--store', url);
    expect(none.out).toBe('0 games that differ in round "2" (1 game, 1 read)');
  });

  test('an unknown or missing question is a usage error listing the questions (exit 2); an unknown round exits 1', async () => {
    const wrong = await arbiter('store', 'query', 'failed-guts', '--table', '3', '--store', url);
    expect(wrong.code).toBe(2);
    expect(wrong.err).toContain('query takes --round R and --tournament T');
    for (const args of [['nonsense'], [], ['toString']]) {
      const r = await arbiter('store', 'query', ...args, '--store', url);
      expect(r.code, args.join(' ')).toBe(2);
      for (const q of ['failed-guts', 'ruled-by-players', 'differences']) expect(r.err).toContain(`  ${q} `);
    }
    const r = await arbiter('store', 'query', 'failed-guts', '--round', '7', '--store', url);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/holds no game in round "7" \(its rounds: 1, 2\)/);
    expect(r.err).not.toContain(password);
  });
});
