/*
 * Decisions (docs/rulings.md "Structure and states"):
 * - Stunned (every edition, same effects): the trooper declares no Attack (BS Attack, CC Attack,
 *   Berserk, Comms Attack, Intuitive Attack, Speculative Fire), in its Order or as an ARO; every
 *   other Roll it makes takes -3 (here: Dodge, Reset, Discover, the Guts Roll), Saving Rolls never.
 * - Suppressive Fire, the declaration, is no Attack and is allowed; the BS Attacks it would
 *   give in ARO are refused like any other.
 * - The state ends by itself when the Player Turn ends (TurnEnded): whoever caused it, it was
 *   caused in that Turn (N4/N5 at its States Phase, N3 at its end: both before the next Turn).
 *   Its Doctor/Engineer cancellation is the Doctor/Engineer family's.
 * - Stun ammunition: a failed save in this Order (already Stunned or not) fails the Guts Roll
 *   that follows, unless the trooper has Courage: a rolled Guts die is refused, the owner records
 *   the failure (`fail: true`).
 */
import { inEdition } from '../editions/inEdition.ts';
import type { CitationId } from '../citations/index.ts';
import { mod, type Mod } from '../dice/index.ts';
import type { Edition } from '../edition.ts';
import type { TrooperSkill } from '../profiles/index.ts';
import { refuse, type Refusal } from '../refusal.ts';
import { normalizeStates, type SkillId, type TrooperState } from './trooperState.ts';

export const stunnedCitation = (edition: Edition): CitationId => inEdition(edition, 'states/stunned');
export const stunnedCancellationCitation = (edition: Edition): CitationId =>
  inEdition(edition, 'states/stunned-cancellation');

/** The skills that are Attacks, which a Stunned trooper cannot declare. */
export const STUNNED_REFUSES: readonly SkillId[] = [
  'bs-attack',
  'cc-attack',
  'berserk',
  'comms-attack',
  'intuitive-attack',
  'speculative-fire',
];

export const isStunned = (states: readonly TrooperState[]): boolean => normalizeStates(states).includes('stunned');

/** Why a Stunned trooper cannot declare this skill, or null (not Stunned, or no Attack). */
export const stunnedRefusal = (edition: Edition, states: readonly TrooperState[], skill: SkillId): Refusal | null =>
  isStunned(states) && STUNNED_REFUSES.includes(skill)
    ? refuse('a Stunned trooper cannot declare Attacks', stunnedCitation(edition))
    : null;

/** The -3 a Stunned trooper applies to a Roll it makes (never to a Saving Roll: do not call it for one). */
export const stunnedRollMods = (edition: Edition, states: readonly TrooperState[]): readonly Mod[] =>
  isStunned(states) ? [mod(-3, 'Stunned: -3 to the Roll', stunnedCitation(edition))] : [];

/** Why a Guts Roll may not be rolled: a failed Stun save fails it (Courage aside), or null. */
export const stunGutsRefusal = (
  edition: Edition,
  s: { readonly failedStunSave: boolean; readonly skills: readonly TrooperSkill[] },
): Refusal | null =>
  s.failedStunSave && !s.skills.includes('courage') && edition !== 'n3'
    ? refuse(
        'a failed Saving Roll against Stun ammunition fails the Guts Roll that follows (no Courage): record it failed (fail: true), not rolled',
        edition === 'n4' ? 'n4/ammo/stun' : 'n5/ammo/stun',
      )
    : null;
