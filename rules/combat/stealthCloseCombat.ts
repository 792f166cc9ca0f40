/*
 * Stealth's close-combat part and its exceptions (docs/rulings.md "Stealth in close combat").
 * - N5: a Stealth user that entered Silhouette contact with an enemy without entering its LoF, and
 *   then declares a Skill Stealth does not cover, leaves that enemy only CC Attack, Dodge, Reset or
 *   a Skill usable while Engaged as its ARO. N4: the same after a Movement ending in Silhouette
 *   contact and a non-Movement Short Skill. N3: not read, not ruled.
 * - Reading: "entered" means a Movement skill was declared earlier in the Order (the contact is
 *   measured with a base-contact fact); "without entering its LoF" means no LoF at any point of
 *   the route declared so far.
 * - Combat Instinct (N5 only): Stealth is not effective against its user (both parts).
 * - Deployable Weapons (N4/N5; N5 also pieces of Equipment): Stealth does not stop a Mine.
 */
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import type { TrooperSkill } from '../profiles/index.ts';
import type { SkillId } from '../orders/skillDeclaration.ts';

const MOVEMENT: readonly SkillId[] = ['move', 'cautious-move', 'jump', 'climb'];
/** Stealth's covered skills: N5 adds Idle (rules/combat/stealth.ts). */
const covered = (edition: Edition, skill: SkillId): boolean =>
  MOVEMENT.includes(skill) || (edition === 'n5' && skill === 'idle');

/** The AROs left to an enemy caught by Stealth in CC: CC Attack, Dodge, Reset, and what Engaged allows. */
export const STEALTH_CC_AROS: readonly SkillId[] = ['cc-attack', 'dodge', 'reset', 'berserk'];

export const stealthCcCitation = (edition: Edition): CitationId | null =>
  edition === 'n5' ? 'n5/skills/stealth-cc' : edition === 'n4' ? 'n4/skills/stealth-cc' : null;

/**
 * Whether the Order so far triggers Stealth's CC part: the user has Stealth, declared a Movement
 * first and then a Skill Stealth does not cover. The rule, or null (N3: not ruled).
 */
export const stealthCcTriggered = (
  edition: Edition,
  skills: readonly TrooperSkill[],
  declared: readonly SkillId[],
): CitationId | null => {
  const rule = stealthCcCitation(edition);
  if (rule === null || !skills.includes('stealth')) return null;
  const moved = declared.findIndex((s) => MOVEMENT.includes(s));
  return moved >= 0 && declared.slice(moved + 1).some((s) => !covered(edition, s)) ? rule : null;
};

/** Whether an enemy caught by Stealth in CC may still declare this ARO. */
export const stealthCcAroAllowed = (skill: SkillId): boolean => STEALTH_CC_AROS.includes(skill);

/** Combat Instinct (N5): Stealth is not effective against its user. The rule, or null. */
export const combatInstinctAgainstStealth = (
  edition: Edition,
  reactorSkills: readonly TrooperSkill[],
): CitationId | null =>
  edition === 'n5' && reactorSkills.includes('combat-instinct') ? 'n5/skills/combat-instinct-stealth' : null;

/** Deployable Weapons (N4/N5): a Stealth user still sets off a Mine. The rule when it matters, or null. */
export const stealthDeployableException = (
  edition: Edition,
  activeSkills: readonly TrooperSkill[],
): CitationId | null =>
  !activeSkills.includes('stealth')
    ? null
    : edition === 'n5'
      ? 'n5/skills/stealth-deployable'
      : edition === 'n4'
        ? 'n4/skills/stealth-deployable'
        : null;
