import * as E from 'fp-ts/lib/Either.js';
import { resolve } from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseRecordedGame, recordGame } from '../../recording/index.ts';
import { rollCards } from '../../viewer/rollCards.ts';

describe('viewer roll cards for Special Dice', () => {
  it('n5/skills/martial-arts: the die the player discarded is shown as discarded, with the rule that gave it', () => {
    const file = resolve('examples/martial-arts-n5-special-die.game.yaml');
    const parsed = parseRecordedGame(file, readFileSync(file, 'utf8'));
    if (E.isLeft(parsed)) throw new Error(parsed.left.message);
    const r = recordGame(file, parsed.right.game, parsed.right.map);
    if (E.isLeft(r)) throw new Error(r.left.error.message);
    const seq = r.right.events.findIndex((e) => e.type === 'DiceRolled' && e.trooper === 'tiger') + 1;
    const card = rollCards(r.right.events, seq).find((c) => c.kind === 'rolled' && c.seq === seq);
    const dice = card?.sides.flatMap((s) => s.dice) ?? [];
    expect(dice.map((d) => [d.face, d.fate])).toEqual([
      [3, 'discarded'],
      [18, 'rolled'],
    ]);
    expect(dice[0]?.text).toContain('n5/skills/martial-arts');
  });
});
