/*
 * Decisions (movementCitations):
 * - The first Move of an Order covers up to the first MOV value, a second Move up to the second
 *   (N3/N4: "Move declared again in the same Order"; N5: Move as the second Basic Short Skill).
 * - Prone: N3 halves both MOV values (rounding up, the N3 rule for any division); N4 halves the
 *   MOV values (the N4 Prone text as quoted on the Corvus Belli forum; it names no rounding, so the
 *   half is exact, as N5's); N5 halves the distance of Movement skills (exactly). Standing up (or
 *   going Prone) with the Move is not modelled: a Prone trooper's route is measured against the
 *   halved allowance.
 */
import { inEdition } from '../editions/inEdition.ts';
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import { normalizeStates, type TrooperState } from './trooperState.ts';

export interface MoveAllowance {
  /** The longest route the Move may take, in inches. */
  readonly inches: number;
  /** Why: the MOV value used and what changed it. */
  readonly reason: string;
  readonly citations: readonly CitationId[];
}

/** How far the `nth` Move of an Order (0: the first, 1: the second) may go. */
export const moveAllowance = (
  edition: Edition,
  mov: readonly [number, number],
  nth: 0 | 1,
  states: readonly TrooperState[] = [],
): MoveAllowance => {
  const base = mov[nth];
  const which = nth === 0 ? 'first' : 'second';
  const movCitation = inEdition(edition, 'move/mov-values');
  const reason = `the ${which} MOV value, ${base}"`;
  if (!normalizeStates(states).includes('prone')) return { inches: base, reason, citations: [movCitation] };
  switch (edition) {
    case 'n3': {
      const half = Math.ceil(base / 2);
      return {
        inches: half,
        reason: `${reason}, halved while Prone (rounding up): ${half}"`,
        citations: [movCitation, 'n3/move/prone'],
      };
    }
    case 'n4':
    case 'n5':
      return {
        inches: base / 2,
        reason: `${reason}, halved while Prone: ${base / 2}"`,
        citations: [movCitation, edition === 'n4' ? 'n4/states/prone' : 'n5/states/prone'],
      };
  }
};
