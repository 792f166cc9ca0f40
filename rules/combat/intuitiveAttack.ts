import { inEdition } from '../editions/inEdition.ts';
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import type { WeaponProfile } from '../profiles/index.ts';
import { refuse, type Refusal } from '../refusal.ts';

/** The Burst of an Intuitive Attack: always 1, whatever the weapon's B or its MODs (Twin Weapons…). */
export const INTUITIVE_ATTACK_BURST = 1;

export const intuitiveWeaponCitation = (edition: Edition): CitationId => inEdition(edition, 'intuitive-attack/weapon');

export const intuitiveRollCitation = (edition: Edition): CitationId => inEdition(edition, 'intuitive-attack/roll');

/**
 * Why a trooper may not declare an Intuitive Attack with this weapon, or null: the weapon must be
 * one it carries with a Direct Template. Its target needs no LoF (out of LoF, behind a Zero
 * Visibility Zone); who the template covers is a measured fact.
 */
export const intuitiveAttackRefusal = (
  edition: Edition,
  trooper: string,
  weapons: readonly WeaponProfile[],
  weaponId: string,
): Refusal | null => {
  const weapon = weapons.find((w) => w.id === weaponId);
  const cite = intuitiveWeaponCitation(edition);
  if (weapon === undefined) return refuse(`${trooper} carries no ${weaponId}`, cite);
  if (!weapon.template.startsWith('direct'))
    return refuse(`an Intuitive Attack needs a Direct Template weapon: ${weapon.name} is not one`, cite);
  if (weapon.traits.includes('deployable'))
    return refuse(`an Intuitive Attack is an attack with a weapon: ${weapon.name} is Deployable`, cite);
  return null;
};
