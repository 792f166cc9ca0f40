import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { canDeclare, resetCancellations } from '../../../rules/combat/index.ts';
import {
  targetedAttackMods,
  targetedRefusal,
  targetedResetMods,
  targetedStealthLoss,
} from '../../../rules/combat/targeted.ts';
import { findProgram } from '../../../rules/profiles/index.ts';

// The N5 Targeted State page (https://infinitythewiki.com/Targeted_State) and Spotlight (a reading).
describe('Targeted (N5)', () => {
  it('n5/states/targeted: +3 to a BS Attack or Comms Attack against a Targeted trooper; nothing otherwise, nor in N3/N4', () => {
    expect(targetedAttackMods('n5', ['targeted'])).toEqual([
      expect.objectContaining({ value: 3, citation: 'n5/states/targeted' }),
    ]);
    expect(targetedAttackMods('n5', ['prone'])).toEqual([]);
    expect(targetedAttackMods('n4', ['targeted'])).toEqual([]);
  });

  it('n5/states/targeted-reset: a Targeted trooper Resets at -3 WIP, and a pass cancels Targeted', () => {
    expect(targetedResetMods('n5', ['targeted'])).toEqual([
      expect.objectContaining({ value: -3, citation: 'n5/states/targeted-reset' }),
    ]);
    const verdict = canDeclare('n5', ['targeted'], 'reset');
    expect(E.isRight(verdict) && verdict.right.mods.map((m) => m.value)).toEqual([-3]);
    expect(resetCancellations('n5', 'f', ['targeted', 'imm-b']).map((c) => c.state)).toEqual(['imm-b', 'targeted']);
    expect(resetCancellations('n4', 'f', ['targeted']).map((c) => c.state)).toEqual([]);
  });

  it('n5/states/targeted-restrictions: Cautious Movement is refused to a Targeted trooper (a Move is not), and it loses Stealth', () => {
    expect(targetedRefusal('n5', ['targeted'], 'cautious-move')?.citation).toBe('n5/states/targeted-restrictions');
    expect(targetedRefusal('n5', ['targeted'], 'move')).toBeNull();
    expect(E.isRight(canDeclare('n5', ['targeted'], 'cautious-move'))).toBe(false);
    expect(targetedStealthLoss('n5', ['targeted'])).toBe('n5/states/targeted-restrictions');
    expect(targetedStealthLoss('n4', ['targeted'])).toBeNull();
  });

  it('n5/hacking/spotlight: Spotlight is N5 only, B2, AP against BTS with PS 5, any unit type, Targeted on a failed save', () => {
    expect(findProgram('n5', 'spotlight')).toMatchObject({
      burst: 2,
      attackMod: 0,
      ammo: 'AP',
      save: 'BTS',
      ps: 5,
      inflicts: 'targeted',
      citation: 'n5/hacking/spotlight',
    });
    expect(findProgram('n5', 'spotlight')?.targets).toEqual(expect.arrayContaining(['LI', 'MI', 'HI', 'TAG', 'REM']));
    expect(findProgram('n4', 'spotlight')).toBeUndefined();
  });
});
