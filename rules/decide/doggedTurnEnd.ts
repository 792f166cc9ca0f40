import { survivalCitation } from '../combat/index.ts';
import type { EventOf } from '../events/index.ts';
import type { GameState } from '../state/index.ts';

/**
 * The States Phase of a Player Turn: every Dogged trooper (of either player: a reactive trooper
 * may go Dogged in the enemy's Turn) leaves Dogged and enters Dead. The events carry the number of
 * the Turn's last Order (the one the Dogged state dates from at the latest).
 */
export const doggedTurnEndEvents = (s: GameState): EventOf<'StateLeft' | 'StateEntered'>[] =>
  Object.entries(s.table.troopers)
    .filter(([, v]) => v.states.includes('dogged'))
    .flatMap(([trooper]) => {
      const citations = [survivalCitation(s.table.edition, 'dogged')];
      return [
        { type: 'StateLeft' as const, order: s.orders, trooper, state: 'dogged' as const, citations },
        { type: 'StateEntered' as const, order: s.orders, trooper, state: 'dead' as const, citations },
      ];
    });
