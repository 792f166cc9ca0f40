import type { Edition } from '../rules/edition.ts';
import { ruleReference, type RuleId } from './ruleReference.ts';

/** A problem in a recorded-game file, located for the person who wrote it, with the rule it breaks. */
export interface ScriptError {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  /** Dotted path of the field, e.g. `turns[0].orders[1].dice.senku[2]`. */
  readonly path: string;
  /** The reason, without the rule (formatScriptError adds it). */
  readonly message: string;
  /** A citation of the game's edition (a rule of the game) or a format rule (`recorded-game/…`). */
  readonly rule: RuleId;
  /** The game's edition, when the file got far enough to say (null before that). */
  readonly edition: Edition | null;
}

export const formatScriptError = (e: ScriptError): string => {
  const rule = ruleReference(e.rule);
  return `${e.file}:${e.line}:${e.column}: ${e.path === '' ? '' : `${e.path}: `}${e.message} [${rule.id}: ${rule.title} — ${rule.source}]`;
};
