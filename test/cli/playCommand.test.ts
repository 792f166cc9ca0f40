import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../cli/main.ts';
import { fakeIo } from './fakeIo.ts';
import { tempDir } from '../support/tempDir.ts';

let dir: string;
beforeAll(async () => {
  dir = tempDir('play-cli');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const LISTS = ['examples/lists/panoceania-fennec.yaml', 'examples/lists/yu-jing-senku.yaml'];

describe('arbiter play: what is refused before the table opens', () => {
  it('play/new: a new game never replaces an existing file (exit 1, the file as it was)', async () => {
    const file = join(dir, 'taken.jsonl');
    await writeFile(file, 'precious\n');
    const io = fakeIo();
    expect(await main(['play', 'new', file, '--lists', ...LISTS], io)).toBe(1);
    expect(io.errs.join('\n')).toMatch(/exists; a new game never replaces a file \[play\/new\]/);
    expect(await readFile(file, 'utf8')).toBe('precious\n');
  });

  it('a list with an unknown profile is refused with its file, line and the closest name; nothing is written', async () => {
    const bad = join(dir, 'bad.yaml');
    const text = (await readFile(LISTS[0]!, 'utf8')).replace(/profile: (\S+)/, 'profile: $1x');
    await writeFile(bad, text);
    const file = join(dir, 'new.jsonl');
    const io = fakeIo();
    expect(await main(['play', 'new', file, '--lists', bad, LISTS[1]!], io)).toBe(1);
    expect(io.errs.join('\n')).toMatch(/bad\.yaml:\d+:\d+:.*did you mean/);
    await expect(readFile(file)).rejects.toThrow();
  });

  it('usage errors: no lists, one list, lists and armies at once, an unknown edition (exit 2)', async () => {
    const file = join(dir, 'u.jsonl');
    for (const args of [
      ['play', 'new', file],
      ['play', 'new', file, '--lists', LISTS[0]!],
      ['play', 'new', file, '--lists', ...LISTS, '--armies', 'examples/f2f-1v1.game.yaml'],
      ['play', 'new', file, '--lists', ...LISTS, '--edition', 'n6'],
      ['play'],
    ]) {
      const io = fakeIo();
      expect(await main(args, io), args.join(' ')).toBe(2);
    }
  });

  it('resuming a game that does not exist says how to start one (exit 1)', async () => {
    const io = fakeIo();
    expect(await main(['play', join(dir, 'none.jsonl')], io)).toBe(1);
    expect(io.errs.join('\n')).toMatch(/does not exist; start a game with: arbiter play new/);
  });

  it('a sealed game opens read-only: it says the game has ended and exits 0', async () => {
    const file = join(dir, 'sealed.jsonl');
    expect(await main(['record', 'examples/f2f-1v1.game.yaml', '-o', file, '-q'], fakeIo())).toBe(0);
    expect(await main(['play', file], fakeIo())).toBe(0);
  });

  it('play export is wired: a recorded log exports to YAML', async () => {
    const log = join(dir, 'e.jsonl');
    const out = join(dir, 'e.game.yaml');
    expect(await main(['record', 'examples/f2f-1v1.game.yaml', '-o', log, '-q'], fakeIo())).toBe(0);
    expect(await main(['play', 'export', log, '-o', out], fakeIo())).toBe(0);
    expect(await readFile(out, 'utf8')).toMatch(/format: arbiter\/recorded-game@1/);
  });
});
