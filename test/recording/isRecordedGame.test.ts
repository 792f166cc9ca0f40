import * as E from 'fp-ts/lib/Either.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RecordedGameC } from '../../recording/index.ts';
import { isRecordedGame } from '../../recording/isRecordedGame.ts';
import { exampleGameData, mangled, mangling } from './mangled.ts';

const games = exampleGameData();

describe('isRecordedGame: the fast check of a recorded game (recorded-game/type)', () => {
  it('accepts every example Infinity game, and decoding gives each back unchanged', () => {
    let accepted = 0;
    for (const data of games) {
      expect(isRecordedGame(data)).toBe(RecordedGameC.is(data));
      if (!isRecordedGame(data)) continue;
      accepted += 1;
      const decoded = RecordedGameC.decode(data);
      expect(E.isRight(decoded) && decoded.right === data).toBe(true);
    }
    expect(accepted).toBeGreaterThan(20);
  });

  it('answers as io-ts does on mangled games, and what it accepts decodes to itself', () => {
    fc.assert(
      fc.property(fc.nat({ max: games.length - 1 }), mangling, (g, m) => {
        const data = mangled(games[g], m);
        const fast = isRecordedGame(data);
        expect(fast).toBe(RecordedGameC.is(data));
        const decoded = RecordedGameC.decode(data);
        expect(E.isRight(decoded)).toBe(fast);
        if (fast && E.isRight(decoded)) expect(decoded.right).toBe(data);
      }),
      { numRuns: 400 },
    );
  });
});
