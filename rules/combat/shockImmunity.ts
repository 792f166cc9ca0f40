/*
 * Decisions (docs/rulings.md "Weapon traits and bonuses"):
 * - Immunity (Shock) (N4/N5; N3 Shock Immunity, read as its FAQ reads Bioimmunity): Shock
 *   ammunition hits the trooper as Normal ammunition. The save is the same one roll per hit; only
 *   the Shock effect on Wounds (straight to Dead) is cancelled.
 * - Immunity (Total) (N4/N5; N3 Total Immunity): every ammunition that calls for a saving roll is
 *   Normal against the trooper (AP no longer halves, DA/EXP one roll, Shock no straight-to-Dead,
 *   E/M no state, read as a Normal save on the weapon's attribute); PARA keeps its PH-6 roll and
 *   loses its IMM-A (immunity.ts). Smoke and Eclipse make no
 *   saving roll and are left alone. N3's choice of ARM or BTS is not modelled (UNCONFIRMED).
 * - Immunity (ARM), (BTS), (Critical) and state Immunities are not modelled here.
 */
import { inEdition } from '../editions/inEdition.ts';
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import { isSmokeAmmo, type Ammo, type TrooperSkill } from '../profiles/index.ts';
import { immuneToAmmo, immunityCitation } from './immunity.ts';
import { bioimmuneAmmo, bioimmunityCitation } from './bioimmunity.ts';

export const shockImmunityCitation = (edition: Edition): CitationId => inEdition(edition, 'skills/shock-immunity');

export interface AmmoAgainst {
  /** The ammunition the target saves against. */
  readonly ammo: Ammo;
  /** Why it is not the ammunition fired (the target's Immunity), when it is not. */
  readonly citation?: CitationId;
}

export const totalImmunityCitation = (edition: Edition): CitationId => inEdition(edition, 'skills/total-immunity');

/** The ammunition a hit is to this target: Shock is Normal against a trooper immune to it, every ammunition against Immunity (Total). */
export const ammoAgainst = (edition: Edition, fired: Ammo, skills: readonly TrooperSkill[]): AmmoAgainst => {
  // PARA keeps its PH-6 roll: Immunity cancels its IMM-A instead (immunity.ts).
  if (fired !== 'N' && fired !== 'PARA' && !isSmokeAmmo(fired) && skills.includes('total-immunity'))
    return { ammo: 'N', citation: totalImmunityCitation(edition) };
  if (immuneToAmmo(fired, skills)) return { ammo: 'N', citation: immunityCitation(edition) };
  if (bioimmuneAmmo(edition, fired, skills)) return { ammo: 'N', citation: bioimmunityCitation('n3') };
  return fired === 'Shock' && skills.includes('shock-immunity')
    ? { ammo: 'N', citation: shockImmunityCitation(edition) }
    : { ammo: fired };
};
