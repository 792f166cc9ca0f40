import { scoresOf } from '../rules/decide/index.ts';
import { missionById, type GameOutcome, type PlayerScore } from '../rules/missions/index.ts';
import type { GameState } from '../rules/state/index.ts';

/** The mission of a game as a replay shows it: the rounds scored, the score standing now, how the game ended. */
export interface MissionScoreView {
  readonly id: string;
  readonly title: string;
  readonly roundsScored: readonly number[];
  /** The score if the game ended now (the last round's zones, every Classified Objective accomplished, the table's points). */
  readonly standing: readonly PlayerScore[];
  /** How the game ended (null: it goes on). */
  readonly ended: GameOutcome | null;
}

/** The mission's score of a game, or undefined when it plays none. */
export const missionScoreOf = (s: GameState): MissionScoreView | undefined => {
  if (s.mission === undefined) return undefined;
  const rounds = Object.keys(s.mission.rounds)
    .map(Number)
    .sort((a, b) => a - b);
  const last = rounds[rounds.length - 1];
  const facts = (last === undefined ? undefined : s.mission.rounds[last]) ?? { dominate: {}, classified: [] };
  const classified = rounds.flatMap((r) => s.mission?.rounds[r]?.classified ?? []);
  return {
    id: s.mission.id,
    title: missionById(s.mission.id).title,
    roundsScored: rounds,
    standing: scoresOf(s, facts, classified),
    ended: s.ended ?? null,
  };
};
