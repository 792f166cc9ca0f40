import type { TroopersState } from '../../projections/troopersOf.ts';
import { scoreText } from '../../audit/scoringLines.ts';

/** The mission's score under the trooper table: the rounds scored, the standing or the final score and the winner. */
export const missionLines = (state: TroopersState): readonly string[] => {
  const m = state.mission;
  if (m === undefined) return [];
  const name = (id: string): string => state.factions?.[id] ?? id;
  const head =
    m.ended === null
      ? `Mission ${m.title}: ${m.roundsScored.length === 0 ? 'no round scored yet' : `rounds scored ${m.roundsScored.join(', ')}`}; standing`
      : `Mission ${m.title}: game over (${m.ended.reason === 'retreat' ? 'Retreat!' : 'last round played'}), ${m.ended.winner === null ? 'a draw' : `${name(m.ended.winner)} wins`}; final score`;
  return ['', head, ...m.standing.map((s) => `  ${scoreText(s, name)}`)];
};
