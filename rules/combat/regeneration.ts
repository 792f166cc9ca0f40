/*
 * Decisions (docs/rulings.md "Regeneration"):
 * - In the States Phase at the end of each Player Turn (either player's: the Wound may have come in
 *   the enemy's Turn), a trooper with Regeneration that has received a Wound and is not Dead may
 *   make a Normal PH Roll, if its player wants: the roll is optional, so a trooper with no die
 *   given did not use it. One die, no MOD.
 * - Passed: one Wound removed; Unconscious is cancelled when the Wounds left fall below VITA/STR
 *   (Remote Presence: from its second level, one Wound back is still Unconscious). Failed: one
 *   Wound more, with every state that Wound leads to (Unconscious, Dead, Dogged…).
 * - It works in a Null state (Unconscious, an Embryo), as the pages say; not when Dead.
 * - A Dogged trooper is Dead in this States Phase: it may not regenerate (reading). A trooper that
 *   a failed roll makes Dogged is Dead in the same States Phase.
 * - N4 reads the same (Wounds/STR point); N3 is read as N4 (UNCONFIRMED).
 */
import { inEdition } from '../editions/inEdition.ts';
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import { normalRoll, successValue, type NormalRollResult, type SuccessValue } from '../dice/index.ts';
import { refuse, type Refusal } from '../refusal.ts';
import type { TrooperView } from '../table/tableView.ts';
import type { WoundTrack } from './applyWounds.ts';
import { oneWoundMore, woundsRemoved, type WoundChange } from './woundChange.ts';
import { exrahHealingRefusal } from './exrah.ts';

export const regenerationCitation = (edition: Edition): CitationId => inEdition(edition, 'skills/regeneration');

/** What stands against `id` rolling Regeneration in this States Phase with `faces`, or null. */
export const regenerationRefusal = (
  edition: Edition,
  id: string,
  view: TrooperView | undefined,
  faces: readonly number[],
): Refusal | null => {
  const cite = regenerationCitation(edition);
  if (view === undefined) return refuse(`${id} is no trooper of this game`, cite);
  if (!view.profile.skills.includes('regeneration')) return refuse(`${id} has no Regeneration`, cite);
  if (view.states.includes('dead')) return refuse(`${id} is Dead: Regeneration works in a Null state, not Dead`, cite);
  if (view.states.includes('dogged'))
    return refuse(`${id} is Dogged: it is Dead in this States Phase, it cannot regenerate`, cite);
  const exrah = exrahHealingRefusal(edition, id, view.profile.skills, 'Regeneration');
  if (exrah !== null) return exrah;
  if (view.woundsReceived === 0) return refuse(`${id} has received no Wound: there is nothing to regenerate`, cite);
  if (faces.length !== 1) return refuse(`Regeneration is a Normal PH Roll of one die, not ${faces.length}`, cite);
  const face = faces[0] ?? 0;
  if (!Number.isInteger(face) || face < 1 || face > 20) return refuse(`a die shows 1 to 20, not ${face}`, cite);
  return null;
};

/** A Regeneration roll and what it does to the trooper: Wounds after, states left and entered, why and which rules. */
export interface RegenerationOutcome extends WoundChange {
  readonly sv: SuccessValue;
  readonly roll: NormalRollResult;
  readonly passed: boolean;
}

/** The Normal PH Roll of Regeneration (`id` rolls `face` against its `ph`) and its outcome on `track`. */
export const regenerationOutcome = (
  edition: Edition,
  id: string,
  ph: number,
  face: number,
  track: WoundTrack,
): RegenerationOutcome => {
  const cite = regenerationCitation(edition);
  const sv = successValue(edition, 'PH', ph, []);
  const roll = normalRoll(edition, { roller: id, sv: sv.value, faces: [face] });
  const passed = roll.successes + roll.criticals > 0;
  const change = passed ? woundsRemoved(track, 1) : oneWoundMore(edition, track);
  return {
    sv,
    roll,
    passed,
    ...change,
    why: `PH ${sv.value}, rolled ${face}: ${passed ? `passed, ${change.why}` : `failed, one Wound more (${change.why})`}`,
    citations: [cite, ...roll.citations, ...change.citations],
  };
};
