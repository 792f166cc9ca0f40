/*
 * Decisions (docs/rulings.md "Movement skills"): going Prone or standing up is declared on a
 * Move (`prone: 'start' | 'end'`), N3 at its start only; it toggles the state when the Move is
 * declared, so a change at the start halves (or restores) that Move's allowance, a change at the
 * end the next one's. A Dodge or a Guts move changing it is not modelled. N4/N5 Jump cancels Prone.
 */
import { inEdition } from '../editions/inEdition.ts';
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import type { ProneChange } from '../orders/skillDeclaration.ts';
import type { TrooperProfile } from '../profiles/trooperProfile.ts';
import { refuse, type Refusal } from '../refusal.ts';
import { normalizeStates, type TrooperState } from './trooperState.ts';

export const proneChangeCitation = (edition: Edition): CitationId => inEdition(edition, 'states/prone-change');

const isProne = (states: readonly TrooperState[]): boolean => normalizeStates(states).includes('prone');

/** Whether the trooper's type can be Prone at all: not a TAG, nor a Motorcycle (N3: nor a REM). */
export const canGoProne = (edition: Edition, profile: Pick<TrooperProfile, 'unitType' | 'skills'>): boolean =>
  !(
    profile.unitType === 'TAG' ||
    profile.skills.includes('motorcycle') ||
    (edition === 'n3' && profile.unitType === 'REM')
  );

/** Why this trooper cannot change between Normal and Prone this way, or null. */
export const proneChangeRefusal = (
  edition: Edition,
  profile: TrooperProfile,
  states: readonly TrooperState[],
  when: ProneChange,
): Refusal | null => {
  const cite = proneChangeCitation(edition);
  if (edition === 'n3' && when === 'end')
    return refuse('in N3 a trooper goes Prone or stands up at the start of its Move, not at its end', cite);
  if (isProne(states)) return null;
  return !canGoProne(edition, profile)
    ? refuse(
        `a ${profile.skills.includes('motorcycle') ? 'trooper with a Motorcycle' : profile.unitType} cannot go Prone`,
        cite,
      )
    : null;
};

/** The states a Move is measured in: those after a change at its start. */
export const statesForMove = (
  states: readonly TrooperState[],
  when: ProneChange | undefined,
): readonly TrooperState[] => {
  if (when !== 'start') return states;
  return isProne(states) ? states.filter((s) => s !== 'prone') : [...states, 'prone'];
};

/** The change a Move (or a Jump, N4/N5) makes: entering or leaving Prone, or nothing. */
export const proneTransition = (states: readonly TrooperState[]): 'enter' | 'leave' =>
  isProne(states) ? 'leave' : 'enter';
