/*
 * Decisions (issue #5, BS Attack requirements; facts.md §2):
 * - A BS Weapon is one with range bands, or a Direct Template weapon that is not a Deployable
 *   (a Chain Rifle is fired; a Mine is placed, not fired).
 * - A CC Weapon is one with no range bands and no template, or one with the `cc` trait (the
 *   N4/N5 Pistols). UNCONFIRMED reading of the weapon charts.
 */
import { inEdition } from '../editions/inEdition.ts';
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import type { WeaponProfile } from '../profiles/index.ts';
import { refuse, type Refusal } from '../refusal.ts';
import type { SkillDeclaration } from './skillDeclaration.ts';
import { declaredWeapon } from './declaredWeapon.ts';

export const isBsWeapon = (w: WeaponProfile): boolean =>
  w.ranges.length > 0 || (w.template.startsWith('direct') && !w.traits.includes('deployable'));

export const isCcWeapon = (w: WeaponProfile): boolean =>
  (w.ranges.length === 0 && w.template === 'none') || w.traits.includes('cc');

export const bsAttackRequirements = (edition: Edition): CitationId => inEdition(edition, 'bs-attack/requirements');

/**
 * Why the weapon a BS Attack or CC Attack names cannot make it, or null: a BS Attack needs a BS
 * Weapon, a CC Attack a CC Weapon. A weapon the trooper does not carry is refused elsewhere.
 */
export const attackWeaponRefusal = (
  edition: Edition,
  weapons: readonly WeaponProfile[],
  declaration: SkillDeclaration,
): Refusal | null => {
  const w = declaredWeapon(weapons, declaration);
  if (w === undefined) return null;
  if (declaration.skill === 'bs-attack' && !isBsWeapon(w)) {
    return refuse(
      `${w.name} is not a BS Weapon: a BS Attack needs one (declare a CC Attack with it, in base contact)`,
      bsAttackRequirements(edition),
    );
  }
  if (declaration.skill === 'cc-attack' && !isCcWeapon(w)) {
    return refuse(`${w.name} is not a CC Weapon: a CC Attack needs one`, inEdition(edition, 'cc-attack/weapon'));
  }
  return null;
};
