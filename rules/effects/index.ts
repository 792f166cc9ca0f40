export type { SaveRequest, SaveOutcome } from './saveRequest.ts';
export { planSaves } from './planSaves.ts';
export { resolveSaves, saveDiceNeeded, saveDiceOwed } from './resolveSaves.ts';
export { allotSaveFaces, type SaveFaces } from './continuousDamage.ts';
export { applySaveOutcome, type SaveOutcomeApplied } from './applySaveOutcome.ts';
