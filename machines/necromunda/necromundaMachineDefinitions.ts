import { machineDefinition, type MachineDefinition } from '../machineDefinitions.ts';
import { necromundaHitMachine } from './necromundaHitMachine.ts';

/** Necromunda's statecharts, by id, as JSON (for `arbiter machines --ruleset necromunda-2018` and tools). */
export const necromundaMachineDefinitions = (): Readonly<Record<'necromunda-hit', MachineDefinition>> => ({
  'necromunda-hit': machineDefinition(necromundaHitMachine),
});
