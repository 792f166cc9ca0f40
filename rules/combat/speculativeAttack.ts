import type { CitationId } from '../citations/index.ts';
import { mod, type Mod } from '../dice/index.ts';
import type { Edition } from '../edition.ts';
import type { WeaponProfile } from '../profiles/index.ts';
import { refuse, type Refusal } from '../refusal.ts';

/** The MOD a Speculative Attack applies to BS (N4/N5), besides the Range MOD. */
export const SPECULATIVE_ATTACK_MOD = -6;

/** The Burst of a Speculative Attack: always 1, whatever the weapon's B or its MODs. */
export const SPECULATIVE_ATTACK_BURST = 1;

export const speculativeWeaponCitation = (edition: 'n4' | 'n5'): CitationId =>
  edition === 'n4' ? 'n4/speculative-attack/weapon' : 'n5/speculative-attack/weapon';

export const speculativeRollCitation = (edition: 'n4' | 'n5'): CitationId =>
  edition === 'n4' ? 'n4/speculative-attack/roll' : 'n5/speculative-attack/roll';

/**
 * Why a trooper may not declare a Speculative Attack with this weapon, or null. N3's Speculative
 * Fire is not adjudicated (its page was not read); N4/N5 need an Impact Template weapon the trooper
 * carries. Its main target needs no LoF; where the template lands is a measured fact.
 */
export const speculativeAttackRefusal = (
  edition: Edition,
  trooper: string,
  weapons: readonly WeaponProfile[],
  weaponId: string,
): Refusal | null => {
  if (edition === 'n3')
    return refuse(
      'speculative-fire is not adjudicated by this engine in N3 (its page was not read): record that Order by hand',
      'n3/skills/speculative-fire',
    );
  const weapon = weapons.find((w) => w.id === weaponId);
  const cite = speculativeWeaponCitation(edition);
  if (weapon === undefined) return refuse(`${trooper} carries no ${weaponId}`, cite);
  if (!weapon.template.startsWith('impact'))
    return refuse(`a Speculative Attack needs an Impact Template weapon: ${weapon.name} is not one`, cite);
  return null;
};

/**
 * The MODs of a Speculative Attack roll: the Range MOD of the distance to the main target and
 * -6. No other negative MOD applies (cover, Mimetism, visibility zones, Close Combat allies:
 * reading of "other negative MODs" in docs/rulings.md).
 */
export const speculativeAttackMods = (edition: 'n4' | 'n5', range: Mod): readonly Mod[] => [
  range,
  mod(SPECULATIVE_ATTACK_MOD, 'Speculative Attack', speculativeRollCitation(edition)),
];
