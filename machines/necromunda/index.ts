// Necromunda's hit statechart, its deciders (commands → events or a refusal citing the page) and a session.
export type { DeclareHit, NecromundaCommand, NecromundaCommandType } from './necromundaCommand.ts';
export type { NecromundaDecision, NecromundaRefusal } from './necromundaRefusal.ts';
export { decideNecromunda, necromundaDecider } from './decideNecromunda.ts';
export { necromundaHitMachine } from './necromundaHitMachine.ts';
export type { NecromundaHitStep } from './necromundaHitMachine.ts';
export { createNecromundaSession } from './necromundaSession.ts';
export type { NecromundaRejection, NecromundaSession } from './necromundaSession.ts';
export { necromundaMachineDefinitions } from './necromundaMachineDefinitions.ts';
