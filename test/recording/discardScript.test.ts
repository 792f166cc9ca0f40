import * as E from 'fp-ts/lib/Either.js';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseRecordedGame, recordGame } from '../../recording/index.ts';

// The Special Dice of a recorded game (`discard`, places counted from 1): as strict as its dice.
const example = readFileSync('examples/martial-arts-n5-special-die.game.yaml', 'utf8');

const record = (text: string) => {
  const parsed = parseRecordedGame('g.yaml', text);
  if (E.isLeft(parsed)) return E.left({ error: parsed.left });
  return recordGame('g.yaml', parsed.right.game, parsed.right.map);
};

describe('recorded game: Special Dice (discard)', () => {
  it('n5/skills/martial-arts: the example records, its discard (die 1) sent as place 0', () => {
    const r = record(example);
    expect(E.isRight(r)).toBe(true);
  });

  it('n5/skills/martial-arts: a roll with a Special Die and no discard stops at its dice, citing the rule that gave the die', () => {
    const r = record(example.replace('        discard:\n          tiger: [1]\n', ''));
    expect(E.isRight(r) || r.left.error).toMatchObject({
      path: 'turns[0].orders[0].dice.tiger',
      message: expect.stringMatching(/tiger rolls 2 dice of which 1 is discarded \(a Special Die\): add discard.tiger/),
      rule: 'n5/skills/martial-arts',
    });
  });

  it('n5/skills/martial-arts: a die not rolled, or a discard for a roll without a Special Die, is refused', () => {
    const outside = record(example.replace('tiger: [1]', 'tiger: [3]'));
    expect(E.isRight(outside) || outside.left.error).toMatchObject({
      message: expect.stringMatching(/no die 3 among the 2 dice/),
    });
    const none = record(example.replace('tiger: [1]', 'tiger: [1]\n          morat: [1]'));
    expect(E.isRight(none) || none.left.error).toMatchObject({
      message: expect.stringMatching(/has no extra die to discard/),
    });
    const noDice = record(example.replace('tiger: [1]', 'tiger: [1]\n          nobody: [1]'));
    expect(E.isRight(noDice)).toBe(false);
  });
});
