/*
 * Decisions (docs/rulings.md "Suppressive Fire"):
 * - The State is held by name; which Suppressive Fire weapon was chosen is not remembered. A
 *   trooper in the State fires any weapon whose Trait (as fired: its declared mode's) is
 *   Suppressive Fire in SF Mode. UNCONFIRMED simplification (a trooper with two such weapons).
 * - SF Mode replaces the range bands (0-8" 0, 8-16" 0, 16-24" -3, nothing beyond) and the Burst
 *   (3, in ARO too); ammunition, PS/DAM and Traits stay the weapon's.
 * - The -3 applies to enemies within 24" (N4/N5: the SF range); the N3 page names no distance,
 *   so in N3 every enemy in a Face to Face Roll against the trooper takes it.
 * - Declaring an Order cancels the State, so it only ever works for a trooper that is not
 *   activated: in the Reactive Turn, or for a trooper of the Active Player left alone.
 */
import { inEdition } from '../editions/inEdition.ts';
import type { CitationId } from '../citations/index.ts';
import { mod, type Mod } from '../dice/index.ts';
import type { Edition } from '../edition.ts';
import { pick } from '../editions/perEdition.ts';
import { weaponAsFired, type Ammo, type WeaponProfile } from '../profiles/index.ts';
import { refuse, type Refusal } from '../refusal.ts';
import type { SkillDeclaration } from '../orders/skillDeclaration.ts';
import type { TrooperState } from './trooperState.ts';

export const sfSkillCitation = (edition: Edition): CitationId => inEdition(edition, 'skills/suppressive-fire');

export const sfStateCitation = (edition: Edition): CitationId => inEdition(edition, 'states/suppressive-fire');

export const sfCancellationCitation = (edition: Edition): CitationId =>
  inEdition(edition, 'states/suppressive-fire-cancellation');

/** The SF Mode profile: its range bands and Burst. */
export const SF_MODE_RANGES = [
  { upTo: 8, mod: 0 },
  { upTo: 16, mod: 0 },
  { upTo: 24, mod: -3 },
] as const;
export const SF_MODE_BURST = 3;
/** The MOD enemies take in Face to Face Rolls against a trooper in the State. */
export const SF_ENEMY_MOD = -3;

/** How far the enemy MOD reaches (inches); null: no distance (N3). */
export const sfEnemyReach = (edition: Edition): number | null => pick(edition, { n3: null, n4: 24, n5: 24 });

export const inSuppressiveFire = (states: readonly TrooperState[]): boolean => states.includes('suppressive-fire');

/** Whether a weapon, as fired, can be used for Suppressive Fire (it has the Trait). */
export const hasSuppressiveFireTrait = (weapon: WeaponProfile): boolean => weapon.traits.includes('suppressive-fire');

/** The weapon in SF Mode: SF range bands and B3; ammunition, PS/DAM and Traits its own. */
export const suppressiveFireMode = (weapon: WeaponProfile): WeaponProfile => ({
  ...weapon,
  name: `${weapon.name} (SF Mode)`,
  burst: SF_MODE_BURST,
  ranges: SF_MODE_RANGES,
});

/** The -3 an enemy within reach takes in a Face to Face Roll against the trooper in the State. */
export const sfEnemyMod = (edition: Edition, trooper: string): Mod =>
  mod(SF_ENEMY_MOD, `${trooper} is in Suppressive Fire`, sfStateCitation(edition));

/**
 * Whether Suppressive Fire may be declared with this weapon (and ammunition, for a weapon with
 * several): the trooper carries it and, as fired, it has the Suppressive Fire Trait.
 */
export const suppressiveFireRefusal = (
  edition: Edition,
  trooper: string,
  weapons: readonly WeaponProfile[],
  weaponId: string,
  ammo: Ammo | undefined,
): Refusal | null => {
  const cite = sfSkillCitation(edition);
  const listed = weapons.find((w) => w.id === weaponId);
  if (listed === undefined) return refuse(`${trooper} carries no ${weaponId}`, cite);
  const fired = weaponAsFired(listed, ammo);
  if (fired === undefined)
    return refuse(
      ammo === undefined
        ? `${listed.name} has several modes: Suppressive Fire must name the ammunition (ammo) it fires`
        : `${listed.name} has no ${ammo} ammunition`,
      cite,
    );
  if (!hasSuppressiveFireTrait(fired))
    return refuse(
      `${fired.name} does not have the Suppressive Fire Trait: Suppressive Fire cannot be declared with it`,
      cite,
    );
  return null;
};

/** Whether an ARO keeps the State: a BS Attack with a weapon that, as fired, has the Trait. */
export const aroKeepsSuppressiveFire = (weapons: readonly WeaponProfile[], aro: SkillDeclaration): boolean => {
  if (aro.skill !== 'bs-attack') return false;
  const listed = weapons.find((w) => w.id === aro.weapon);
  const fired = listed === undefined ? undefined : weaponAsFired(listed, aro.ammo);
  return fired !== undefined && hasSuppressiveFireTrait(fired);
};
