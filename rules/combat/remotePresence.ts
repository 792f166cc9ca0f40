/*
 * Decisions (docs/rulings.md "Structure and states"):
 * - Remote Presence counts only for a trooper with the STR Attribute: a VITA/W trooper with it
 *   (no such profile is known) keeps the usual thresholds.
 * - The second level of Unconscious is no state of its own: it is read off the Wounds received
 *   (STR + 1), as its second token shows it on the table; every effect of Unconscious applies.
 * - N3 has no Remote Presence page in the sources read: it is read as N4 (UNCONFIRMED).
 */
import { inEdition } from '../editions/inEdition.ts';
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import type { TrooperSkill } from '../profiles/index.ts';

/** Whether the trooper's Wounds are ruled with Remote Presence's two levels of Unconscious. */
export const hasRemotePresence = (structure: boolean, skills: readonly TrooperSkill[]): boolean =>
  structure && skills.includes('remote-presence');

export const remotePresenceCitation = (edition: Edition): CitationId => inEdition(edition, 'skills/remote-presence');

/** The most Wounds a trooper survives (Unconscious at STR/VITA, and at STR + 1 with Remote Presence). */
export const woundsBeforeDead = (w: number, remotePresence: boolean): number => (remotePresence ? w + 1 : w);

/** The level of Unconscious these Wounds mean: 0 (not Unconscious by Wounds), 1, or 2 (Remote Presence only). */
export const unconsciousLevel = (w: number, wounds: number, remotePresence: boolean): 0 | 1 | 2 =>
  wounds === w ? 1 : remotePresence && wounds === w + 1 ? 2 : 0;
