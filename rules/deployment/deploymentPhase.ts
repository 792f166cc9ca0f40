import * as E from 'fp-ts/lib/Either.js';
import type { Edition } from '../edition.ts';
import type { ArmyList } from '../profiles/index.ts';
import { enterState, withTrooper, type TableView } from '../table/index.ts';
import {
  deploymentPhaseCitation,
  deploymentRuling,
  isRefusal,
  type DeploymentDeclaration,
  type TrooperDeployment,
} from './deploymentRuling.ts';

/** The Deployment Phase as the players record it: who deployed first, and the troopers not simply placed in their zone. */
export interface DeploymentSetup {
  readonly first: string;
  readonly troopers: readonly DeploymentDeclaration[];
}

/** The Deployment Phase as ruled and logged with GameStarted (rules/events/gameEvents.ts, DeploymentPhaseC). */
export interface DeploymentPhase {
  readonly first: string;
  readonly troopers: readonly TrooperDeployment[];
}

/**
 * The Deployment Phase ruled, or why it cannot be (a sentence naming the rule): the player who
 * deploys first must be one of the armies', each trooper listed once, and each place allowed by
 * its Deployment Skills (deploymentRuling); a trooper off the table starts in no other state.
 */
export const ruleDeploymentPhase = (
  edition: Edition,
  armies: readonly ArmyList[],
  starting: readonly { readonly trooper: string; readonly states: readonly string[] }[],
  setup: DeploymentSetup,
): E.Either<string, DeploymentPhase> => {
  const phase = deploymentPhaseCitation();
  if (!armies.some((a) => a.player === setup.first))
    return E.left(`deployment: no army belongs to player ${setup.first}, who deploys first (${phase})`);
  const profiles = armies.flatMap((a) => a.groups.flatMap((g) => g.troopers));
  const seen = new Set<string>();
  const troopers: TrooperDeployment[] = [];
  for (const d of setup.troopers) {
    const profile = profiles.find((p) => p.id === d.trooper);
    if (profile === undefined) return E.left(`deployment: there is no trooper ${d.trooper} (${phase})`);
    if (seen.has(d.trooper)) return E.left(`deployment: ${d.trooper} is deployed twice (${phase})`);
    seen.add(d.trooper);
    const r = deploymentRuling(edition, profile, d);
    if (isRefusal(r)) return E.left(`deployment: ${r.reason} (${r.citation})`);
    if (r.place === 'off-table' && starting.some((s) => s.trooper === d.trooper && s.states.length > 0))
      return E.left(
        `deployment: ${d.trooper} stays off the table and starts in no state (${r.citations[r.citations.length - 1] ?? phase})`,
      );
    troopers.push(r);
  }
  return E.right({ first: setup.first, troopers });
};

/** The table once deployed: a trooper left off the table is in the Airborne Deployment state. */
export const deployedTable = (table: TableView, phase: DeploymentPhase | undefined): TableView =>
  (phase?.troopers ?? [])
    .filter((t) => t.place === 'off-table')
    .reduce((tb, t) => withTrooper(tb, t.trooper, (v) => enterState(v, 'airborne-deployment')), table);

/** The declarations a ruled Deployment Phase was ruled from (a game's setup read back from its first event). */
export const deploymentSetupOf = (phase: DeploymentPhase): DeploymentSetup => ({
  first: phase.first,
  troopers: phase.troopers.map((t) => ({
    trooper: t.trooper,
    place: t.declared,
    ...(t.roll === undefined ? {} : { die: t.roll.die }),
  })),
});
