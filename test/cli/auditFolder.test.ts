import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import * as E from 'fp-ts/lib/Either.js';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditCommand } from '../../cli/commands/audit.ts';
import { auditFolder, type GameAuditRow } from '../../audit/index.ts';
import { auditRowPool } from '../../cli/auditRowPool.ts';
import { editEvent, recordedLog } from '../audit/recordedLog.ts';
import { fakeIo } from './fakeIo.ts';
import { tempDir } from '../support/tempDir.ts';

const F2F = 'examples/f2f-1v1.game.yaml';
const BY_PLAYERS = 'examples/ruled-by-players.game.yaml';

/** A folder of logs: name → lines. */
const folder = (logs: Readonly<Record<string, readonly string[]>>): string => {
  const dir = tempDir('audit-dir');
  for (const [name, lines] of Object.entries(logs)) writeFileSync(join(dir, name), lines.map((l) => `${l}\n`).join(''));
  return dir;
};

const run = async (args: readonly string[]) => {
  const io = fakeIo(false);
  const code = await auditCommand(args, io);
  return { code, out: io.outs.join('\n'), err: io.errs.join('\n') };
};

const games = async (dir: string): Promise<readonly GameAuditRow[]> =>
  (JSON.parse((await run([dir, '--json'])).out) as { games: readonly GameAuditRow[] }).games;

describe('arbiter audit DIR (a tournament)', () => {
  it('verifies and re-adjudicates every log of a folder: one row per game, exit 0 when all agree', async () => {
    const dir = folder({
      'b-f2f.jsonl': recordedLog(F2F),
      'a-players.jsonl': recordedLog(BY_PLAYERS),
      'notes.txt': [],
    });
    mkdirSync(join(dir, 'sub.jsonl'));
    const { code, out, err } = await run([dir]);
    expect(err).toBe('');
    expect(code).toBe(0);
    const lines = out.split('\n');
    expect(lines[0]).toMatch(/^game +players +Orders +rulings re-adjudicated +differences +ruled by players +status$/);
    expect(lines[1]).toMatch(/^a-players\.jsonl +\S.* v .*\S +\d+ +\d+ +0 +[1-9]\d* +OK$/);
    expect(lines[2]).toMatch(/^b-f2f\.jsonl +panoceania v yu-jing +1 +[1-9]\d* +0 +0 +OK$/);
    expect(out).toMatch(/^2 games, \d+ Orders: every log verifies and every ruling agrees$/m);
    const rows = await games(dir);
    expect(rows.map((r) => r.game)).toEqual(['a-players.jsonl', 'b-f2f.jsonl']);
    expect(rows[1]).toMatchObject({ players: ['panoceania', 'yu-jing'], orders: 1, differences: 0, problem: null });
  });

  it('exits 1 naming each game that differs, does not verify or is open', async () => {
    const good = recordedLog(F2F);
    const differs = editEvent(
      good,
      (e) => e['type'] === 'SavingRollResolved',
      (e) => {
        e['wounds'] = 0;
      },
    );
    const tampered = good.map((l, i) =>
      i === 2 ? l.replace(/"hash":"(.)/, (_, c: string) => `"hash":"${c === 'a' ? 'b' : 'a'}`) : l,
    );
    const dir = folder({
      'good.jsonl': good,
      'differs.jsonl': differs,
      'open.jsonl': good.slice(0, -1),
      'tampered.jsonl': tampered,
    });
    const { code, out, err } = await run([dir]);
    expect(code).toBe(1);
    expect(out).toMatch(/^3 of 4 games differ or do not verify: differs\.jsonl, open\.jsonl, tampered\.jsonl$/m);
    expect(out).toMatch(/^good\.jsonl .* OK$/m);
    expect(err).toMatch(/^arbiter audit: differs\.jsonl: does not verify: line \d+: .*; 1 ruling differs$/m);
    expect(err).toMatch(/^arbiter audit: open\.jsonl: open \(not sealed\)$/m);
    expect(err).toMatch(/^arbiter audit: tampered\.jsonl: does not verify: /m);
    expect((await games(dir)).find((r) => r.game === 'differs.jsonl')?.differences).toBe(1);
  });

  it('refuses the options of one log, and a folder without logs', async () => {
    const dir = folder({ 'g.jsonl': recordedLog(F2F) });
    const mixed = await run([dir, '--order', '1']);
    expect(mixed.code).toBe(2);
    expect(mixed.err).toMatch(/a folder is audited game by game as logged/);
    const empty = await run([folder({})]);
    expect(empty.code).toBe(1);
    expect(empty.err).toMatch(/holds no log \(\*\.jsonl\)/);
  });
});

describe('arbiter audit DIR on worker threads (cli/auditRowPool.ts)', () => {
  it('the rows the worker threads give are the rows the main thread gives, in name order, whatever finishes first', async () => {
    const good = recordedLog(F2F);
    const differs = editEvent(
      good,
      (e) => e['type'] === 'SavingRollResolved',
      (e) => {
        e['wounds'] = 0;
      },
    );
    const logs: Record<string, readonly string[]> = {};
    for (let i = 0; i < 7; i += 1) logs[`g${i}.jsonl`] = i % 3 === 0 ? differs : i === 4 ? good.slice(0, -1) : good;
    logs['players.jsonl'] = recordedLog(BY_PLAYERS);
    const dir = folder(logs);
    const pool = auditRowPool(3);
    try {
      expect(existsSync(new URL('../../dist/auditWorker.mjs', import.meta.url))).toBe(true);
      expect(pool.width).toBe(3);
      const threaded = await auditFolder(dir, { row: pool.row, width: pool.width });
      const here = await auditFolder(dir);
      expect(E.isRight(threaded) && E.isRight(here)).toBe(true);
      expect(threaded).toEqual(here);
      if (E.isRight(here)) expect(here.right.filter((r) => r.problem !== null)).toHaveLength(4);
    } finally {
      await pool.close();
    }
    const cli = await run([dir, '--jobs', '2', '--json']);
    expect(cli.code).toBe(1);
    expect((JSON.parse(cli.out) as { games: readonly GameAuditRow[] }).games).toEqual(await games(dir));
  });

  it('--jobs takes a count, and only with a folder', async () => {
    const dir = folder({ 'a.jsonl': recordedLog(F2F) });
    expect(await run([dir, '--jobs', '0'])).toMatchObject({
      code: 2,
      err: expect.stringMatching(/--jobs takes how many games/),
    });
    expect(await run([join(dir, 'a.jsonl'), '--jobs', '2'])).toMatchObject({
      code: 2,
      err: expect.stringMatching(/--jobs goes with a folder/),
    });
  });
});
