import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordCommand } from '../../cli/commands/record.ts';
import { fakeIo } from './fakeIo.ts';
import { tempDir } from '../support/tempDir.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const seed = readFileSync(join(ROOT, 'examples', 'f2f-1v1.game.yaml'), 'utf8');
const fixture = (name: string): Buffer => readFileSync(join(ROOT, 'test', 'fixtures', 'bad-games', name));

/** Runs `arbiter record` on these bytes; returns the exit code, stdout, stderr, the files and whether a log appeared. */
const record = async (content: string | Uint8Array, extra: readonly string[] = []) => {
  const dir = tempDir('record');
  const game = join(dir, 'game.yaml');
  const log = join(dir, 'game.jsonl');
  writeFileSync(game, content);
  const io = fakeIo();
  const code = await recordCommand([game, '-o', log, ...extra], io);
  return { code, out: io.outs.join('\n'), err: io.errs.join('\n'), game, log, written: existsSync(log) };
};

describe('arbiter record: refusals of the file', () => {
  it('records a good file (the log appears: the checks below can fail)', async () => {
    const r = await record(seed, ['--quiet']);
    expect(r.code).toBe(0);
    expect(r.written).toBe(true);
  });

  it('recorded-game/unknown-key: a misspelt aros stops at its line and column, exit 1, no log', async () => {
    const r = await record(fixture('unknown-key-aro.game.yaml'));
    expect(r.code).toBe(1);
    expect(r.err).toMatch(
      /game\.yaml:46:9: turns\[0\]\.orders\[0\]\.aro: aro is not a field of an Order \(did you mean aros\?\); .* \[recorded-game\/unknown-key: /,
    );
    expect(r.written).toBe(false);
  });

  it('recorded-game/utf-8: a 0xFF byte is named, not read as U+FFFD', async () => {
    const bytes = fixture('not-utf8.game.yaml');
    const r = await record(bytes);
    expect(r.code).toBe(1);
    expect(r.err).toContain(
      `game.yaml:29:24: byte 0xFF at offset ${bytes.indexOf(0xff)} is not UTF-8: save the file as UTF-8 text [recorded-game/utf-8: `,
    );
    expect(r.written).toBe(false);
  });

  it('recorded-game/size: a file with a 20 MB string is refused (its log could not be read back)', async () => {
    const r = await record(
      seed.replace('title: Face to Face 1 vs 1 (Fennec Fusilier vs Senku)', `title: ${'x'.repeat(20_000_000)}`),
    );
    expect(r.code).toBe(1);
    expect(r.err).toMatch(
      /game\.yaml:1:1: the file is 19\.1 MiB and not plain JSON: a recorded game in YAML is at most 16 MiB \(64 MiB in JSON\) \[recorded-game\/size: /,
    );
    expect(r.written).toBe(false);
  });

  it('recorded-game/aliases: an alias bomb is a located error, not a stack trace', async () => {
    const r = await record(fixture('alias-bomb.game.yaml'));
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/game\.yaml:4:50: alias \*l1 brings the aliases of the file to 109 expansions/);
    expect(r.err).not.toMatch(/\n\s+at /);
    expect(r.written).toBe(false);
  });
});

describe('arbiter record --json: a refusal is one JSON object on stdout', () => {
  it('recorded-game/unknown-key: a refusal of the file', async () => {
    const r = await record(fixture('unknown-key-title.game.yaml'), ['--json']);
    expect(r.code).toBe(1);
    expect(r.written).toBe(false);
    expect(r.out.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(r.out)).toEqual({
      ok: false,
      file: r.game,
      line: 8,
      column: 1,
      path: 'tilte',
      rule: 'recorded-game/unknown-key',
      edition: 'n5',
      message:
        'tilte is not a field of a recorded game (did you mean title?); its fields are format, title, armies, turns, edition, description, readings, mission, deployment',
    });
  });

  it('n5/guts/requirements: a refusal of the game names its rule and edition', async () => {
    const text = readFileSync(join(ROOT, 'examples', 'two-f2f-rolls.game.yaml'), 'utf8').replace(
      '        guts:\n          senkuA: { roll: 6 }\n',
      '',
    );
    const r = await record(text, ['--json']);
    expect(r.code).toBe(1);
    expect(r.written).toBe(false);
    expect(JSON.parse(r.out)).toEqual({
      ok: false,
      file: r.game,
      line: 39,
      column: 9,
      path: 'turns[0].orders[0]',
      rule: 'n5/guts/requirements',
      edition: 'n5',
      message: 'senkuA must make a Guts Roll; add guts.senkuA with roll: <die> or fail: true',
    });
  });

  it('recorded-game/utf-8: before the edition is known, edition is null', async () => {
    const r = await record(fixture('not-utf8.game.yaml'), ['--json']);
    expect(JSON.parse(r.out)).toMatchObject({
      ok: false,
      rule: 'recorded-game/utf-8',
      edition: null,
      line: 29,
      column: 24,
    });
  });
});

describe('arbiter record --runtime', () => {
  it('the compiled runtime (the default) and xstate (the reference) write the same bytes', async () => {
    const compiled = await record(seed, ['--quiet']);
    const xstate = await record(seed, ['--quiet', '--runtime', 'xstate']);
    expect([compiled.code, xstate.code]).toEqual([0, 0]);
    expect(readFileSync(compiled.log, 'utf8')).toBe(readFileSync(xstate.log, 'utf8'));
    expect(compiled.out).toBe(xstate.out.replace(xstate.log, compiled.log));
  });

  it('usage: a runtime other than compiled or xstate is a usage error (exit 2), no log', async () => {
    const r = await record(seed, ['--runtime', 'fast']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--runtime is compiled or xstate, not fast/);
    expect(r.written).toBe(false);
  });
});
