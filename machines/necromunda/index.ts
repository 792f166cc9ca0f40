// Necromunda's game statechart, its deciders (commands → events or a refusal citing the page) and a session.
export type { DeclareHit, Measured, NecromundaCommand, NecromundaCommandType } from './necromundaCommand.ts';
export type { NecromundaDecision, NecromundaRefusal } from './necromundaRefusal.ts';
export { decideNecromunda, necromundaDecider } from './decideNecromunda.ts';
export { necromundaHitMachine } from './necromundaHitMachine.ts';
export type { NecromundaHitStep } from './necromundaHitMachine.ts';
export { NECROMUNDA_STEPS, necromundaStep } from './necromundaStep.ts';
export type { NecromundaStep } from './necromundaStep.ts';
export { owedStepWords } from './owedWords.ts';
export { createNecromundaSession } from './necromundaSession.ts';
export type { NecromundaRejection, NecromundaSession } from './necromundaSession.ts';
export { necromundaMachineDefinitions } from './necromundaMachineDefinitions.ts';
