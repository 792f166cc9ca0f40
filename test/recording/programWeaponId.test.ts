import * as E from 'fp-ts/lib/Either.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatScriptError, parseRecordedGame, recordGame } from '../../recording/index.ts';

// A hit names its weapon or its Hacking Program by id: a recorded game may not give a weapon the
// id of a program of its edition (Carbonite, N4 here), or the two could not be told apart.
const example = readFileSync(
  join(import.meta.dirname, '..', '..', 'examples', 'carbonite-against-dodge.game.yaml'),
  'utf8',
);
const record = (text: string) => {
  const parsed = parseRecordedGame('game.yaml', text);
  if (E.isLeft(parsed)) throw new Error(formatScriptError(parsed.left));
  return recordGame('game.yaml', parsed.right.game, parsed.right.map);
};

describe('a weapon named like a Hacking Program', () => {
  it('is refused at its path, with why', () => {
    const custom =
      '[{ id: carbonite, name: Carbonite Rifle, burst: 3, ammo: N, save: ARM, damage: 13, ranges: [{ upTo: 24, mod: 0 }], template: none, traits: [] }]';
    const text = example.replace(
      '            weapons: [combi-rifle]\n            states',
      `            weapons: ${custom}\n            states`,
    );
    expect(text).not.toBe(example);
    const r = record(text);
    expect(E.isRight(r)).toBe(false);
    if (E.isLeft(r)) {
      expect(r.left.error.path).toBe('armies[0].groups[0].troopers[0].weapons[0].id');
      expect(formatScriptError(r.left.error)).toMatch(/weapon id carbonite is the id of the Hacking Program Carbonite/);
    }
  });
});
