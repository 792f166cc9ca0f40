import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runPlayExport } from '../../cli/commands/playExport.ts';
import { recordCommand } from '../../cli/commands/record.ts';
import { fakeIo } from './fakeIo.ts';
import { tempDir } from '../support/tempDir.ts';

const ROOT = join(import.meta.dirname, '..', '..');

/** A temporary directory holding the log `arbiter record` writes for an example (sealed, or open). */
const logOf = async (example: string, extra: readonly string[] = []) => {
  const dir = tempDir('play-export');
  const log = join(dir, 'game.jsonl');
  const code = await recordCommand([join(ROOT, 'examples', example), '-o', log, '--quiet', ...extra], fakeIo());
  expect(code).toBe(0);
  return { dir, log };
};

const run = async (args: readonly string[]) => {
  const io = fakeIo();
  const code = await runPlayExport(args, io);
  return { code, out: io.outs.join('\n'), err: io.errs.join('\n') };
};

describe('arbiter play export', () => {
  it('writes the log as a recorded game that `arbiter record` turns into the same events', async () => {
    const { dir, log } = await logOf('ruled-by-players.game.yaml');
    const yaml = join(dir, 'game.game.yaml');
    const r = await run([log, '-o', yaml]);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain(`to ${yaml}`);
    expect(readFileSync(yaml, 'utf8')).toContain('ruledByPlayers:');
    const again = join(dir, 'again.jsonl');
    expect(await recordCommand([yaml, '-o', again, '--quiet'], fakeIo())).toBe(0);
    const events = (file: string): unknown[] =>
      readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .map((l) => (JSON.parse(l) as { event?: unknown }).event)
        .filter((e) => e !== undefined);
    expect(events(log).length).toBeGreaterThan(20);
    expect(events(again)).toEqual(events(log));
  });

  it('never writes over a file without --force, and replaces it with --force', async () => {
    const { dir, log } = await logOf('f2f-1v1.game.yaml');
    const yaml = join(dir, 'kept.game.yaml');
    writeFileSync(yaml, 'mine');
    const kept = await run([log, '-o', yaml]);
    expect(kept.code).toBe(1);
    expect(kept.err).toMatch(/give --force to replace it/);
    expect(readFileSync(yaml, 'utf8')).toBe('mine');
    const forced = await run([log, '-o', yaml, '--force']);
    expect(forced.code, forced.err).toBe(0);
    expect(readFileSync(yaml, 'utf8')).toContain('format: arbiter/recorded-game@1');
  });

  it('refuses to write over the log it reads, even with --force', async () => {
    const { log } = await logOf('f2f-1v1.game.yaml');
    const r = await run([log, '-o', log, '--force']);
    expect(r.code).toBe(1);
    expect(readFileSync(log, 'utf8')).toMatch(/^\{/);
  });

  it('refuses a tampered log (it is read verified) and writes nothing', async () => {
    const { dir, log } = await logOf('f2f-1v1.game.yaml');
    writeFileSync(log, readFileSync(log, 'utf8').replace('"faces":[', '"faces":[1,'));
    const yaml = join(dir, 'out.game.yaml');
    const r = await run([log, '-o', yaml]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^arbiter play export: .*game\.jsonl: /);
    expect(existsSync(yaml)).toBe(false);
  });

  it('usage: a missing -o or log is exit 2 with the help; --help is exit 0', async () => {
    expect((await run([])).code).toBe(2);
    expect((await run(['game.jsonl'])).code).toBe(2);
    const help = await run(['--help']);
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/^usage: arbiter play export/);
  });

  it('a missing log is exit 1', async () => {
    const dir = tempDir('play-export');
    const r = await run([join(dir, 'none.jsonl'), '-o', join(dir, 'x.game.yaml')]);
    expect(r.code).toBe(1);
  });
});
