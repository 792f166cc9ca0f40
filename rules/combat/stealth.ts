/*
 * Decisions (docs/rulings.md "Survival skills"):
 * - Stealth works in its user's Active Turn: while every skill it declared in the Order is one the
 *   edition lists, an enemy without LoF to it gets no ARO, whatever its ZoC, Hacking Area or
 *   template (the N3 FAQ: not a Hacking ARO either). N5: Cautious Movement, Idle, or a Short Skill
 *   with the Movement Label (Move, Jump, Climb). N4 (N3 read the same, UNCONFIRMED): a Short
 *   Movement Skill or Cautious Movement; Idle is no Movement Skill.
 * - Once another skill is declared (the second Short Skill a BS Attack, say), AROs are granted
 *   normally: an enemy with the trooper in its ZoC may react after that skill.
 * - Cautious Movement inside ZoC: rules/combat/cautiousMovement.ts counts only LoF for a Stealth user.
 * - Sixth Sense (N4/N5): Stealth is not effective against a trooper with it: its AROs are judged
 *   as if the active trooper had no Stealth. N3's Sixth Sense levels were not read: no exception.
 * - Its close-combat part and the Combat Instinct and Deployable exceptions:
 *   rules/combat/stealthCloseCombat.ts.
 */
import { inEdition } from '../editions/inEdition.ts';
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import type { TrooperSkill } from '../profiles/index.ts';
import type { SkillId } from '../orders/skillDeclaration.ts';

export const stealthCitation = (edition: Edition): CitationId => inEdition(edition, 'skills/stealth');

const STEALTHY: Readonly<Record<Edition, readonly SkillId[]>> = {
  n3: ['move', 'cautious-move', 'jump', 'climb'],
  n4: ['move', 'cautious-move', 'jump', 'climb'],
  n5: ['move', 'cautious-move', 'jump', 'climb', 'idle'],
};

/**
 * Whether the active trooper's Stealth denies AROs to enemies without LoF to it: it has the skill
 * and declared, so far, only skills Stealth covers. The citation when it does, else null.
 */
export const stealthDenial = (
  edition: Edition,
  skills: readonly TrooperSkill[],
  declared: readonly SkillId[],
): CitationId | null =>
  skills.includes('stealth') && declared.length > 0 && declared.every((s) => STEALTHY[edition].includes(s))
    ? stealthCitation(edition)
    : null;

/** Sixth Sense: the reactor is one Stealth does not work against (N4/N5), with the rule, or null. */
export const stealthIgnoredBy = (edition: Edition, reactorSkills: readonly TrooperSkill[]): CitationId | null =>
  edition !== 'n3' && reactorSkills.includes('sixth-sense')
    ? edition === 'n4'
      ? 'n4/skills/sixth-sense-stealth'
      : 'n5/skills/sixth-sense-stealth'
    : null;
