export type { SkillId, SkillDeclaration, ShotAllocation, RollPurpose } from './skillDeclaration.ts';
export { SKILL_IDS, ROLL_PURPOSES } from './skillDeclaration.ts';
export type { SkillCategory } from './skillCategory.ts';
export {
  skillCategory,
  fillsWholeOrder,
  declaredCategory,
  declarationFillsOrder,
  usableInAro,
  skillStructureCitation,
} from './skillCategory.ts';
export { declarationRefusal } from './declarationRefusal.ts';
export { ammoRefusal, attackAmmoRefusal, ammoChoiceCitation } from './ammoRefusal.ts';
export { declaredWeapon, listedWeapon } from './declaredWeapon.ts';
export type { AroContext } from './aroRefusal.ts';
export { aroRefusal, aroEligible, undeclaredEligible } from './aroRefusal.ts';
export type { OrderPools } from './orderPools.ts';
export {
  chainOfCommandCitation,
  chainOfCommandSuccessor,
  commandSkillProblem,
  ncoCitation,
  ncoUser,
  lieutenantTokenBonus,
  tacticalAwarenessCitation,
  tacticalAwarenessOrders,
} from './commandSkills.ts';
export { formOrderPools, lieutenantInCommand, lossOfLieutenantCitation, isolatedOrdersCitation } from './orderPools.ts';
export type { OrderKind, SpendResult } from './spendOrder.ts';
export { spendOrder } from './spendOrder.ts';
export {
  impetuousCitation,
  impetuousSkillsCitation,
  impetuousDeclarationRefusal,
  impetuousMarkerRefusal,
  impetuousCoverRefusal,
  impetuousOrders,
  impetuousPart,
} from './impetuous.ts';
export { appointmentRefusal, canAppointSomeone } from './appointLieutenant.ts';
export {
  retreatCount,
  retreatSituationCitation,
  retreatSkillRefusal,
  retreatStateCitation,
  retreatThreshold,
  survivingPoints,
} from './retreat.ts';
export {
  coordinationRefusal,
  coordinatedDeclarationRefusal,
  coordinatedAroRefusal,
  coordinatedBurst,
  coordinatedCitation,
  commandTokenCitation,
  spendCommandToken,
  STARTING_COMMAND_TOKENS,
} from './coordinatedOrder.ts';
export { turnRound } from './turnRound.ts';
export { attackWeaponRefusal, isBsWeapon, isCcWeapon, bsAttackRequirements } from './attackWeaponRefusal.ts';
export { latePlacementRefusal } from './latePlacementRefusal.ts';
export { commsAttackRefusal, commsAttackCitation, commsTargets, programFor, hackable } from './commsAttackRefusal.ts';
export { routePoints, routeEnd, carriesRoute, onRoute, declaredPoint, START_POINT } from './routePoints.ts';
export { routeRefusal } from './routeRefusal.ts';
export { pendingFiringPoint, pendingPointRefusal } from './pendingFiringPoint.ts';
export type { MeasurementContext } from './measurementRefusal.ts';
export { measurementRefusal } from './measurementRefusal.ts';
export { expenditureSequenceCitation } from './expenditureSequence.ts';
export type {
  AgreedOrderSpent,
  AgreedOutcome,
  PlayersRuling,
  RuledOutcome,
  RulingGround,
  PlayersVerdict,
} from './playersRuling.ts';
export { playersRuling } from './playersRuling.ts';
export {
  ordersCounted,
  spendableTokens,
  strategicCitation,
  strategicUseRefusal,
  type StrategicContext,
  type StrategicUse,
} from './strategicTokens.ts';
export {
  COMBAT_GROUP_LIMIT,
  changeGroupCitation,
  combatGroupSize,
  inTacticalPhase,
  reactiveTurnCitation,
  regularAfterMove,
  tokenUseCitation,
  tokenUseRefusal,
  tokenUsesCitation,
  withRegularOrder,
  type TokenUse,
  type TokenUseContext,
} from './executiveTokens.ts';
