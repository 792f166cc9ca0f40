/*
 * Decisions (docs/rulings.md "Weapon traits and bonuses"):
 * - Immunity (Shock) (N4/N5; N3 Shock Immunity, read as its FAQ reads Bioimmunity): Shock
 *   ammunition hits the trooper as Normal ammunition. The save is the same one roll per hit; only
 *   the Shock effect on Wounds (straight to Dead) is cancelled.
 * - Full Immunity (Total, ARM, BTS, Critical...) is not modelled here.
 */
import { inEdition } from '../editions/inEdition.ts';
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import type { Ammo, TrooperSkill } from '../profiles/index.ts';

export const shockImmunityCitation = (edition: Edition): CitationId => inEdition(edition, 'skills/shock-immunity');

export interface AmmoAgainst {
  /** The ammunition the target saves against. */
  readonly ammo: Ammo;
  /** Why it is not the ammunition fired (the target's Immunity), when it is not. */
  readonly citation?: CitationId;
}

/** The ammunition a hit is to this target: Shock is Normal against a trooper immune to it. */
export const ammoAgainst = (edition: Edition, fired: Ammo, skills: readonly TrooperSkill[]): AmmoAgainst =>
  fired === 'Shock' && skills.includes('shock-immunity')
    ? { ammo: 'N', citation: shockImmunityCitation(edition) }
    : { ammo: fired };
