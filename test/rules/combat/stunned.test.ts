import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import {
  STUNNED_REFUSES,
  allowedSkills,
  canDeclare,
  stunnedRefusal,
  stunnedRollMods,
} from '../../../rules/combat/index.ts';

describe('Stunned', () => {
  it.each(['n3', 'n4', 'n5'] as const)(
    '%s/states/stunned: a Stunned trooper declares no Attack, with the reason and the rule',
    (edition) => {
      for (const skill of STUNNED_REFUSES) {
        const v = canDeclare(edition, ['stunned'], skill);
        if (skill === 'berserk' && edition === 'n3') continue; // N3 has no Berserk skill here anyway
        expect(E.isRight(v), skill).toBe(false);
        if (E.isLeft(v)) expect(v.left.refusal).toMatchObject({ citation: `${edition}/states/stunned` });
      }
      expect(stunnedRefusal(edition, ['stunned'], 'move')).toBeNull();
      expect(stunnedRefusal(edition, [], 'bs-attack')).toBeNull();
    },
  );

  it('n5/states/stunned: Dodge and Reset are allowed at -3 (the rolls it makes), Move and Suppressive Fire without a MOD', () => {
    const dodge = canDeclare('n5', ['stunned'], 'dodge');
    expect(dodge).toMatchObject(E.right({ mods: [{ value: -3 }] }));
    expect(E.isRight(dodge) && dodge.right.citations).toContain('n5/states/stunned');
    expect(canDeclare('n5', ['stunned'], 'reset')).toMatchObject(E.right({ mods: [{ value: -3 }] }));
    expect(canDeclare('n5', ['stunned'], 'move')).toMatchObject(E.right({ mods: [] }));
    expect(canDeclare('n5', ['stunned'], 'suppressive-fire')).toMatchObject(E.right({}));
    expect(stunnedRollMods('n5', ['stunned'])).toEqual([
      expect.objectContaining({ value: -3, citation: 'n5/states/stunned' }),
    ]);
    expect(stunnedRollMods('n5', ['prone'])).toEqual([]);
  });

  it('n4/states/stunned: with IMM-A as well, the Dodge takes both MODs (-6 and -3)', () => {
    const v = canDeclare('n4', ['stunned', 'imm-a'], 'dodge');
    expect(E.isRight(v) && v.right.mods.map((m) => m.value)).toEqual([-6, -3]);
    expect(allowedSkills('n4', ['stunned']).refused.map((r) => r.skill)).toEqual(
      expect.arrayContaining(['bs-attack', 'cc-attack', 'comms-attack']),
    );
  });
});
