/*
 * Decisions (facts.md §4, seeds; docs/rulings.md "Ammunition choice", "E/M ammunition"):
 * - PARA is an N4/N5 ammunition (a PH-6 roll, IMM-A on a failure). Neither facts.md nor the seeds
 *   give an N3 rule for it or for an N3 equivalent (Adhesive ammunition and the Immobilized state
 *   it would cause), so an N3 attack that fires PARA is refused at declaration with that reason,
 *   rather than adjudicated on a guess.
 * - E/M is sourced for N4 and N5 (wiki E/M pages); for N3 only the Isolated state page names it,
 *   with no numbers (rolls, attribute, halving, effects): an N3 attack firing E/M is refused.
 * - A weapon offering several ammunition types (or modes) fires the one its BS Attack declares:
 *   without one, or with one the weapon does not offer, the declaration is refused. Only a BS
 *   Attack names ammunition; another attack with such a weapon is refused (no mode to fire).
 *   A one-ammunition weapon needs none, and may name its own.
 * - Continuous Damage (a weapon Trait) is sourced for N5 only: an N3/N4 attack with such a weapon
 *   (as fired) is refused at declaration, with that reason.
 * - N3: no text on such a weapon (which ammunition fires, chosen when) was found in the sources
 *   read; the N3 Special Ammunition page covers only combined (AP+DA) ammunition. Any N3 attack
 *   with a weapon offering several is refused (n3/weapons/ammo-choice-unsourced), not guessed.
 */
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import { pick } from '../editions/perEdition.ts';
import { ammoOffered, weaponAsFired, type WeaponProfile } from '../profiles/index.ts';
import { refuse, type Refusal } from '../refusal.ts';
import type { SkillDeclaration } from './skillDeclaration.ts';
import { listedWeapon } from './declaredWeapon.ts';

export const ammoChoiceCitation = (edition: Edition): CitationId =>
  pick<CitationId>(edition, {
    n3: 'n3/weapons/ammo-choice-unsourced',
    n4: 'n4/weapons/ammo-choice',
    n5: 'n5/weapons/ammo-choice',
  });

/** Why this edition cannot adjudicate an attack firing this weapon (as fired: its declared ammunition), or null. */
export const ammoRefusal = (edition: Edition, weapon: WeaponProfile): Refusal | null => {
  // Continuous Damage is sourced for N5 only (rules/effects/continuousDamage.ts).
  if (edition !== 'n5' && weapon.traits.includes('continuous-damage'))
    return refuse(
      `${weapon.name} has the Continuous Damage Trait: no ${edition.toUpperCase()} text of it is in the sources this engine was built from, so ${edition.toUpperCase()} attacks with it are not adjudicated`,
      edition === 'n3' ? 'n3/weapons/continuous-damage-unsourced' : 'n4/weapons/continuous-damage-unsourced',
    );
  if (edition !== 'n3') return null;
  switch (weapon.ammo) {
    case 'PARA':
      return refuse(
        `${weapon.name} fires PARA ammunition: no N3 rule for it (nor for Adhesive ammunition) is in the sources this engine was built from, so N3 attacks with it are not adjudicated`,
        'n3/ammo/para-unsourced',
      );
    case 'E/M':
      return refuse(
        `${weapon.name} fires E/M ammunition: its N3 numbers (Saving Rolls, attribute, effects) are not in the sources this engine was built from, so N3 attacks with it are not adjudicated`,
        'n3/ammo/em-unsourced',
      );
    case 'Stun':
      return refuse(
        `${weapon.name} fires Stun ammunition: its N3 text (Saving Rolls per hit, attribute) is not in the sources this engine was built from, so N3 attacks with it are not adjudicated`,
        'n3/ammo/stun-unsourced',
      );
    case 'Eclipse':
      return refuse(
        `${weapon.name} fires Eclipse ammunition: no N3 rule for it is in the sources this engine was built from, so N3 attacks with it are not adjudicated`,
        'n3/ammo/eclipse-unsourced',
      );
    case 'N':
    case 'AP':
    case 'DA':
    case 'EXP':
    case 'Shock':
    case 'Smoke':
      return null;
  }
};

/**
 * The ammunition refusal of a declared attack, looking its weapon up among the trooper's: the
 * ammunition must be declared when the weapon offers several and be one it offers, and the
 * edition must be able to rule it.
 */
export const attackAmmoRefusal = (
  edition: Edition,
  weapons: readonly WeaponProfile[],
  declaration: SkillDeclaration,
): Refusal | null => {
  const listed = listedWeapon(weapons, declaration);
  if (listed === undefined) return null;
  const offered = ammoOffered(listed);
  if (edition === 'n3' && offered.length > 1) {
    return refuse(
      `${listed.name} fires ${offered.join(' or ')}: no N3 rule for choosing among several ammunition types or modes is in the sources this engine was built from, so N3 attacks with it are not adjudicated`,
      ammoChoiceCitation(edition),
    );
  }
  const ammo = declaration.skill === 'bs-attack' ? declaration.ammo : undefined;
  if (ammo === undefined && offered.length > 1) {
    return declaration.skill === 'bs-attack'
      ? refuse(
          `${listed.name} fires ${offered.join(' or ')}: the BS Attack must declare which (ammo)`,
          ammoChoiceCitation(edition),
        )
      : refuse(
          `${listed.name} fires ${offered.join(' or ')}: only a BS Attack chooses among them`,
          ammoChoiceCitation(edition),
        );
  }
  if (ammo !== undefined && !offered.includes(ammo)) {
    return refuse(
      `${listed.name} has no ${ammo} ammunition (it fires ${offered.join(' or ')})`,
      ammoChoiceCitation(edition),
    );
  }
  return ammoRefusal(edition, weaponAsFired(listed, ammo) ?? listed);
};
