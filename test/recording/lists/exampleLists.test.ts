import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { parseRecordedGame, toGameInput } from '../../../recording/index.ts';
import {
  gameSetupFromLists,
  loadLibrary,
  readArmyList,
  type ListRead,
  type UnitLibrary,
} from '../../../recording/lists/index.ts';
import { ROOT } from '../badGames.ts';

const library = (): UnitLibrary => {
  const lib = loadLibrary();
  if (E.isLeft(lib)) throw new Error(lib.left.message);
  return lib.right;
};

const read = (lib: UnitLibrary, name: string): ListRead => {
  const file = join('examples', 'lists', name);
  const r = readArmyList(readFileSync(join(ROOT, file)), file, lib, 'n5');
  if (E.isLeft(r)) throw new Error(`${r.left.path}: ${r.left.message}`);
  return r.right;
};

const CASES = [
  ['f2f-1v1.game.yaml', 'panoceania-fennec.yaml', 'yu-jing-senku.yaml'],
  ['n5-full-game.game.yaml', 'n5-full-game-panoceania.yaml', 'n5-full-game-yu-jing.yaml'],
  ['n5-full-game-2.game.yaml', 'n5-full-game-2-nomads.yaml', 'n5-full-game-2-combined-army.yaml'],
] as const;

describe('the example army lists (examples/lists/)', () => {
  const lib = library();
  it('the built-in library holds a profile for every distinct trooper of examples/*.game.yaml', () => {
    expect(lib.profiles.size).toBeGreaterThan(40);
    expect(lib.profiles.get('fusilier')?.name).toBe('Fusilier');
    expect(lib.profiles.get('senku')?.name).toBe('Senku');
  });

  for (const [game, a, b] of CASES)
    it(`${a} and ${b} read as the armies of examples/${game}, and start the same game`, () => {
      const parsed = parseRecordedGame(game, readFileSync(join(ROOT, 'examples', game)));
      if (E.isLeft(parsed)) throw new Error(parsed.left.message);
      const input = toGameInput(parsed.right.game);
      if (E.isLeft(input)) throw new Error(input.left.message);
      const lists = [read(lib, a), read(lib, b)];
      expect(lists.map((l) => l.army)).toEqual(input.right.armies);
      const setup = gameSetupFromLists('n5', lists, parsed.right.game.title);
      if (E.isLeft(setup)) throw new Error(setup.left.message);
      expect(setup.right.armies).toEqual(input.right.armies);
      expect(setup.right.startingStates ?? []).toEqual(input.right.startingStates ?? []);
    });
});
