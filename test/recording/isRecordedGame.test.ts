import * as E from 'fp-ts/lib/Either.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RecordedGameC } from '../../recording/index.ts';
import { isRecordedGame } from '../../recording/isRecordedGame.ts';
import { readYaml } from '../../recording/readYaml.ts';
import { example } from './badGames.ts';
import { gameExamples } from './recordedExamples.ts';
import { mangled, mangling } from './mangled.ts';

/** Each example game file's data, as the reader gets it before any check. */
const games: readonly unknown[] = gameExamples().map((name) => {
  const read = readYaml(example(name));
  if (E.isLeft(read)) throw new Error(`${name}: ${read.left.message}`);
  return read.right.data;
});

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
