import type { Edition } from '../edition.ts';
import type { ArmyList } from '../profiles/index.ts';
import { isMissionId, missionById, type MissionId } from '../missions/index.ts';

/** A game's mission as it starts: the mission's id and each player's Classified Objectives drawn. */
export interface MissionSetup {
  readonly id: MissionId;
  readonly classified: readonly { readonly player: string; readonly objectives: readonly string[] }[];
}

/**
 * Why a mission cannot start the game, or null: the catalogue's missions are N5 ones; Classified
 * Objectives are drawn by players of the game, no more than the mission deals, each once.
 */
export const missionSetupProblem = (
  edition: Edition,
  armies: readonly ArmyList[],
  setup: MissionSetup,
): string | null => {
  if (!isMissionId(setup.id)) return `there is no mission ${String(setup.id)} in the catalogue (docs/missions.md)`;
  const mission = missionById(setup.id);
  if (mission.edition !== edition)
    return `${mission.title} is an ${mission.edition.toUpperCase()} mission; this game is ${edition.toUpperCase()} (n5/missions/objective-points)`;
  for (const c of setup.classified) {
    if (!armies.some((a) => a.player === c.player))
      return `no army belongs to player ${c.player} (Classified Objectives)`;
    if (c.objectives.length > mission.classified.count)
      return `${mission.title} deals ${mission.classified.count} Classified Objective(s) to each player; ${c.player} has ${c.objectives.length} (n5/missions/classified-objectives)`;
    if (new Set(c.objectives).size !== c.objectives.length)
      return `${c.player} draws the same Classified Objective twice (n5/missions/classified-objectives)`;
  }
  return null;
};
