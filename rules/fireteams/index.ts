export type { Fireteam, FireteamChart, FireteamKind, FireteamSpec } from './fireteam.ts';
export { DEFAULT_FIRETEAM_CHART, FIRETEAM_KINDS, FIRETEAM_SIZES, fireteamOf } from './fireteam.ts';
export type { FireteamBonus } from './fireteamLevel.ts';
export { fireteamBonuses, fireteamLevel, hasFireteamBonus } from './fireteamLevel.ts';
export { fireteamBar, fireteamCreationRefusal, fireteamEditionRefusal } from './fireteamRequirements.ts';
export {
  fireteamActivationRefusal,
  fireteamDeclarationRefusal,
  levelOf,
  memberOrderRefusal,
  unitOf,
} from './fireteamOrder.ts';
export type { IntegrityChange } from './fireteamIntegrity.ts';
export { afterCoherency, fireteamIntegrity } from './fireteamIntegrity.ts';
export type { DeploymentFireteamRefusal } from './deploymentFireteams.ts';
export { deploymentFireteamRefusal } from './deploymentFireteams.ts';
export type { FireteamRoll, FireteamRollBonus } from './fireteamRollBonus.ts';
export { fireteamLevels, fireteamRollBonus } from './fireteamRollBonus.ts';
export { FIRETEAM_ARO, fireteamAroRefusal } from './fireteamAro.ts';
