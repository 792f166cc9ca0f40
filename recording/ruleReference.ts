import { citation, isCitationId, type CitationId } from '../rules/citations/index.ts';
import { FORMAT_RULES, formatRuleSource, type FormatRuleId } from './formatRules.ts';

/** What a refusal of a recorded game names: a rule of the game (its edition's citation) or a format rule. */
export type RuleId = CitationId | FormatRuleId;

export interface RuleReference {
  readonly id: RuleId;
  readonly title: string;
  readonly source: string;
}

/** A rule's title and where it is explained: the citation catalogue or the format's own table. */
export const ruleReference = (id: RuleId): RuleReference => {
  if (isCitationId(id)) {
    const c = citation(id);
    return { id, title: c.title, source: c.source };
  }
  return { id, title: FORMAT_RULES[id].title, source: formatRuleSource(id) };
};
