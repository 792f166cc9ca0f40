export type { SaveRequest, SaveOutcome } from './saveRequest.ts';
export { planSaves } from './planSaves.ts';
export { resolveSaves, saveDiceNeeded } from './resolveSaves.ts';
export { applySaveOutcome, type SaveOutcomeApplied } from './applySaveOutcome.ts';
