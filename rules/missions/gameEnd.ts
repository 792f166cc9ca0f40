import type { GameState } from '../state/index.ts';
import type { GameEndReason } from './mission.ts';
import { missionById } from './missionCatalogue.ts';

/**
 * Whether a player is in a Retreat! situation: `inRetreat(state, player)` (rules/state/inRetreat.ts)
 * in play (rules/decide/missionDecisions.ts, RETREAT); NO_RETREAT for tests of the round limit alone.
 */
export type RetreatHook = (state: GameState, player: string) => boolean;

export const NO_RETREAT: RetreatHook = () => false;

/** Game Rounds a game lasts: its mission's, or 3 (n5/missions/game-end). */
export const roundLimit = (s: Pick<GameState, 'mission'>): number =>
  s.mission === undefined ? 3 : missionById(s.mission.id).rounds;

/** Every player had its Active Turn in the current round, and no Turn is running. */
export const roundOver = (s: Pick<GameState, 'activePlayer' | 'playedThisRound' | 'armies' | 'round'>): boolean =>
  s.activePlayer === null && s.round > 0 && s.playedThisRound.length >= s.armies.length;

/**
 * Why the game may end now (n5/missions/game-end), or null if it goes on: between Turns, after
 * the last round of the mission, or at the end of the Turn of a player in Retreat! (unless the
 * mission plays on, No Quarter).
 */
export const gameEndReason = (s: GameState, inRetreat: RetreatHook = NO_RETREAT): GameEndReason | null => {
  if (s.activePlayer !== null || s.round === 0) return null;
  if (s.round >= roundLimit(s) && roundOver(s)) return 'round-limit';
  const last = s.playedThisRound[s.playedThisRound.length - 1];
  const retreatCounts = s.mission === undefined || missionById(s.mission.id).retreatEndsGame;
  return last !== undefined && retreatCounts && inRetreat(s, last) ? 'retreat' : null;
};
