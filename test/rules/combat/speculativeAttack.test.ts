import { describe, expect, it } from 'vitest';
import {
  SPECULATIVE_ATTACK_BURST,
  SPECULATIVE_ATTACK_MOD,
  speculativeAttackMods,
  speculativeAttackRefusal,
} from '../../../rules/combat/index.ts';
import { mod } from '../../../rules/dice/index.ts';
import { findWeapon } from '../../../rules/profiles/index.ts';
import type { WeaponProfile } from '../../../rules/profiles/index.ts';

const combi = (edition: 'n4' | 'n5'): WeaponProfile => {
  const w = findWeapon(edition, 'combi-rifle');
  if (w === undefined) throw new Error('no combi rifle');
  return w;
};
const grenades: WeaponProfile = {
  id: 'grenades',
  name: 'Grenades',
  burst: 1,
  ammo: 'N',
  save: 'ARM',
  ps: 7,
  ranges: [{ upTo: 8, mod: 3 }],
  template: 'impact-circular',
  traits: [],
};

describe.each(['n4', 'n5'] as const)('Speculative Attack rule functions (%s)', (edition) => {
  it(`${edition}/speculative-attack/roll: -6 on top of the Range MOD, and nothing else; B is always 1`, () => {
    const range = mod(3, 'range 0-8"', `${edition}/bs-attack/range`);
    expect(speculativeAttackMods(edition, range).map((m) => [m.value, m.citation])).toEqual([
      [3, `${edition}/bs-attack/range`],
      [-6, `${edition}/speculative-attack/roll`],
    ]);
    expect(SPECULATIVE_ATTACK_MOD).toBe(-6);
    expect(SPECULATIVE_ATTACK_BURST).toBe(1);
  });

  it(`${edition}/speculative-attack/weapon: an Impact Template weapon it carries, nothing else`, () => {
    expect(speculativeAttackRefusal(edition, 'f1', [grenades], 'grenades')).toBeNull();
    expect(speculativeAttackRefusal(edition, 'f1', [combi(edition)], 'combi-rifle')).toMatchObject({
      citation: `${edition}/speculative-attack/weapon`,
    });
    expect(speculativeAttackRefusal(edition, 'f1', [], 'grenades')?.reason).toBe('f1 carries no grenades');
  });
});

describe('Speculative Fire rule functions (n3)', () => {
  it('n3/skills/speculative-fire: refused in N3 (not read)', () => {
    expect(speculativeAttackRefusal('n3', 'f1', [grenades], 'grenades')?.citation).toBe('n3/skills/speculative-fire');
  });
});
