import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { testOdds, TEST_DICE } from '../../../rules/necromunda/index.ts';

/** The chance by counting every roll of the dice (the reference testOdds must equal). */
const counted = (dice: '1d6' | '2d6', needed: number): number => {
  const faces = [1, 2, 3, 4, 5, 6];
  const totals = dice === '1d6' ? faces : faces.flatMap((a) => faces.map((b) => a + b));
  return totals.filter((t) => t >= needed).length / totals.length;
};

describe('testOdds: the chance an Initiative or Cool test passes, the tests dice as entered', () => {
  it('necromunda/nerve/tests: a Cool 7+ test on 2D6 passes 21 times in 36; with one helper (6+) 26 in 36', () => {
    expect(testOdds('2d6', 7)).toBeCloseTo(21 / 36, 12);
    expect(testOdds('2d6', 6)).toBeCloseTo(26 / 36, 12);
    expect(testOdds('1d6', 4)).toBeCloseTo(3 / 6, 12);
  });

  it('necromunda/nerve/tests: equals counting every roll, for any dice and any total needed; never rises as the total needed rises', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TEST_DICE), fc.integer({ min: -3, max: 15 }), (dice, needed) => {
        expect(testOdds(dice, needed)).toBeCloseTo(counted(dice, needed), 12);
        expect(testOdds(dice, needed + 1)).toBeLessThanOrEqual(testOdds(dice, needed));
      }),
    );
  });
});
