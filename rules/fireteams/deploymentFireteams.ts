import type { ArmyList } from '../profiles/trooperProfile.ts';
import type { Refusal } from '../refusal.ts';
import type { TableView } from '../table/index.ts';
import type { Fireteam } from './fireteam.ts';
import { fireteamCreationRefusal } from './fireteamRequirements.ts';

/** A Fireteam of an army list that cannot be formed at deployment: which army, which team, and why. */
export interface DeploymentFireteamRefusal {
  readonly army: number;
  readonly fireteam: number;
  readonly refusal: Refusal;
}

/**
 * The Fireteams the army lists form at deployment (n5/fireteams/creation), checked one after the
 * other as each would be created on the starting table: the first that cannot be, or null.
 */
export const deploymentFireteamRefusal = (
  table: TableView,
  armies: readonly ArmyList[],
): DeploymentFireteamRefusal | null => {
  const formed: Fireteam[] = [];
  for (const [a, army] of armies.entries()) {
    for (const [f, spec] of (army.fireteams ?? []).entries()) {
      const refusal = fireteamCreationRefusal(table, army.player, army.fireteamChart, formed, spec);
      if (refusal !== null) return { army: a, fireteam: f, refusal };
      formed.push({
        ...spec,
        player: army.player,
        members: [spec.leader, ...spec.members.filter((m) => m !== spec.leader)],
      });
    }
  }
  return null;
};
