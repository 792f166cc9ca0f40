export type { DiceSlice, ParticipantEffect, Participant, Exchange, DiceRequest, ResolutionPlan } from './exchange.ts';
export type { AroEntry, OrderDeclarations } from './orderDeclarations.ts';
export { activeSkills } from './orderDeclarations.ts';
export type { PlanResult } from './planResolution.ts';
export { planResolution } from './planResolution.ts';
export type { HitTally, ExchangeResult } from './exchangeResult.ts';
export type { RolledDice } from './resolveExchanges.ts';
export { resolveExchanges } from './resolveExchanges.ts';
