import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { d6Odds, woundTarget, type D6Target } from '../../../rules/necromunda/index.ts';

/** The page's table read by hand, most specific rows first; every pair 1–10 is checked below. */
const expected = (s: number, t: number): D6Target => {
  if (s >= 2 * t) return 2;
  if (s * 2 <= t) return 6;
  if (s > t) return 3;
  return s === t ? 4 : 5;
};

const pairs = Array.from({ length: 10 }, (_, i) => i + 1).flatMap((s) =>
  Array.from({ length: 10 }, (_, j) => ({ s, t: j + 1 })),
);

describe('necromunda/wound-roll/table', () => {
  it.each(pairs)('necromunda/wound-roll/table: S $s against T $t', ({ s, t }) => {
    const w = woundTarget(s, t);
    expect(w.target).toBe(expected(s, t));
    expect(w.rule).toBe('necromunda/wound-roll/table');
  });

  it('necromunda/wound-roll/table: the specific rows win (S 2 T 1 is 2+, not 3+; S 2 T 4 is 6+, not 5+; S 1 T 1 is 4+)', () => {
    expect(woundTarget(2, 1)).toMatchObject({ target: 2, row: 'double-or-more' });
    expect(woundTarget(2, 4)).toMatchObject({ target: 6, row: 'half-or-lower' });
    expect(woundTarget(3, 5)).toMatchObject({ target: 5, row: 'lower' });
    expect(woundTarget(4, 3)).toMatchObject({ target: 3, row: 'greater' });
    expect(woundTarget(1, 1)).toMatchObject({ target: 4, row: 'equal' });
  });

  it('necromunda/wound-roll/table: a Strength or Toughness below 1 or not whole is refused, naming the rule', () => {
    expect(() => woundTarget(0, 3)).toThrow(/necromunda\/wound-roll\/table: Strength must be a whole number/);
    expect(() => woundTarget(3, 2.5)).toThrow(/Toughness must be a whole number of 1 or more, got 2.5/);
  });

  const characteristic = fc.integer({ min: 1, max: 30 });

  test.prop([characteristic, characteristic, fc.integer({ min: 1, max: 10 })])(
    'necromunda/wound-roll/table: more Strength never makes wounding harder',
    (s, t, more) => woundTarget(s + more, t).target <= woundTarget(s, t).target,
  );

  test.prop([characteristic, characteristic, fc.integer({ min: 1, max: 10 })])(
    'necromunda/wound-roll/table: more Toughness never makes wounding easier',
    (s, t, more) => woundTarget(s, t + more).target >= woundTarget(s, t).target,
  );

  it('necromunda/wound-roll/table: exact odds of a target are (7 − target) / 6', () => {
    expect([2, 3, 4, 5, 6].map((t) => d6Odds(t as D6Target))).toEqual([5 / 6, 4 / 6, 3 / 6, 2 / 6, 1 / 6]);
  });
});
