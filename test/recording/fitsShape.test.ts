import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RecordedGameC } from '../../recording/index.ts';
import { checkShape } from '../../recording/checkShape.ts';
import { fitsShape } from '../../recording/fitsShape.ts';
import { shapeOf } from '../../rules/events/codecs/index.ts';
import { exampleGameData, mangled, mangling } from './mangled.ts';

const SHAPE = shapeOf(RecordedGameC);

const games = exampleGameData();

describe('fitsShape: the quick walk says yes exactly when checkShape finds nothing (recorded-game/type)', () => {
  it('every example game file', () => {
    for (const data of games) expect(fitsShape(data, SHAPE)).toBe(checkShape(data, SHAPE).length === 0);
    expect(games.filter((g) => fitsShape(g, SHAPE)).length).toBeGreaterThan(20);
  });

  it('mangled copies of them: a value replaced, a key removed or misspelt, a number out of range', () => {
    let refused = 0;
    fc.assert(
      fc.property(fc.nat({ max: games.length - 1 }), mangling, (g, m) => {
        const data = mangled(games[g], m);
        const fits = fitsShape(data, SHAPE);
        expect(fits).toBe(checkShape(data, SHAPE).length === 0);
        if (!fits) refused += 1;
      }),
      { numRuns: 600 },
    );
    // The mangling finds both answers: the test would notice a walk that always said yes or no.
    expect(refused).toBeGreaterThan(100);
    expect(refused).toBeLessThan(600);
  });
});
