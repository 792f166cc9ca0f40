// The viewer for a Necromunda log: its view model (frames with the hit statechart's state, timeline, machines).
export { readNecromundaLog } from './readNecromundaLog.ts';
export type { NecromundaViewedLog } from './readNecromundaLog.ts';
export { necromundaViewModel, hitOf } from './necromundaViewModel.ts';
export { hitMachineState, owedText, HIT_MACHINE } from './hitMachineState.ts';
export { fighterCards } from './fighterCards.ts';
export { necromundaRuling } from './necromundaRuling.ts';
