import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import type { SkillDeclaration, SkillId } from './skillDeclaration.ts';
import type { TrooperSkill } from '../profiles/trooperProfile.ts';
import { isShortJump } from '../combat/movementSkills.ts';

/**
 * How a skill fills an Order. N3/N4: Short Movement Skill, Short Skill, Entire Order.
 * N5: Basic Short Skill (Move, Discover, Idle), Short Skill, Long Skill.
 */
export type SkillCategory = 'short-movement' | 'short' | 'entire' | 'basic-short' | 'long';

export const skillCategory = (edition: Edition, skill: SkillId): SkillCategory => {
  const n5 = edition === 'n5';
  switch (skill) {
    case 'move':
      return n5 ? 'basic-short' : 'short-movement';
    case 'discover':
    case 'idle':
      return n5 ? 'basic-short' : 'short-movement';
    case 'change-facing':
      return 'short-movement';
    case 'bs-attack':
    case 'cc-attack':
    case 'dodge':
    case 'reset':
    case 'comms-attack':
    case 'doctor':
    case 'engineer':
    case 'medikit':
    case 'gizmokit':
    case 'extract':
    case 'pick-up':
    case 'drop':
    case 'hack-console':
      return 'short';
    case 'intuitive-attack':
    case 'speculative-fire':
    case 'suppressive-fire':
    case 'cautious-move':
    case 'jump':
    case 'climb':
    case 'berserk':
    case 'camouflage':
    case 'combat-jump':
    case 'parachutist':
      // A Jump by a trooper with Super-Jump may be short: see declaredCategory.
      return n5 ? 'long' : 'entire';
  }
};

/** The category of a declaration as this trooper makes it: a Super-Jump trooper's short Jump is a short movement skill. */
export const declaredCategory = (
  edition: Edition,
  d: SkillDeclaration,
  skills: readonly TrooperSkill[] = [],
): SkillCategory =>
  isShortJump(edition, skills, d)
    ? edition === 'n5'
      ? 'basic-short'
      : 'short-movement'
    : skillCategory(edition, d.skill);

export const fillsWholeOrder = (edition: Edition, skill: SkillId): boolean => {
  const c = skillCategory(edition, skill);
  return c === 'entire' || c === 'long';
};

/** Whether this declaration, by a trooper with these skills, fills the whole Order. */
export const declarationFillsOrder = (
  edition: Edition,
  d: SkillDeclaration,
  skills: readonly TrooperSkill[] = [],
): boolean => {
  const c = declaredCategory(edition, d, skills);
  return c === 'entire' || c === 'long';
};

export const skillStructureCitation = (edition: Edition): CitationId =>
  edition === 'n3' ? 'n3/orders/structure' : edition === 'n4' ? 'n4/orders/structure' : 'n5/orders/structure';

/** Skills a trooper may declare as an ARO, per edition. */
export const usableInAro = (edition: Edition, skill: SkillId): boolean => {
  switch (skill) {
    case 'bs-attack':
    case 'cc-attack':
    case 'dodge':
    case 'reset':
    case 'discover':
    case 'idle':
    case 'comms-attack':
      return true;
    case 'change-facing':
      return edition === 'n3';
    case 'move':
    case 'intuitive-attack':
    case 'speculative-fire':
    case 'suppressive-fire':
    case 'cautious-move':
    case 'jump':
    case 'climb':
    case 'berserk':
    case 'camouflage':
    case 'combat-jump':
    case 'parachutist':
    case 'doctor':
    case 'engineer':
    case 'medikit':
    case 'gizmokit':
    case 'extract':
    case 'pick-up':
    case 'drop':
    case 'hack-console':
      return false;
  }
};
