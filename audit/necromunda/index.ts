// Necromunda logs for people: the ruling trail with each roll's odds and rules, and re-adjudication.
export { necromundaTrail, necromundaTrailLine, necromundaTrailLines } from './necromundaTrail.ts';
export type { TrailOptions } from './necromundaTrail.ts';
export { OUTCOME_WORDS, percent } from './trailWords.ts';
export { hitOutOfActionOdds } from './hitOutOfActionOdds.ts';
export { necromundaCommandsOf } from './necromundaCommandsOf.ts';
export { readjudicateNecromunda } from './readjudicateNecromunda.ts';
export type { NecromundaReadjudication, NecromundaRefusedCommand } from './readjudicateNecromunda.ts';
export { compareNecromundaRulings } from './compareNecromundaRulings.ts';
export type { NecromundaComparison, NecromundaDifference } from './compareNecromundaRulings.ts';
export { describeNecromundaDifference } from './describeNecromundaDifference.ts';
export { necromundaWhatIf } from './necromundaWhatIf.ts';
export type { ForkedHit, NecromundaFork } from './necromundaWhatIf.ts';
export { parseNecromundaWhatIf, NECROMUNDA_WHAT_IF_SYNTAX } from './necromundaWhatIfSyntax.ts';
export type { NecromundaWhatIf } from './necromundaWhatIfSyntax.ts';
