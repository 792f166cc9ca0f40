export type { DeploymentPlace, DeploymentDeclaration, DeploymentRoll, TrooperDeployment } from './deploymentRuling.ts';
export { DEPLOYMENT_PLACES, deploymentRuling, deploymentPhaseCitation, isRefusal } from './deploymentRuling.ts';
export type { DeploymentSetup, DeploymentPhase } from './deploymentPhase.ts';
export { ruleDeploymentPhase, deployedTable, deploymentSetupOf } from './deploymentPhase.ts';
export {
  airborneAroRefusal,
  airborneCitation,
  airborneDeclarationRefusal,
  isOffTable,
  landingCitation,
} from './airborneDeployment.ts';
export {
  disconnectedAroRefusal,
  disconnectedPeripherals,
  isPeripheral,
  peripheralActivationRefusal,
  peripheralCitation,
  peripheralListProblem,
} from './peripherals.ts';
