import type { GameState } from './gameState.ts';

/** Whether a player's army is in Retreat! (its last count, at the start of its Active Turn: rules/orders/retreat.ts). */
export const inRetreat = (state: Pick<GameState, 'retreat'>, player: string): boolean =>
  (state.retreat ?? []).includes(player);
