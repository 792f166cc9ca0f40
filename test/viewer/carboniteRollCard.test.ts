import * as E from 'fp-ts/lib/Either.js';
import { resolve } from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseRecordedGame, recordGame } from '../../recording/index.ts';
import { rollCards } from '../../viewer/rollCards.ts';

describe('viewer roll cards for Carbonite saves', () => {
  it('show a failed BTS save against Carbonite as a state (IMM-B), not a wound', () => {
    const file = resolve('examples/quantronic-combat-e7.game.yaml');
    const parsed = parseRecordedGame(file, readFileSync(file, 'utf8'));
    if (E.isLeft(parsed)) throw new Error(parsed.left.message);
    const r = recordGame(file, parsed.right.game, parsed.right.map);
    if (E.isLeft(r)) throw new Error(r.left.error.message);
    const seq = r.right.events.findIndex((e) => e.type === 'SavingRollResolved') + 1;
    const card = rollCards(r.right.events, seq).find((c) => c.kind === 'saving-roll' && c.seq === seq);
    expect(card?.outcome).toBe('a BTS save failed: IMM-B');
    expect(card?.sides.flatMap((s) => s.dice.map((d) => d.fate))).toEqual(['saved', 'state']);
  });
});
