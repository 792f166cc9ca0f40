import type { Edition } from '../rules/edition.ts';
import type { RuleId } from './ruleReference.ts';
import type { ScriptError } from './scriptError.ts';

/** A refused recorded game as `arbiter record --json` prints it: one object, for tools. */
export interface RefusalJson {
  readonly ok: false;
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly path: string;
  readonly message: string;
  readonly rule: RuleId;
  readonly edition: Edition | null;
}

export const refusalJson = (e: ScriptError): RefusalJson => ({
  ok: false, file: e.file, line: e.line, column: e.column, path: e.path, message: e.message, rule: e.rule, edition: e.edition,
});
