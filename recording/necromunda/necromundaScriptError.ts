import { necromundaCitation, type NecromundaCitationId } from '../../rules/necromunda/index.ts';
import { FORMAT_RULES, formatRuleSource, isFormatRuleId, type FormatRuleId } from '../formatRules.ts';

/** A problem in a recorded Necromunda game, located, with the rule it breaks (the page's, or the format's). */
export interface NecromundaScriptError {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  /** Dotted path of the field, e.g. `hits[2].save`. */
  readonly path: string;
  readonly message: string;
  readonly rule: NecromundaCitationId | FormatRuleId;
}

/** The rule's title and where it is explained. */
export const necromundaRuleReference = (
  rule: NecromundaCitationId | FormatRuleId,
): { readonly id: string; readonly title: string; readonly source: string } => {
  if (isFormatRuleId(rule)) return { id: rule, title: FORMAT_RULES[rule].title, source: formatRuleSource(rule) };
  const c = necromundaCitation(rule);
  return { id: rule, title: c.title, source: c.source };
};

export const formatNecromundaScriptError = (e: NecromundaScriptError): string => {
  const rule = necromundaRuleReference(e.rule);
  return `${e.file}:${e.line}:${e.column}: ${e.path === '' ? '' : `${e.path}: `}${e.message} [${rule.id}: ${rule.title} — ${rule.source}]`;
};
