/*
 * Decisions (facts.md §5 and §10; https://infinitythewiki.com/Reset; docs/rulings.md "Reset"):
 * - A passed Reset roll (Normal or Face to Face) cancels the states the edition lets Reset end:
 *   N4/N5 IMM-B, Targeted and Isolated. Targeted is modelled in N5 only (targeted.ts).
 * - N3: IMM-A and IMM-B are both read as Immobilized-1 (docs/rulings.md "N3 IMM states"), and a
 *   passed Reset cancels Immobilized-1: it ends whichever of the two the trooper is in.
 * - Isolated: facts.md gives the Reset cancellation (at -9 WIP) for N5; the N4 Isolated page (a
 *   February 2021 wiki revision, n4/states/isolated) gives the same for N4. N3 Isolated names only
 *   the Engineer: not cancelled by Reset there.
 * - The state MODs of the roll (IMM-B -3, Isolated -9) are canDeclare's; this only reads what a
 *   pass ends.
 */
import { inEdition } from '../editions/inEdition.ts';
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import type { RuledState, TrooperState } from '../table/trooperState.ts';
import type { StateChange } from './stateChange.ts';

interface Cancellable {
  readonly state: RuledState;
  readonly name: string;
  readonly citation: CitationId;
}

const cancellable = (edition: Edition): readonly Cancellable[] => {
  switch (edition) {
    case 'n3':
      return [
        { state: 'imm-a', name: 'Immobilized (IMM-A, read as Immobilized-1)', citation: 'n3/states/immobilized' },
        { state: 'imm-b', name: 'Immobilized (IMM-B, read as Immobilized-1)', citation: 'n3/states/immobilized' },
      ];
    case 'n4':
      return [
        { state: 'imm-b', name: 'IMM-B', citation: 'n4/states/imm-b' },
        { state: 'isolated', name: 'Isolated', citation: 'n4/states/isolated' },
      ];
    case 'n5':
      return [
        { state: 'imm-b', name: 'IMM-B', citation: 'n5/states/imm-b' },
        { state: 'isolated', name: 'Isolated', citation: 'n5/states/isolated' },
        { state: 'targeted', name: 'Targeted', citation: 'n5/states/targeted-reset' },
      ];
  }
};

/** The states a passed Reset by `trooper`, in these states, cancels: one change per state it leaves. */
export const resetCancellations = (
  edition: Edition,
  trooper: string,
  states: readonly TrooperState[],
): readonly StateChange[] => {
  const reset = inEdition(edition, 'skills/reset');
  return cancellable(edition)
    .filter((c) => states.includes(c.state))
    .map((c): StateChange => ({
      trooper,
      state: c.state,
      change: 'left',
      why: `${trooper}'s passed Reset cancels ${c.name}`,
      citations: [reset, c.citation],
    }));
};
