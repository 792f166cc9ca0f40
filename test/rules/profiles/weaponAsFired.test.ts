import { describe, expect, it } from 'vitest';
import {
  ammoChoiceNeeded,
  ammoOffered,
  findWeapon,
  weaponAsFired,
  type WeaponProfile,
} from '../../../rules/profiles/index.ts';

const multi = (): WeaponProfile => {
  const w = findWeapon('n5', 'multi-rifle');
  if (w === undefined) throw new Error('no N5 MULTI Rifle');
  return w;
};

describe('weaponAsFired (a weapon with a choice of ammunition fires the declared mode)', () => {
  it('the N5 MULTI Rifle offers AP, Shock and DA; an attack must name one', () => {
    expect(ammoOffered(multi())).toEqual(['AP', 'Shock', 'DA']);
    expect(ammoChoiceNeeded(multi())).toBe(true);
    expect(weaponAsFired(multi(), undefined)).toBeUndefined();
    expect(weaponAsFired(multi(), 'EXP')).toBeUndefined();
  });

  it("the mode sets the ammunition, Burst and traits; the rest is the weapon's; the result fires the same again", () => {
    const da = weaponAsFired(multi(), 'DA');
    expect(da).toMatchObject({
      id: 'multi-rifle',
      name: 'MULTI Rifle (Anti-materiel Mode)',
      ammo: 'DA',
      burst: 1,
      ps: 7,
      traits: [],
      ranges: multi().ranges,
    });
    expect(da?.modes).toBeUndefined();
    expect(da === undefined ? undefined : weaponAsFired(da, 'DA')).toBe(da);
    expect(weaponAsFired(multi(), 'AP')).toMatchObject({ ammo: 'AP', burst: 3, traits: ['suppressive-fire'] });
  });

  it('a one-ammunition weapon fires as listed, with or without its own ammunition named, and not with another', () => {
    const combi = findWeapon('n5', 'combi-rifle');
    expect(combi === undefined ? [] : ammoOffered(combi)).toEqual(['N']);
    expect(combi === undefined ? null : weaponAsFired(combi, undefined)).toBe(combi);
    expect(combi === undefined ? null : weaponAsFired(combi, 'N')).toBe(combi);
    expect(combi === undefined ? null : weaponAsFired(combi, 'DA')).toBeUndefined();
  });

  it('catalogue modes each fire a different ammunition', () => {
    for (const edition of ['n3', 'n4', 'n5'] as const) {
      for (const id of ['multi-rifle', 'multi-sniper-rifle']) {
        const w = findWeapon(edition, id);
        if (w === undefined) continue;
        const offered = ammoOffered(w);
        expect(new Set(offered).size, `${edition} ${id}`).toBe(offered.length);
      }
    }
  });
});
