import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { facingToughness, woundTarget } from '../../../rules/necromunda/index.ts';

describe('necromunda/wound-roll/vehicle-facing', () => {
  const facings = { front: 12, side: 11, rear: 10 } as const;

  it('necromunda/wound-roll/vehicle-facing: a known facing gives its own Toughness', () => {
    expect(facingToughness(facings, 'rear')).toEqual({
      toughness: 10,
      facing: 'rear',
      inDoubt: false,
      rule: 'necromunda/wound-roll/vehicle-facing',
    });
    expect(woundTarget(5, facingToughness(facings, 'rear').toughness).target).toBe(6);
  });

  it('necromunda/wound-roll/vehicle-facing: in doubt, the highest Toughness', () => {
    expect(facingToughness(facings, undefined)).toMatchObject({ toughness: 12, facing: 'front', inDoubt: true });
    expect(facingToughness({ front: 8, side: 9, rear: 9 }, undefined)).toMatchObject({ toughness: 9, facing: 'side' });
  });

  test.prop([fc.integer({ min: 1, max: 14 }), fc.integer({ min: 1, max: 14 }), fc.integer({ min: 1, max: 14 })])(
    'necromunda/wound-roll/vehicle-facing: the doubtful facing is never easier to wound than any known one',
    (front, side, rear) => {
      const f = { front, side, rear };
      const doubt = facingToughness(f, undefined).toughness;
      return (['front', 'side', 'rear'] as const).every((k) => facingToughness(f, k).toughness <= doubt);
    },
  );
});
