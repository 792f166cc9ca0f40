import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import {
  movementSkillAllowance,
  proneChangeRefusal,
  statesForMove,
  type MovementDeclaration,
} from '../../../rules/combat/index.ts';
import { lineTrooper } from '../../support/troopers.ts';

// Rule functions of the movement skills, one fact each, with the numbers the wiki pages give
// (MOV 4-4 throughout; docs/rulings.md "Movement skills" lists the readings).
const MOV = [4, 4] as const;
const allowance = (
  edition: 'n3' | 'n4' | 'n5',
  d: MovementDeclaration,
  opts: { nth?: 0 | 1; prone?: boolean; superJump?: boolean } = {},
) => {
  const v = movementSkillAllowance(
    edition,
    d,
    MOV,
    opts.nth ?? 0,
    opts.prone === true ? ['prone'] : [],
    opts.superJump === true ? ['super-jump'] : [],
  );
  return E.isRight(v) ? v.right.inches : v.left.reason;
};

describe('movement skill allowances', () => {
  it.each(['n3', 'n4', 'n5'] as const)(
    '%s/skills/cautious-movement: up to the first MOV value, halved while Prone',
    (edition) => {
      expect(allowance(edition, { skill: 'cautious-move' })).toBe(4);
      expect(allowance(edition, { skill: 'cautious-move' }, { prone: true })).toBe(2);
    },
  );

  it('n4/skills/jump, n5/skills/jump: N4 the first MOV value, N5 two inches more', () => {
    expect(allowance('n4', { skill: 'jump' })).toBe(4);
    expect(allowance('n5', { skill: 'jump' })).toBe(6);
  });

  it('n3/skills/jump, n3/skills/climb: a Prone trooper cannot Jump or Climb in N3', () => {
    expect(allowance('n3', { skill: 'jump' }, { prone: true })).toMatch(/a Prone trooper cannot/);
    expect(allowance('n3', { skill: 'climb' }, { prone: true })).toMatch(/a Prone trooper cannot/);
  });

  it('n4/skills/climb, n5/skills/climb: N4 the first MOV value, N5 two inches more; halved while Prone', () => {
    expect(allowance('n4', { skill: 'climb' })).toBe(4);
    expect(allowance('n5', { skill: 'climb' })).toBe(6);
    expect(allowance('n5', { skill: 'climb' }, { prone: true })).toBe(3);
  });

  it('n4/skills/super-jump: short Jumps take the first then the second MOV value; long both added', () => {
    expect(allowance('n4', { skill: 'jump' }, { superJump: true })).toBe(4);
    expect(allowance('n4', { skill: 'jump' }, { superJump: true, nth: 1 })).toBe(4);
    expect(allowance('n4', { skill: 'jump', long: true }, { superJump: true })).toBe(8);
  });

  it('n5/skills/super-jump: the short Jump only first, once; the long one the first MOV value plus 4"', () => {
    expect(allowance('n5', { skill: 'jump' }, { superJump: true })).toBe(4);
    expect(allowance('n5', { skill: 'jump' }, { superJump: true, nth: 1 })).toMatch(/only as the first skill/);
    expect(allowance('n5', { skill: 'jump', long: true }, { superJump: true })).toBe(8);
    expect(allowance('n5', { skill: 'jump', long: true })).toMatch(/without it every Jump fills the Order/);
  });
});

describe('going Prone or standing up with a Move', () => {
  const fusilier = lineTrooper('n5', 'f', 'Fusilier', 12);
  const tag = { ...fusilier, unitType: 'TAG' as const };
  const rem = { ...fusilier, unitType: 'REM' as const };

  it.each(['n4', 'n5'] as const)(
    '%s/states/prone-change: TAGs cannot go Prone; a Prone one may still stand up',
    (edition) => {
      expect(proneChangeRefusal(edition, tag, [], 'start')?.citation).toBe(`${edition}/states/prone-change`);
      expect(proneChangeRefusal(edition, tag, ['prone'], 'start')).toBeNull();
      expect(proneChangeRefusal(edition, fusilier, [], 'end')).toBeNull();
      expect(proneChangeRefusal(edition, rem, [], 'start')).toBeNull();
    },
  );

  it('n3/states/prone-change: in N3 only at the start of the Move, and REMs cannot go Prone either', () => {
    expect(proneChangeRefusal('n3', fusilier, [], 'end')?.reason).toMatch(/at the start of its Move/);
    expect(proneChangeRefusal('n3', rem, [], 'start')?.reason).toMatch(/REM cannot go Prone/);
  });

  it('n5/states/prone-change: a change at the start measures the Move in the new stance', () => {
    expect(statesForMove([], 'start')).toEqual(['prone']);
    expect(statesForMove(['prone'], 'start')).toEqual([]);
    expect(statesForMove(['prone'], 'end')).toEqual(['prone']);
  });
});
