/*
 * Decisions (docs/rulings.md "Frenzy, Exrah and optional survival skills"):
 * - N4/N5: Dogged and No Wound Incapacitation are Optional; their player chooses when the trooper
 *   takes the Wound that would make it Unconscious. The choice is given with the trooper's saving
 *   roll of that Order (`decline` on its `saving-roll` dice) and holds for that Order only; a
 *   game-long `decline` on the profile still applies (the two are merged).
 * - Refused, with the rule: a skill the trooper does not have, Frenzy or Exrah (Obligatory), any
 *   other skill, N3 (not ruled: the N3 skills are read without the option), and a decline for a
 *   trooper that takes no Wound in the Order (its saving rolls all passed, or it rolls none).
 */
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import type { TrooperProfile, TrooperSkill } from '../profiles/index.ts';
import type { Refusal } from '../refusal.ts';
import { exrahCitation } from './exrah.ts';
import { frenzyCitation } from './frenzy.ts';
import { declineCitation } from './survivalDecline.ts';
import { survivalCitation } from './survivalWounds.ts';

/** The field of the command a decline refusal is about. */
const DECLINE = ['decline'] as const;

/** The rule that lets a player decline Dogged or NWI in the Order of the Wound (N3: none). */
export const declineAtWoundCitation = (edition: Edition): CitationId | null =>
  edition === 'n3' ? null : `${edition}/skills/decline-at-wound`;

/** The rules a decline in an Order cites: the choice at the Wound, and each skill's Optional label. */
export const declineAtWoundCitations = (edition: Edition, skills: readonly TrooperSkill[]): readonly CitationId[] => {
  const at = declineAtWoundCitation(edition);
  if (at === null) return [];
  const optional = skills.flatMap((s) => {
    if (s !== 'dogged' && s !== 'nwi') return [];
    const c = declineCitation(edition, s);
    return c === null ? [] : [c];
  });
  return [at, ...optional];
};

/** Why a trooper's decline in an Order cannot stand (checked before its Wounds), or null. */
export const declineAtWoundRefusal = (
  edition: Edition,
  trooper: string,
  profile: TrooperProfile,
  skills: readonly TrooperSkill[],
): Refusal | null => {
  for (const skill of skills) {
    const at = declineAtWoundCitation(edition);
    if (at === null) {
      const own: CitationId = survivalCitation(edition, skill === 'nwi' ? 'nwi' : 'dogged');
      return { reason: `${trooper}: declining ${skill} in an Order is not ruled in N3`, citation: own, field: DECLINE };
    }
    if (skill === 'frenzy' || skill === 'exrah')
      return {
        reason: `${trooper}: ${skill === 'frenzy' ? 'Frenzy' : 'Exrah'} is Obligatory, it cannot be declined`,
        citation: (skill === 'frenzy' ? frenzyCitation(edition) : exrahCitation(edition)) ?? at,
        field: DECLINE,
      };
    if (skill !== 'dogged' && skill !== 'nwi')
      return {
        reason: `${trooper}: only Dogged and No Wound Incapacitation may be declined, not ${skill}`,
        citation: at,
        field: DECLINE,
      };
    if (!profile.skills.includes(skill))
      return { reason: `${trooper} has no ${skill} to decline`, citation: at, field: DECLINE };
  }
  return null;
};

/** A decline for a trooper that takes no Wound in the Order: nothing to decline. */
export const declineWithoutWound = (edition: Edition, trooper: string, order: number): Refusal => ({
  reason: `Order ${order}: ${trooper} takes no Wound in this Order, so it has nothing to decline (decline.${trooper})`,
  citation: declineAtWoundCitation(edition) ?? survivalCitation(edition, 'dogged'),
  field: DECLINE,
});

/** The skills a trooper's player declines in an Order: those given for the Order and the profile's. */
export const declinedInOrder = (
  profile: TrooperProfile,
  inOrder: readonly TrooperSkill[] | undefined,
): readonly TrooperSkill[] | undefined => {
  const all = [...new Set([...(profile.decline ?? []), ...(inOrder ?? [])])];
  return all.length === 0 ? undefined : all;
};

/** The name of a declined skill, as the audit says it. */
export const declinedSkillName = (skill: TrooperSkill): string =>
  skill === 'dogged' ? 'Dogged' : skill === 'nwi' ? 'No Wound Incapacitation' : skill;
