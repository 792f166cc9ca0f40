/*
 * Decisions (docs/rulings.md "Comms Attacks"; the N5 and N4 Firewall pages,
 * rules/citations/hacking2Citations.ts):
 * - A trooper's Firewall is a profile entry: Firewall (-3) or Firewall (-6). An enemy's Comms
 *   Attack against it takes that MOD to WIP (the hacker's roll, Active Turn or ARO).
 * - Its Saving Rolls against a Comms Attack (a Hacking Program's hits): N5 +3 to the roll (on the
 *   SV), N4 -3 to the Attack Damage, whatever the Firewall's own MOD (the pages' advice: like
 *   Cover). A program with no saving roll gains nothing from it.
 * - Only one Firewall counts; the pages let its player choose, and this engine applies the
 *   strongest (-6 over -3): the save bonus is the same, so no player would choose otherwise.
 * - Enemy Repeaters (a Firewall MOD of -3 when hacking through one) are not modelled.
 * - N3: no Hacking is adjudicated (n3/hacking/unsourced), so no Firewall either.
 */
import type { CitationId } from '../citations/index.ts';
import { mod, type Mod } from '../dice/index.ts';
import type { Edition } from '../edition.ts';
import type { TrooperSkill } from '../profiles/index.ts';

/** The Firewall MOD a trooper's profile gives (-6, -3), or 0 with none. */
export const firewallValue = (skills: readonly TrooperSkill[]): number =>
  skills.includes('firewall-6') ? -6 : skills.includes('firewall-3') ? -3 : 0;

/** The edition's Firewall citation (none in N3, where hacking is not adjudicated). */
export const firewallCitation = (edition: Edition): CitationId | null =>
  edition === 'n5' ? 'n5/equipment/firewall' : edition === 'n4' ? 'n4/equipment/firewall' : null;

/** The MOD to the WIP of a Comms Attack against a trooper with these skills (none without a Firewall). */
export const firewallAttackMods = (edition: Edition, targetSkills: readonly TrooperSkill[]): readonly Mod[] => {
  const value = firewallValue(targetSkills);
  const cite = firewallCitation(edition);
  return value === 0 || cite === null ? [] : [mod(value, `target's Firewall (${value}): ${value} WIP`, cite)];
};

/** The Firewall's fixed saving roll MOD: N5 +3 to the roll, N4 -3 to the Attack Damage. */
export const FIREWALL_SAVE_MOD = 3;

/** Whether the target's Firewall counts on its saving rolls against a Comms Attack. */
export const firewallProtects = (edition: Edition, targetSkills: readonly TrooperSkill[]): boolean =>
  firewallCitation(edition) !== null && firewallValue(targetSkills) !== 0;
