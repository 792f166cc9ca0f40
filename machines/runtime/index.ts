export { compileMachine, UnsupportedMachineError } from './compiledMachine.ts';
export type { CompiledMachine } from './compiledMachine.ts';
export { LeanActor } from './leanActor.ts';
export type { LeanSnapshot } from './leanActor.ts';
