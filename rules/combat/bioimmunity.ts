/*
 * Decisions (docs/rulings.md "Survival skills"):
 * - N4 (PDF 2.1): against a saving roll on ARM or BTS the trooper may use the better of the two
 *   values; the attribute stays the weapon's, so AP or E/M still halve the value used and ARM=0
 *   still zeroes an ARM save. The better value is always the player's choice, so the engine takes
 *   it. Not against Comms Attacks (Hacking Programs).
 * - N3: against Bio-Munitions (Shock here) the trooper treats the hit as Normal ammunition and
 *   may roll ARM or BTS: the better value, as in N4.
 * - N5 has no Bioimmunity in the skill lists read: the profile skill is not applied (reading).
 */
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import type { Ammo, TrooperSkill } from '../profiles/index.ts';

export const bioimmunityCitation = (edition: 'n3' | 'n4'): CitationId =>
  edition === 'n3' ? 'n3/skills/bioimmunity' : 'n4/skills/bioimmunity';

/** The ARM and BTS a saving roll uses against this target: both the better of the two with Bioimmunity. */
export const bioimmuneValues = (
  edition: Edition,
  ammo: Ammo,
  skills: readonly TrooperSkill[],
  values: { readonly ARM: number; readonly BTS: number },
): { readonly ARM: number; readonly BTS: number; readonly citation?: CitationId } => {
  if (!skills.includes('bioimmunity') || edition === 'n5' || (edition === 'n3' && ammo !== 'Shock')) return values;
  const best = Math.max(values.ARM, values.BTS);
  return { ARM: best, BTS: best, citation: bioimmunityCitation(edition) };
};

/** N3: a Bio-Munition (Shock) hit on a Bioimmune trooper is Normal ammunition. */
export const bioimmuneAmmo = (edition: Edition, ammo: Ammo, skills: readonly TrooperSkill[]): boolean =>
  edition === 'n3' && ammo === 'Shock' && skills.includes('bioimmunity');
