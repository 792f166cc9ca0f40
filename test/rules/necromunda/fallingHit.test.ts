import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { fallingHit, raisedByOne, type FallingTable } from '../../../rules/necromunda/index.ts';

/** An entered table (the page gives none): the numbers are the test's own, not the rulebook's. */
const table: FallingTable = [
  { fromInches: 3, profile: { strength: 3, ap: 0, damage: 1 } },
  { fromInches: 4, profile: { strength: 4, ap: 0, damage: 1 } },
  { fromInches: 6, profile: { strength: 5, ap: -1, damage: 2 } },
];

describe('necromunda/damage/falling', () => {
  it('necromunda/damage/falling: a fall under 3" is no hit; 3" or more is a hit from the table', () => {
    expect(fallingHit(2, table)).toEqual({ kind: 'no-hit', inches: 2, rules: ['necromunda/damage/falling'] });
    expect(fallingHit(3, table)).toEqual({
      kind: 'hit',
      roundedInches: 3,
      profile: { strength: 3, ap: 0, damage: 1 },
      rules: ['necromunda/damage/falling'],
    });
    expect(fallingHit(9, table)).toMatchObject({ kind: 'hit', roundedInches: 9, profile: { strength: 5 } });
  });

  it('necromunda/damage/falling: the distance is rounded up to pick the row (3.2" reads the 4" row, 5.5" the 6" row)', () => {
    expect(fallingHit(3.2, table)).toMatchObject({ roundedInches: 4, profile: { strength: 4 } });
    expect(fallingHit(5.5, table)).toMatchObject({ roundedInches: 6, profile: { strength: 5, ap: -1, damage: 2 } });
  });

  it('necromunda/damage/falling: reading — the 3" threshold is on the measured distance, not the rounded one (2.5" is no hit)', () => {
    expect(fallingHit(2.5, table)).toMatchObject({ kind: 'no-hit' });
    expect(fallingHit(2.99, table)).toMatchObject({ kind: 'no-hit' });
  });

  it('necromunda/damage/falling: a bad distance or table is refused, naming the rule', () => {
    expect(() => fallingHit(-1, table)).toThrow(/necromunda\/damage\/falling: the distance fallen is a measured/);
    expect(() => fallingHit(4, [])).toThrow(/no falling table is given/);
    expect(() => fallingHit(4, [table[0]!, { fromInches: 3, profile: table[1]!.profile }])).toThrow(/row 2: 3"/);
    expect(() => fallingHit(4, [{ fromInches: 3, profile: { strength: 3, ap: 1, damage: 1 } }])).toThrow(
      /AP 0 or negative/,
    );
  });

  it('necromunda/damage/falling: raised by one is +1 Strength, AP one step better, +1 Damage', () => {
    expect(raisedByOne({ strength: 3, ap: 0, damage: 1 })).toEqual({ strength: 4, ap: -1, damage: 2 });
  });

  test.prop([fc.double({ min: 0, max: 40, noNaN: true }), fc.double({ min: 0, max: 10, noNaN: true })])(
    'necromunda/damage/falling: a longer fall is never a weaker hit (order of the rows)',
    (d, more) => {
      const a = fallingHit(d, table);
      const b = fallingHit(d + more, table);
      if (a.kind === 'no-hit') return true;
      return b.kind === 'hit' && b.roundedInches >= a.roundedInches && b.profile.strength >= a.profile.strength;
    },
  );
});
