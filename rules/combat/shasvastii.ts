/*
 * Decisions (docs/rulings.md "Structure and states"):
 * - A trooper with the Shasvastii skill that enters Unconscious is a Shasvastii-Embryo: the
 *   table's state stays 'unconscious' (Null, no Orders or AROs, Prone as usual, Dead by a further
 *   Wound), the ruling cites the skill and says Embryo. What differs from Unconscious (it counts
 *   for Retreat! and the scenario during the game, Victory Points) is not modelled by this engine.
 * - N5 makes it the player's declaration when the trooper enters Unconscious; the engine reads
 *   the skill as always declared (the only difference it could make is in what is not modelled).
 * - N3 has no page read: read as N4 (UNCONFIRMED).
 */
import { inEdition } from '../editions/inEdition.ts';
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import type { TrooperSkill } from '../profiles/index.ts';

export const hasShasvastii = (skills: readonly TrooperSkill[]): boolean => skills.includes('shasvastii');

export const shasvastiiCitation = (edition: Edition): CitationId => inEdition(edition, 'skills/shasvastii');
