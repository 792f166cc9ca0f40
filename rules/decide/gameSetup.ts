import * as E from 'fp-ts/lib/Either.js';
import type { Edition } from '../edition.ts';
import type { Readings } from '../readings.ts';
import type { ArmyList } from '../profiles/index.ts';
import type { EventOf } from '../events/index.ts';
import { commandSkillProblem, STARTING_COMMAND_TOKENS } from '../orders/index.ts';
import type { StartingStates } from '../state/index.ts';
import { initialTable, startingStatesProblem } from '../table/index.ts';
import { markerStartProblem } from '../combat/markerStart.ts';
import { declineProblem } from '../combat/survivalDecline.ts';
import { weaponDamageProblem } from '../combat/weaponDamageFigure.ts';
import { deploymentFireteamRefusal } from '../fireteams/index.ts';
import { missionSetupProblem, type MissionSetup } from './missionSetup.ts';
import { peripheralListProblem, ruleDeploymentPhase, type DeploymentSetup } from '../deployment/index.ts';

/** What a game starts from: the edition, the armies, and how the table stands (a game recorded from mid-way). */
export interface GameSetup {
  readonly edition: Edition;
  readonly title: string;
  readonly armies: readonly ArmyList[];
  /** Rules corrected after printing, read another way (default: every correction applies). */
  readonly readings?: Readings;
  /** Command Tokens per player at the start (default 4). */
  readonly commandTokens?: number;
  /** Troopers that start the game in a state, logged with GameStarted. */
  readonly startingStates?: readonly StartingStates[];
  /** The mission played, with the Classified Objectives drawn (absent: none). */
  readonly mission?: MissionSetup;
  /** The Deployment Phase, when recorded: who deploys first and where troopers deploy (rules/deployment/). */
  readonly deployment?: DeploymentSetup;
}

/**
 * The game's first event, or why the game cannot start: starting states for a trooper not in the
 * armies, or a state no game starts in. Starting states and Command Tokens are logged only when
 * they differ from the usual start.
 */
export const decideGameStarted = (setup: GameSetup): E.Either<string, EventOf<'GameStarted'>> => {
  const troopers = setup.armies.flatMap((a) => a.groups.flatMap((g) => g.troopers.map((t) => t.id)));
  const problem = startingStatesProblem(setup.edition, troopers, setup.startingStates ?? []);
  if (problem !== null) return E.left(problem);
  const profiles = setup.armies.flatMap((a) => a.groups.flatMap((g) => g.troopers));
  for (const p of profiles)
    for (const w of p.weapons) {
      const damage = weaponDamageProblem(setup.edition, w);
      if (damage !== null) return E.left(`${p.id}: ${damage}`);
    }
  for (const p of profiles) {
    const declined = declineProblem(setup.edition, p);
    if (declined !== null)
      return E.left(declined.citation === null ? declined.reason : `${declined.reason} (${declined.citation})`);
  }
  const command = commandSkillProblem(setup.edition, profiles);
  if (command !== null) return E.left(command);
  for (const army of setup.armies) {
    const peripheral = peripheralListProblem(setup.edition, army);
    if (peripheral !== null) return E.left(peripheral);
  }
  const marker = markerStartProblem(setup.edition, profiles, setup.startingStates ?? []);
  if (marker !== null) return E.left(marker);
  const team = deploymentFireteamRefusal(
    initialTable(setup.edition, setup.armies, setup.startingStates ?? [], setup.readings),
    setup.armies,
  );
  if (team !== null)
    return E.left(
      `Fireteam ${setup.armies[team.army]?.fireteams?.[team.fireteam]?.id ?? ''}: ${team.refusal.reason} (${team.refusal.citation})`,
    );
  const mission = setup.mission === undefined ? null : missionSetupProblem(setup.edition, setup.armies, setup.mission);
  if (mission !== null) return E.left(mission);
  const starting = (setup.startingStates ?? []).filter((s) => s.states.length > 0);
  const deployed =
    setup.deployment === undefined
      ? undefined
      : ruleDeploymentPhase(setup.edition, setup.armies, starting, setup.deployment);
  if (deployed !== undefined && E.isLeft(deployed)) return deployed;
  return E.right({
    type: 'GameStarted',
    edition: setup.edition,
    title: setup.title,
    armies: setup.armies,
    ...(starting.length === 0 ? {} : { startingStates: starting }),
    ...(setup.readings === undefined ? {} : { readings: setup.readings }),
    ...(setup.commandTokens === undefined || setup.commandTokens === STARTING_COMMAND_TOKENS
      ? {}
      : { commandTokens: setup.commandTokens }),
    ...(setup.mission === undefined ? {} : { mission: setup.mission }),
    ...(deployed === undefined ? {} : { deployment: deployed.right }),
  });
};
