/*
 * A weapon's damage figure, checked before the game starts: every ammunition that makes its
 * target roll against it needs the edition's figure (N3/N4 a Damage value, N5 a PS), or the
 * saving roll could not be ruled and the game would stop half-way. Smoke (no saving roll) and
 * PARA (a PH-6 roll instead of ARM/BTS) need none.
 */
import type { Edition } from '../edition.ts';
import type { WeaponProfile } from '../profiles/index.ts';
import { rollsPerHit } from './savingRollSpec.ts';

/** Why this weapon cannot be used in this edition's saving rolls, or null. */
export const weaponDamageProblem = (edition: Edition, weapon: WeaponProfile): string | null => {
  const ammos = [weapon.ammo, ...(weapon.modes ?? []).map((m) => m.ammo)];
  const damaging = ammos.filter((a) => a !== 'PARA' && rollsPerHit(a) > 0);
  if (damaging.length === 0) return null;
  if (edition === 'n5')
    return weapon.ps === undefined
      ? `${weapon.name} fires ${damaging.join('/')} ammunition, whose saving roll needs the weapon's PS: give its ps (N5 prints PS, not Damage)`
      : null;
  return weapon.damage === undefined
    ? `${weapon.name} fires ${damaging.join('/')} ammunition, whose saving roll needs the weapon's Damage: give its damage (${edition.toUpperCase()} prints Damage, not PS)`
    : null;
};
