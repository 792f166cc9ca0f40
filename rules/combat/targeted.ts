/*
 * Decisions (docs/rulings.md "Comms Attacks"; the N5 Targeted State page, rules/citations/spotlightCitations.ts):
 * - N5 only: Spotlight (N5) is the only cause modelled, and the N3/N4 Targeted pages were not read.
 *   A trooper given the state in another edition suffers nothing from it here.
 * - +3 to the attribute of any BS Attack or Comms Attack declared against a Targeted trooper
 *   (Discover is not modelled here); friend or foe alike, as the page says "any Trooper".
 * - Its Reset rolls take -3 WIP; a passed Reset cancels it (resetCancellations.ts).
 * - It may not declare Cautious Movement (refused at declaration), nor use Stealth: a Targeted
 *   trooper's Stealth denies no ARO (rules/orders/stealthRefusal.ts).
 */
import type { CitationId } from '../citations/index.ts';
import { mod, type Mod } from '../dice/index.ts';
import type { Edition } from '../edition.ts';
import { refuse, type Refusal } from '../refusal.ts';
import type { TrooperState } from './trooperState.ts';

export const TARGETED_ATTACK_MOD = 3;
export const TARGETED_RESET_MOD = -3;

const applies = (edition: Edition, states: readonly TrooperState[]): boolean =>
  edition === 'n5' && states.includes('targeted');

/** The +3 a BS Attack or Comms Attack gains against a Targeted trooper (none otherwise). */
export const targetedAttackMods = (edition: Edition, targetStates: readonly TrooperState[]): readonly Mod[] =>
  applies(edition, targetStates)
    ? [mod(TARGETED_ATTACK_MOD, 'target in Targeted: +3', 'n5/states/targeted' satisfies CitationId)]
    : [];

/** The -3 WIP of a Targeted trooper's Reset roll (none otherwise). */
export const targetedResetMods = (edition: Edition, states: readonly TrooperState[]): readonly Mod[] =>
  applies(edition, states)
    ? [mod(TARGETED_RESET_MOD, 'Targeted: Reset at -3 WIP', 'n5/states/targeted-reset' satisfies CitationId)]
    : [];

/** Why a Targeted trooper may not declare this skill (Cautious Movement), or null. */
export const targetedRefusal = (edition: Edition, states: readonly TrooperState[], skill: string): Refusal | null =>
  applies(edition, states) && skill === 'cautious-move'
    ? refuse('a Targeted trooper may not declare Cautious Movement', 'n5/states/targeted-restrictions')
    : null;

/** Whether Targeted withholds the trooper's Stealth (N5), or null when it does not. */
export const targetedStealthLoss = (edition: Edition, states: readonly TrooperState[]): CitationId | null =>
  applies(edition, states) ? 'n5/states/targeted-restrictions' : null;
