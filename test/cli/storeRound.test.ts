import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import type { GameAuditRow } from '../../audit/index.ts';
import type { ArbiterEvent } from '../../events/index.ts';
import { recordedEvents, recordedLog } from '../audit/recordedLog.ts';
import { logLines } from '../support/logFiles.ts';
import { postgresDatabase } from '../support/postgresDatabase.ts';
import { tempDir } from '../support/tempDir.ts';
import { runArbiter as arbiter } from './runArbiter.ts';

const F2F = 'examples/f2f-1v1.game.yaml';
const BY_PLAYERS = 'examples/ruled-by-players.game.yaml';

let url: string;
let password: string;
/** The folder holding round 1 of tournament "spring" as files, named by the games' ids. */
let round1: string;

/** The f2f game with its logged Saving Roll edited to no wound and the log hashed again: it verifies, and differs. */
const differing = (): string[] =>
  logLines(recordedEvents(F2F).map((e): ArbiterEvent => (e.type === 'SavingRollResolved' ? { ...e, wounds: 0 } : e)));

beforeAll(async () => {
  url = await postgresDatabase('store_round');
  password = decodeURIComponent(new URL(url).password);
  expect((await arbiter('store', 'init', url)).code).toBe(0);
  round1 = tempDir('round-1');
  const other = tempDir('round-other');
  const games: readonly (readonly [string, readonly string[], readonly string[]])[] = [
    ['r1-t1', recordedLog(F2F), ['--tournament', 'spring', '--round', '1', '--table', '1']],
    ['r1-t2', recordedLog(BY_PLAYERS), ['--tournament', 'spring', '--round', '1', '--table', '2']],
    ['r1-t3', differing(), ['--tournament', 'spring', '--round', '1', '--table', '3']],
    ['r2-t1', recordedLog(F2F), ['--tournament', 'spring', '--round', '2', '--table', '1']],
    ['autumn-r1-t1', recordedLog(BY_PLAYERS), ['--tournament', 'autumn', '--round', '1', '--table', '1']],
  ];
  for (const [id, lines, meta] of games) {
    const dir = meta.includes('spring') && meta[3] === '1' ? round1 : other;
    const file = join(dir, `${id}.jsonl`);
    writeFileSync(file, lines.map((l) => `${l}\n`).join(''));
    const pushed = await arbiter('store', 'push', file, '--store', url, '--game', id, ...meta);
    expect(pushed.err).toBe('');
  }
});

const rowsOf = (out: string): readonly GameAuditRow[] => (JSON.parse(out) as { games: readonly GameAuditRow[] }).games;

describe('arbiter audit --store URL --round R', () => {
  test('audits every game of the round into the same table as audit DIR, a row per game by id; exit 1 naming the game that differs', async () => {
    const folder = await arbiter('audit', round1);
    const round = await arbiter('audit', '--store', url, '--round', '1', '--tournament', 'spring');
    expect(round.code).toBe(1);
    expect(folder.code).toBe(1);
    const asFolder = (text: string) => text.replace(/\b(r1-t\d)\b(?!\.jsonl)/g, '$1.jsonl');
    expect(asFolder(round.err)).toBe(folder.err);
    const folderRows = rowsOf((await arbiter('audit', round1, '--json')).out);
    const roundRows = rowsOf(
      (await arbiter('audit', '--store', url, '--round', '1', '--tournament', 'spring', '--json')).out,
    );
    expect(roundRows.map((r) => ({ ...r, game: `${r.game}.jsonl` }))).toEqual(folderRows);
    expect(round.out).toMatch(/^r1-t3 +panoceania v yu-jing +1 +\d+ +1 +0 +\S/m);
    expect(round.out).toMatch(/^1 of 3 games differ or do not verify: r1-t3$/m);
    expect(round.err).toMatch(/^arbiter audit: r1-t3: 1 ruling differs$/m);
    const json = await arbiter('audit', '--store', url, '--round', '1', '--tournament', 'spring', '--json');
    const parsed = JSON.parse(json.out) as { store: string; round: string; tournament: string };
    expect(parsed).toMatchObject({ round: '1', tournament: 'spring' });
    expect(parsed.store).toContain(':***@');
    expect(json.out).not.toContain(password);
    expect(rowsOf(json.out).map((r) => [r.game, r.differences, r.ruledByPlayers > 0])).toEqual([
      ['r1-t1', 0, false],
      ['r1-t2', 0, true],
      ['r1-t3', 1, false],
    ]);
  });

  test("without --tournament, every tournament's round R; a round that agrees exits 0", async () => {
    const all = await arbiter('audit', '--store', url, '--round', '1', '--json');
    expect(rowsOf(all.out).map((r) => r.game)).toEqual(['autumn-r1-t1', 'r1-t1', 'r1-t2', 'r1-t3']);
    const two = await arbiter('audit', '--store', url, '--round', '2');
    expect(two.code).toBe(0);
    expect(two.out).toMatch(/^1 games, 1 Orders: every log verifies and every ruling agrees$/m);
  });

  test('a round with no game: exit 1 naming the store (no password) and the rounds it has', async () => {
    const r = await arbiter('audit', '--store', url, '--round', '9');
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/:\*\*\*@.* holds no game in round "9" \(its rounds: 1, 2\)/);
    expect(r.err).not.toContain(password);
  });

  test('usage: --round with a file, a game or one-game options, --tournament alone, no store (exit 2)', async () => {
    for (const args of [
      ['audit', round1, '--store', url, '--round', '1'],
      ['audit', '--store', url, '--round', '1', '--game', 'r1-t1'],
      ['audit', '--store', url, '--round', '1', '--order', '1'],
      ['audit', '--store', url, '--tournament', 'spring'],
    ])
      expect((await arbiter(...args)).code, args.join(' ')).toBe(2);
    const saved = process.env['ARBITER_STORE'];
    delete process.env['ARBITER_STORE'];
    try {
      expect((await arbiter('audit', '--round', '1')).code).toBe(2);
    } finally {
      if (saved !== undefined) process.env['ARBITER_STORE'] = saved;
    }
  });
});
