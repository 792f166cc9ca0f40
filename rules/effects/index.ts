export type { SaveRequest, SaveOutcome } from './saveRequest.ts';
export { planSaves } from './planSaves.ts';
export { resolveSaves, saveDiceNeeded } from './resolveSaves.ts';
export { applySaveOutcome } from './applySaveOutcome.ts';
