import type { GameState } from './gameState.ts';

/** The points a player's list was built for (its army's `points`, e.g. 300); null when not given. */
export const armyPoints = (state: Pick<GameState, 'armies'>, player: string): number | null =>
  state.armies.find((a) => a.player === player)?.points ?? null;
