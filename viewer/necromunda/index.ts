// The viewer for a Necromunda log: its view model (frames with the game statechart's state, what is
// owed, the fighters and vehicles, the timeline by hit and what followed each, the machines).
export { readNecromundaLog } from './readNecromundaLog.ts';
export type { NecromundaViewedLog } from './readNecromundaLog.ts';
export { necromundaViewModel } from './necromundaViewModel.ts';
export { eventGroups, hitOf } from './eventGroups.ts';
export type { EventGroup, EventGroups } from './eventGroups.ts';
export { hitMachineState, owedSteps, owedText, HIT_MACHINE } from './hitMachineState.ts';
export { fighterCards } from './fighterCards.ts';
export { vehicleCards } from './vehicleCards.ts';
export { necromundaRuling } from './necromundaRuling.ts';
