import type { CitationId } from '../rules/citations/index.ts';
import type { PlayRuleId } from './playRules.ts';

/** Why an answer was refused, and the rule: a rule of the game, or one of `arbiter play`'s own. */
export interface PlayRefusal {
  readonly reason: string;
  readonly rule: CitationId | PlayRuleId;
}

export const playRefusal = (reason: string, rule: CitationId | PlayRuleId): PlayRefusal => ({ reason, rule });
