/*
 * Decisions (docs/rulings.md "Weapon traits and bonuses"):
 * - A weapon's bracketed Burst or Damage bonus is profile data (WeaponProfile.bonus) applied once,
 *   to the weapon as fired (weaponAsFired), so every reader of its Burst and DAM/PS sees it.
 * - The Burst bonus raises the weapon's B: the Active Turn's Burst, and the ARO Burst only where
 *   the weapon's B is used there (Total Reaction); a plain ARO stays at 1 — UNCONFIRMED.
 * - N5 prints PS, not Damage: "+1 Damage" is read as PS -1 (PS = 20 - DAM) — reading.
 */
import { inEdition } from '../editions/inEdition.ts';
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';

export const bonusCitation = (edition: Edition): CitationId => inEdition(edition, 'weapons/bracketed-bonus');
