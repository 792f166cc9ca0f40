/*
 * Decision (facts.md §4, seeds): PARA is an N4/N5 ammunition (a PH-6 roll, IMM-A on a failure).
 * Neither facts.md nor the seeds give an N3 rule for it or for an N3 equivalent (Adhesive
 * ammunition and the Immobilized state it would cause), so an N3 attack that fires PARA is
 * refused at declaration with that reason, rather than adjudicated on a guess.
 */
import type { Edition } from '../edition.ts';
import type { WeaponProfile } from '../profiles/index.ts';
import { refuse, type Refusal } from '../refusal.ts';
import type { SkillDeclaration } from './skillDeclaration.ts';
import { declaredWeapon } from './declaredWeapon.ts';

/** Why this edition cannot adjudicate an attack with this weapon's ammunition, or null. */
export const ammoRefusal = (edition: Edition, weapon: WeaponProfile): Refusal | null =>
  edition === 'n3' && weapon.ammo === 'PARA'
    ? refuse(`${weapon.name} fires PARA ammunition: no N3 rule for it (nor for Adhesive ammunition) is in the sources this engine was built from, so N3 attacks with it are not adjudicated`, 'n3/ammo/para-unsourced')
    : null;

/** The ammunition refusal of a declared attack, looking its weapon up among the trooper's. */
export const attackAmmoRefusal = (edition: Edition, weapons: readonly WeaponProfile[], declaration: SkillDeclaration): Refusal | null => {
  const weapon = declaredWeapon(weapons, declaration);
  return weapon === undefined ? null : ammoRefusal(edition, weapon);
};
