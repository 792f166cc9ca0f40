import type { CitationEntry } from './citationEntry.ts';
import { ROLL_CITATIONS } from './rollCitations.ts';
import { ORDER_CITATIONS } from './orderCitations.ts';
import { COMBAT_CITATIONS } from './combatCitations.ts';
import { DODGE_CITATIONS } from './dodgeCitations.ts';
import { STATE_GUTS_CITATIONS } from './stateGutsCitations.ts';
import { SAVING_ROLL_CITATIONS } from './savingRollCitations.ts';
import { AMMO_CITATIONS } from './ammoCitations.ts';
import { HACKING_CITATIONS } from './hackingCitations.ts';
import { MOVEMENT_CITATIONS } from './movementCitations.ts';
import { STATE_CITATIONS } from './stateCitations.ts';
import { EDITION_ORDER_CITATIONS } from './editionOrderCitations.ts';
import { VISIBILITY_CITATIONS } from './visibilityCitations.ts';
import { SUPPRESSIVE_FIRE_CITATIONS } from './suppressiveFireCitations.ts';
import { WEAPON_TRAIT_CITATIONS } from './weaponTraitCitations.ts';
import { MOVEMENT_SKILL_CITATIONS } from './movementSkillCitations.ts';
import { CC_SKILL_CITATIONS } from './ccSkillCitations.ts';
import { ATTACK_CITATIONS } from './attackCitations.ts';
import { MARKER_CITATIONS } from './markerCitations.ts';
import { FIRETEAM_CITATIONS } from './fireteamCitations.ts';
import { SMOKE_CITATIONS } from './smokeCitations.ts';
import { INTUITIVE_MARKER_CITATIONS } from './intuitiveMarkerCitations.ts';
import { SUPPORT_CITATIONS } from './supportCitations.ts';
import { STRUCTURE_STATE_CITATIONS } from './structureStateCitations.ts';
import { SURVIVAL_CITATIONS } from './survivalCitations.ts';
import { SPOTLIGHT_CITATIONS } from './spotlightCitations.ts';
import { COMMAND_CITATIONS } from './commandCitations.ts';
import { REGENERATION_CITATIONS } from './regenerationCitations.ts';
import { HACKING2_CITATIONS } from './hacking2Citations.ts';
import { MISSION_CITATIONS } from './missionCitations.ts';
import { RETREAT_CITATIONS } from './retreatCitations.ts';
import { COMMAND_TOKEN_CITATIONS } from './commandTokenCitations.ts';
import { DEPLOYMENT_CITATIONS } from './deploymentCitations.ts';
import { OBJECTIVE_CITATIONS } from './objectiveCitations.ts';
import { IMPETUOUS_CITATIONS } from './impetuousCitations.ts';
import { CONSOLE_CITATIONS } from './consoleCitations.ts';
import { EXECUTIVE_TOKEN_CITATIONS } from './executiveTokenCitations.ts';
import { FRENZY_CITATIONS } from './frenzyCitations.ts';
import { DECLINE_CITATIONS } from './declineCitations.ts';
import { MEDIKIT_RANGE_CITATIONS } from './medikitRangeCitations.ts';
import { SUPPORT_REROLL_CITATIONS } from './supportRerollCitations.ts';
import { STEALTH_CC_CITATIONS } from './stealthCcCitations.ts';

/**
 * The one citation catalogue. Every rule function and every ruling names an id from here.
 * Each domain keeps its own table (one concept per file); this merges them.
 */
export const CATALOGUE = {
  ...ROLL_CITATIONS,
  ...ORDER_CITATIONS,
  ...COMBAT_CITATIONS,
  ...DODGE_CITATIONS,
  ...STATE_GUTS_CITATIONS,
  ...SAVING_ROLL_CITATIONS,
  ...AMMO_CITATIONS,
  ...HACKING_CITATIONS,
  ...MOVEMENT_CITATIONS,
  ...STATE_CITATIONS,
  ...EDITION_ORDER_CITATIONS,
  ...VISIBILITY_CITATIONS,
  ...SUPPRESSIVE_FIRE_CITATIONS,
  ...WEAPON_TRAIT_CITATIONS,
  ...MOVEMENT_SKILL_CITATIONS,
  ...CC_SKILL_CITATIONS,
  ...ATTACK_CITATIONS,
  ...MARKER_CITATIONS,
  ...FIRETEAM_CITATIONS,
  ...SMOKE_CITATIONS,
  ...INTUITIVE_MARKER_CITATIONS,
  ...SUPPORT_CITATIONS,
  ...STRUCTURE_STATE_CITATIONS,
  ...SURVIVAL_CITATIONS,
  ...SPOTLIGHT_CITATIONS,
  ...COMMAND_CITATIONS,
  ...REGENERATION_CITATIONS,
  ...HACKING2_CITATIONS,
  ...MISSION_CITATIONS,
  ...RETREAT_CITATIONS,
  ...COMMAND_TOKEN_CITATIONS,
  ...DEPLOYMENT_CITATIONS,
  ...OBJECTIVE_CITATIONS,
  ...IMPETUOUS_CITATIONS,
  ...CONSOLE_CITATIONS,
  ...EXECUTIVE_TOKEN_CITATIONS,
  ...FRENZY_CITATIONS,
  ...MEDIKIT_RANGE_CITATIONS,
  ...SUPPORT_REROLL_CITATIONS,
  ...STEALTH_CC_CITATIONS,
  ...DECLINE_CITATIONS,
} as const satisfies Record<string, CitationEntry>;

export type CitationId = keyof typeof CATALOGUE;

export interface Citation extends CitationEntry {
  readonly id: CitationId;
}

export const isCitationId = (value: string): value is CitationId =>
  Object.prototype.hasOwnProperty.call(CATALOGUE, value);

// One frozen Citation per id, shared by every ruling and trail line that cites it (not a copy each).
const made = new Map<CitationId, Citation>();
export const citation = (id: CitationId): Citation => {
  const known = made.get(id);
  if (known !== undefined) return known;
  const c: Citation = Object.freeze({ id, ...CATALOGUE[id] });
  made.set(id, c);
  return c;
};

export const allCitations = (): readonly Citation[] => (Object.keys(CATALOGUE) as CitationId[]).map(citation);
