/*
 * Decisions (docs/rulings.md "Frenzy, Exrah and optional survival skills"):
 * - Dogged and No Wound Incapacitation are used only when their player announces them as the
 *   trooper enters Unconscious State (Dogged's label: Optional; NWI's requirement reads the same).
 *   A player who will not use one records it once on the trooper (`decline: [dogged]`): its
 *   Wounds reaching VITA are then the ordinary Unconscious State (a Doctor may heal it). A choice
 *   for one Order only goes with the trooper's saving roll (rules/combat/declineAtWound.ts).
 * - Frenzy and Exrah are Obligatory: declining them is refused with their rule. Any other skill
 *   has nothing to decline here. N3: not read, no decline accepted.
 */
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import type { TrooperProfile, TrooperSkill } from '../profiles/index.ts';
import { exrahCitation } from './exrah.ts';
import { frenzyCitation } from './frenzy.ts';

/** The rule that makes declining a survival skill possible, per edition (null: not in N3). */
export const declineCitation = (edition: Edition, skill: 'dogged' | 'nwi'): CitationId | null =>
  edition === 'n3' ? null : `${edition}/skills/${skill}-optional`;

/** Why a trooper's `decline` list cannot stand, with the rule, or null. */
export const declineProblem = (
  edition: Edition,
  p: TrooperProfile,
): { readonly reason: string; readonly citation: CitationId | null } | null => {
  for (const skill of p.decline ?? []) {
    if (!p.skills.includes(skill)) return { reason: `${p.id} has no ${skill} to decline`, citation: null };
    if (skill === 'frenzy' || skill === 'exrah')
      return {
        reason: `${p.id}: ${skill} is Obligatory, it cannot be declined`,
        citation: skill === 'frenzy' ? frenzyCitation(edition) : exrahCitation(edition),
      };
    if (skill !== 'dogged' && skill !== 'nwi')
      return {
        reason: `${p.id}: only Dogged and No Wound Incapacitation may be declined, not ${skill}`,
        citation: null,
      };
    if (declineCitation(edition, skill) === null)
      return { reason: `${p.id}: declining ${skill} is not ruled in N3`, citation: null };
  }
  return null;
};

/** The skills a trooper uses: its listed (and gained) ones less those its player declined. */
export const skillsInUse = (p: TrooperProfile): readonly TrooperSkill[] =>
  p.decline === undefined ? p.skills : p.skills.filter((s) => !(p.decline ?? []).includes(s));
