/*
 * Decisions (docs/rulings.md "Weapon traits and bonuses"):
 * - A weapon's bracketed Burst or Damage bonus is profile data (WeaponProfile.bonus) applied once,
 *   to the weapon as fired (weaponAsFired), so every reader of its Burst and DAM/PS sees it.
 * - The Burst bonus raises the weapon's B: the Active Turn's Burst, and the ARO Burst only where
 *   the weapon's B is used there (Total Reaction); a plain ARO stays at 1 — UNCONFIRMED.
 * - N5 prints PS, not Damage: "+1 Damage" is read as PS -1 (PS = 20 - DAM) — reading.
 */
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import { pick } from '../editions/perEdition.ts';

export const bonusCitation = (edition: Edition): CitationId =>
  pick<CitationId>(edition, {
    n3: 'n3/weapons/bracketed-bonus',
    n4: 'n4/weapons/bracketed-bonus',
    n5: 'n5/weapons/bracketed-bonus',
  });
