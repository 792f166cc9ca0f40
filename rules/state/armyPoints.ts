import type { GameState } from './gameState.ts';

/** A player's list limit in Army Points (e.g. 300); null when its army gives none or there is no such player. */
export const armyPoints = (state: Pick<GameState, 'armies'>, player: string): number | null =>
  state.armies.find((a) => a.player === player)?.points ?? null;
