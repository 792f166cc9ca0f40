export type {
  DiceSlice,
  ParticipantEffect,
  Participant,
  StrayFire,
  DodgeTarget,
  Exchange,
  DiceRequest,
  ExtraDice,
  ResolutionPlan,
} from './exchange.ts';
export type { AroEntry, OrderDeclarations } from './orderDeclarations.ts';
export { activeSkills } from './orderDeclarations.ts';
export type { PlanResult } from './planResolution.ts';
export { planResolution } from './planResolution.ts';
export type { Shot, NullifiedShot, ShotPlan } from './templateShots.ts';
export { templateShots, isDirectTemplate, isImpactTemplate } from './templateShots.ts';
export type { HitTally, StrayHit, ExchangeResult } from './exchangeResult.ts';
export type { RolledDice } from './resolveExchanges.ts';
export { resolveExchanges } from './resolveExchanges.ts';
export type { DodgeResult } from './dodgeResults.ts';
export { dodgeResults } from './dodgeResults.ts';
export { dodgeEngagementChanges } from './dodgeEngagement.ts';
export type { ResetResult } from './resetResults.ts';
export { resetResults } from './resetResults.ts';
export { discoverTargetOf } from './markerPlan.ts';
export type { VoidedSkill } from './voidedSkill.ts';
export { voidUnmetSkills, unmetRequirement, invalidDeclarationCitation } from './voidUnmetSkills.ts';
export { pointOf } from './pointOf.ts';
