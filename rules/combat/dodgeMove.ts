/*
 * Decisions (facts.md §10):
 * - N3: 2" only in the Reactive Turn, never into base contact (Engage is a separate skill). The
 *   Active Turn 1 mm step out of a Close Combat is not a move and is not modelled here.
 * - N4/N5: 2" in either turn, and the move may enter base contact (Dodge took over Engage). The
 *   brief said "never into base contact" for all editions; facts.md says N4/N5 Dodge can enter
 *   Engaged, and that is what is applied.
 * - N4/N5 Prone halves Movement skills, Dodge included: 1" (N4: the Prone text halves MOV values
 *   and movement bonuses for Movement skills; read, with the forum's answer, as halving the Dodge
 *   move). Not applied in N3 (not researched).
 */
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import type { Turn } from './burstFor.ts';
import { normalizeStates, type TrooperState } from './trooperState.ts';

export interface DodgeMove {
  readonly inches: number;
  readonly mayEnterBaseContact: boolean;
  /** Whether the move can set off Deployables (Mines) at its destination. */
  readonly triggersDeployables: boolean;
  readonly citations: readonly CitationId[];
}

const DODGE_INCHES = 2;

/** How far a successful Dodge may move the trooper. */
export const dodgeMove = (edition: Edition, turn: Turn, states: readonly TrooperState[] = []): DodgeMove => {
  switch (edition) {
    case 'n3':
      return {
        inches: turn === 'reactive' ? DODGE_INCHES : 0,
        mayEnterBaseContact: false,
        triggersDeployables: true,
        citations: ['n3/dodge/move'],
      };
    case 'n4':
    case 'n5': {
      const prone = normalizeStates(states).includes('prone');
      const base: readonly CitationId[] =
        edition === 'n4'
          ? ['n4/dodge/move', 'n4/dodge/no-deployable-trigger']
          : ['n5/dodge/move', 'n5/dodge/no-deployable-trigger'];
      return {
        inches: prone ? DODGE_INCHES / 2 : DODGE_INCHES,
        mayEnterBaseContact: true,
        triggersDeployables: false,
        citations: prone ? [...base, edition === 'n4' ? 'n4/states/prone' : 'n5/states/prone'] : base,
      };
    }
  }
};
