import { describe, expect, it } from 'vitest';
import { INTUITIVE_ATTACK_BURST, intuitiveAttackRefusal } from '../../../rules/combat/index.ts';
import { findWeapon, type WeaponProfile } from '../../../rules/profiles/index.ts';

const weapon = (edition: 'n3' | 'n4' | 'n5', id: string): WeaponProfile => {
  const w = findWeapon(edition, id);
  if (w === undefined) throw new Error(`no ${id}`);
  return w;
};

describe.each(['n3', 'n4', 'n5'] as const)('Intuitive Attack rule functions (%s)', (edition) => {
  it(`${edition}/intuitive-attack/weapon: a Direct Template weapon it carries (Chain Rifle), not a Combi Rifle or a Mine`, () => {
    const chain = weapon(edition, 'chain-rifle');
    expect(intuitiveAttackRefusal(edition, 'f', [chain], 'chain-rifle')).toBeNull();
    expect(intuitiveAttackRefusal(edition, 'f', [weapon(edition, 'combi-rifle')], 'combi-rifle')?.citation).toBe(
      `${edition}/intuitive-attack/weapon`,
    );
    expect(
      intuitiveAttackRefusal(edition, 'f', [weapon(edition, 'antipersonnel-mine')], 'antipersonnel-mine')?.reason,
    ).toMatch(/Deployable/);
    expect(intuitiveAttackRefusal(edition, 'f', [], 'chain-rifle')?.reason).toBe('f carries no chain-rifle');
  });

  it(`${edition}/intuitive-attack/roll: B is always 1`, () => {
    expect(INTUITIVE_ATTACK_BURST).toBe(1);
  });
});
