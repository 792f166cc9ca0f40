import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { recordCommand } from '../../cli/commands/record.ts';
import { verifyCommand } from '../../cli/commands/verify.ts';
import { tempDir } from '../kernel/log/logFixtures.ts';
import { fakeIo } from './fakeIo.ts';

const SEED = 'examples/f2f-1v1.game.yaml';

const verify = async (...args: string[]) => {
  const io = fakeIo();
  const code = await verifyCommand(args, io);
  return { code, out: io.outs.join('\n'), err: io.errs.join('\n') };
};

let tmp: Awaited<ReturnType<typeof tempDir>>;
let log: string;
let lines: string[];
let fingerprint: string;
beforeAll(async () => {
  tmp = await tempDir();
  log = tmp.file('game.jsonl');
  expect(await recordCommand([SEED, '-o', log, '-q'], fakeIo())).toBe(0);
  lines = readFileSync(log, 'utf8').split('\n').slice(0, -1);
  fingerprint = (JSON.parse(lines.at(-1) ?? '{}') as { hash: string }).hash;
});
afterAll(async () => {
  await tmp.cleanup();
});

describe('arbiter verify: a sealed log, its fingerprint, and a log cut short', () => {
  test('a whole recorded game is sealed, with its Orders and its fingerprint (short and full); --sealed passes', async () => {
    const r = await verify(log, '--sealed');
    expect(r.code).toBe(0);
    expect(r.out.split('\n').slice(0, 2)).toEqual([
      `sealed: ${lines.length - 1} records, 1 Order, 1 Turn; the seal closes the log, nothing is missing`,
      `fingerprint ${fingerprint.slice(0, 12)} (${fingerprint})`,
    ]);
  });

  test('cut at every line boundary, the log is "open (not sealed)": exit 0 alone, exit 1 with --sealed, never "OK"', async () => {
    for (let k = 0; k < lines.length; k++) {
      const cut = tmp.file(`cut-${k}.jsonl`);
      writeFileSync(
        cut,
        lines
          .slice(0, k)
          .map((l) => `${l}\n`)
          .join(''),
      );
      const plain = await verify(cut);
      expect(plain.code, `cut after ${k} lines`).toBe(0);
      expect(plain.out, `cut after ${k} lines`).toMatch(new RegExp(`^open \\(not sealed\\): ${k} records?, `));
      expect(plain.out).not.toMatch(/\bOK\b/);
      const sealed = await verify(cut, '--sealed');
      expect(sealed.code, `cut after ${k} lines, --sealed`).toBe(1);
      expect(sealed.err).toBe(`arbiter verify: ${cut}: not a whole log (it has no seal); --sealed asks for one`);
    }
  });

  test.each([
    ['removed', ''],
    ['replaced by a space', ' '],
    ['replaced by a letter', 'x'],
  ])('the final newline %s: incomplete and not sealed; --sealed exits 1', async (_what, byte) => {
    const cut = tmp.file('torn.jsonl');
    writeFileSync(cut, `${lines.join('\n')}${byte}`);
    const r = await verify(cut);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(new RegExp(`^incomplete: line ${lines.length}: torn write: the last line has no newline`));
    expect(r.out).toMatch(new RegExp(`\\nopen \\(not sealed\\): ${lines.length - 1} records`));
    expect((await verify(cut, '--sealed')).code).toBe(1);
  });

  test('--expect: the same fingerprint (full, or 12+ hex digits) passes; another copy of the game exits 1', async () => {
    for (const expected of [fingerprint, fingerprint.slice(0, 12), fingerprint.toUpperCase()]) {
      const r = await verify(log, '--expect', expected);
      expect(r.code).toBe(0);
      expect(r.out).toMatch(/the fingerprint is the one expected \([0-9a-f]+\): the copies are the same log$/);
    }
    const other = tmp.file('other.jsonl');
    writeFileSync(
      other,
      lines
        .slice(0, -1)
        .map((l) => `${l}\n`)
        .join(''),
    );
    const r = await verify(other, '--expect', fingerprint);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(
      /the fingerprint is [0-9a-f]{12}, not the one expected \([0-9a-f]{64}\): the copies are not the same log/,
    );
    const json = await verify(other, '--expect', fingerprint.slice(0, 16), '--json');
    expect(json.code).toBe(1);
    expect(JSON.parse(json.out)).toMatchObject({
      ok: false,
      sealed: false,
      matches: false,
      expected: fingerprint.slice(0, 16),
    });
    for (const bad of ['abc', 'not-a-hash-at-all', '']) expect((await verify(log, '--expect', bad)).code).toBe(2);
  });
});
