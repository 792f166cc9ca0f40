// `arbiter/machines` (docs/api.md): the statechart definitions (xstate `setup()` machines) and their JSON export.
export { gameMachine, machineDefinitions, orderMachine } from '../machines/index.ts';
export type { MachineDefinition } from '../machines/index.ts';
