/*
 * Decisions (docs/rulings.md "Survival skills"):
 * - Dogged and No Wound Incapacitation act when the trooper would enter Unconscious (Wounds equal
 *   to its VITA/W/STR). The pages let the player announce the skill then; the engine reads it as
 *   always announced (a player who would rather stay Unconscious for a Doctor is not offered the
 *   choice yet).
 * - NWI: the trooper does not enter Unconscious; it acts as Normal and one more Wound (received >
 *   VITA) is Dead, as for any trooper. No state of its own (the Wounds count shows it).
 * - Dogged: the trooper enters the Dogged state instead (not Null, not Prone); one more Wound is
 *   Dead; at the end of the Player Turn it is Dead (rules/decide/doggedTurnEnd.ts).
 * - Shock (N4/N5): Shock Wounds that reach VITA put a Dogged or NWI trooper straight in Dead (the
 *   pages' reminder: Shock cancels their Unconscious State). N3 (reading): its own Shock rule only.
 */
import { inEdition } from '../editions/inEdition.ts';
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import type { TrooperSkill } from '../profiles/index.ts';

export type SurvivalAtVita = 'dogged' | 'nwi';

/** The skill that acts instead of Unconscious when the trooper's Wounds reach its VITA, if any (Dogged before NWI). */
export const survivalAtVita = (skills: readonly TrooperSkill[] | undefined): SurvivalAtVita | undefined =>
  skills === undefined ? undefined : skills.includes('dogged') ? 'dogged' : skills.includes('nwi') ? 'nwi' : undefined;

export const survivalCitation = (edition: Edition, skill: SurvivalAtVita): CitationId =>
  inEdition(edition, skill === 'dogged' ? 'skills/dogged' : 'skills/nwi');

/** Shock Wounds reaching VITA kill a Dogged or NWI trooper (N4/N5). */
export const shockEndsSurvival = (edition: Edition, skill: SurvivalAtVita | undefined): boolean =>
  skill !== undefined && edition !== 'n3';
