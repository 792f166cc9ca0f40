/*
 * Decisions (docs/rulings.md "Frenzy, Exrah and optional survival skills"):
 * - Exrah (N4 annex, N5; Obligatory): a trooper with it that would enter Unconscious State (its
 *   Wounds reach VITA/STR, Dogged and NWI not used) enters Dead State instead, with no extra
 *   Wound (the Wounds logged stay those received). It acts while Null too (nothing else to do).
 * - It cannot be healed: Doctor, MediKit and Regeneration on it are refused with the rule, the
 *   pages' "cannot be healed in any way" read for any Wound it holds (reading). The Engineer and
 *   GizmoKit repair STR and are not named: left to their own rules. N3: not read, no Exrah ruled.
 */
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import type { TrooperSkill } from '../profiles/index.ts';
import { refuse, type Refusal } from '../refusal.ts';

export const exrahCitation = (edition: Edition): CitationId | null =>
  edition === 'n5' ? 'n5/skills/exrah' : edition === 'n4' ? 'n4/skills/exrah' : null;

/** Whether Exrah turns this trooper's Unconscious into Dead (N4/N5), with the rule, or null. */
export const exrahDeath = (edition: Edition, skills: readonly TrooperSkill[] | undefined): CitationId | null =>
  skills?.includes('exrah') === true ? exrahCitation(edition) : null;

/** Healing an Exrah trooper (Doctor, MediKit, Regeneration): refused with the rule (N4/N5). */
export const exrahHealingRefusal = (
  edition: Edition,
  id: string,
  skills: readonly TrooperSkill[],
  healing: string,
): Refusal | null => {
  if (!skills.includes('exrah') || edition === 'n3') return null;
  return refuse(
    `${id} is Exrah: it cannot be healed (${healing})`,
    edition === 'n5' ? 'n5/skills/exrah-healing' : 'n4/skills/exrah-healing',
  );
};
