import * as E from 'fp-ts/lib/Either.js';
import { resolve } from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseRecordedGame, recordGame } from '../../recording/index.ts';
import { rollCards } from '../../viewer/rollCards.ts';

describe('viewer roll cards for an Order ruled by the players', () => {
  it('show the dice the players gave, as theirs: no engine fate, no SV, and the Order named ruled by the players', () => {
    const file = resolve('examples/ruled-by-players.game.yaml');
    const parsed = parseRecordedGame(file, readFileSync(file, 'utf8'));
    if (E.isLeft(parsed)) throw new Error(parsed.left.message);
    const r = recordGame(file, parsed.right.game, parsed.right.map);
    if (E.isLeft(r)) throw new Error(r.left.error.message);
    const ruled = r.right.events.flatMap((e, i) =>
      e.type === 'OrderRuledByPlayers' && e.dice.length > 0 ? [{ e, seq: i + 1 }] : [],
    );
    expect(ruled.length).toBeGreaterThan(0);
    for (const { e, seq } of ruled) {
      const cards = rollCards(r.right.events, seq);
      expect(cards).toHaveLength(1);
      const card = cards[0];
      expect(card?.outcome).toMatch(/ruled by the players, not by the engine/);
      expect(card?.sides.map((s) => [s.trooper, s.dice.map((d) => d.face)])).toEqual(
        e.dice.map((d) => [d.trooper, d.faces]),
      );
      for (const d of card?.sides.flatMap((s) => s.dice) ?? [])
        expect([d.sv, d.fate, d.text]).toEqual([null, 'rolled', 'judged by the players']);
    }
  });
});
