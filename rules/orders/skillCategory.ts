import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import type { SkillId } from './skillDeclaration.ts';

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
      return 'short';
    case 'intuitive-attack':
    case 'speculative-fire':
    case 'suppressive-fire':
    case 'berserk':
      return n5 ? 'long' : 'entire';
  }
};

export const fillsWholeOrder = (edition: Edition, skill: SkillId): boolean => {
  const c = skillCategory(edition, skill);
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
    case 'berserk':
      return false;
  }
};
