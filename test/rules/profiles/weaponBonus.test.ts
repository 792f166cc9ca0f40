import { describe, expect, it } from 'vitest';
import { burstFor } from '../../../rules/combat/index.ts';
import { findWeapon, weaponAsFired, type WeaponProfile } from '../../../rules/profiles/index.ts';
import type { Edition } from '../../../rules/edition.ts';

const listed = (edition: Edition, id: string): WeaponProfile => {
  const w = findWeapon(edition, id);
  if (w === undefined) throw new Error(`no ${id}`);
  return w;
};

describe('weaponAsFired: bracketed bonuses', () => {
  it('n5/weapons/bracketed-bonus: Combi Rifle (+1B) fires B4; a +1 Damage takes PS 7 to 6; applying it twice changes nothing', () => {
    const combi = { ...listed('n5', 'combi-rifle'), bonus: { burst: 1, damage: 1 } };
    const fired = weaponAsFired(combi, undefined);
    expect(fired).toMatchObject({ burst: 4, ps: 6, name: 'Combi Rifle (+1B, +1 Damage)', bonusApplied: { burst: 1 } });
    expect(fired?.bonus).toBeUndefined();
    expect(fired === undefined ? undefined : weaponAsFired(fired, undefined)).toEqual(fired);
  });

  it('n4/weapons/bracketed-bonus: a MULTI Rifle (+1B) adds it to the mode fired: Anti-materiel B2, AP B4; +2 Damage DAM 15', () => {
    const multi = { ...listed('n4', 'multi-rifle'), bonus: { burst: 1, damage: 2 } };
    expect(weaponAsFired(multi, 'DA')).toMatchObject({ burst: 2, damage: 15, ammo: 'DA' });
    expect(weaponAsFired(multi, 'AP')).toMatchObject({ burst: 4, damage: 15, ammo: 'AP' });
    expect(weaponAsFired(multi, 'N')).toBeUndefined();
  });

  it('n3/weapons/bracketed-bonus: the weapon without a bonus is fired as listed (the same object)', () => {
    const combi = listed('n3', 'combi-rifle');
    expect(weaponAsFired(combi, undefined)).toBe(combi);
  });

  it('n5/weapons/bracketed-bonus: burstFor explains the bonus; in ARO the Burst is still 1, with Total Reaction the weapon B4', () => {
    const active = burstFor('n5', {
      weaponBurst: 4,
      weaponBonus: 1,
      turn: 'active',
      twinWeapons: false,
      entireOrder: false,
      totalReaction: false,
    });
    expect(active.burst).toBe(4);
    expect(active.citations).toContain('n5/weapons/bracketed-bonus');
    const aro = { weaponBurst: 4, weaponBonus: 1, turn: 'reactive', twinWeapons: false, entireOrder: false } as const;
    expect(burstFor('n5', { ...aro, totalReaction: false }).burst).toBe(1);
    expect(burstFor('n5', { ...aro, totalReaction: true }).burst).toBe(4);
  });
});
