/*
 * Decisions (docs/rulings.md "Structure and states"): Stunned ends by itself when the Player Turn
 * that caused it ends, logged outside any Order just before TurnEnded. Every Stunned trooper on
 * the table leaves it then (a Stunned state is always caused in the Turn it is in, or was given
 * as a starting state of that Turn).
 */
import { isStunned, stunnedCancellationCitation } from '../combat/index.ts';
import type { EventOf } from '../events/index.ts';
import type { TableView } from '../table/index.ts';

/** The Stunned troopers leaving the state at the end of the Player Turn. */
export const stunnedTurnEnds = (table: TableView): EventOf<'StateLeft'>[] =>
  Object.entries(table.troopers)
    .filter(([, v]) => isStunned(v.states))
    .map(([trooper]) => ({
      type: 'StateLeft' as const,
      trooper,
      state: 'stunned' as const,
      citations: [stunnedCancellationCitation(table.edition)],
    }));
