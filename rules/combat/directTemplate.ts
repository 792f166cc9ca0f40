/*
 * Decisions: the N3 Direct Template rules (seed 001) hold in N4/N5 (N5 wiki: AROs against a
 * Direct Template are not Face to Face; Dodge is a Normal PH roll).
 */
import { inEdition } from '../editions/inEdition.ts';
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';

/** What an affected trooper does about a Direct Template: attack its user, Dodge, or anything else. */
export type DirectTemplateReaction = 'attack' | 'dodge' | 'other';

export interface DirectTemplateRolls {
  /** The template user rolls nothing to hit. */
  readonly templateRoll: 'none';
  /** The reaction is a Normal Roll (if it needs a roll at all), never Face to Face. */
  readonly reactionRoll: 'normal' | 'none';
  /** Whether the reacting trooper suffers the template: always, or only if its Dodge fails. */
  readonly reactorAffected: 'always' | 'unless-dodged';
  /** The user is not affected by its own template. */
  readonly userAffected: false;
  readonly citations: readonly CitationId[];
}

/** How a Direct Template attack and an affected trooper's reaction are rolled. */
export const directTemplate = (edition: Edition, reaction: DirectTemplateReaction): DirectTemplateRolls => {
  const citations: readonly CitationId[] = [inEdition(edition, 'templates/direct')];
  switch (reaction) {
    case 'attack':
      return {
        templateRoll: 'none',
        reactionRoll: 'normal',
        reactorAffected: 'always',
        userAffected: false,
        citations,
      };
    case 'dodge':
      return {
        templateRoll: 'none',
        reactionRoll: 'normal',
        reactorAffected: 'unless-dodged',
        userAffected: false,
        citations,
      };
    case 'other':
      return { templateRoll: 'none', reactionRoll: 'none', reactorAffected: 'always', userAffected: false, citations };
  }
};
