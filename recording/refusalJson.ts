import type { ScriptError } from './scriptError.ts';

/** A refused recorded game as `arbiter record --json` prints it: one object, for tools (the ScriptError's fields). */
export interface RefusalJson extends ScriptError {
  // eslint-disable-next-line no-restricted-syntax -- printed output (`arbiter record --json`), not a result type
  readonly ok: false;
}

export const refusalJson = (e: ScriptError): RefusalJson => ({
  // eslint-disable-next-line no-restricted-syntax -- printed output (`arbiter record --json`), not a result type
  ok: false,
  file: e.file,
  line: e.line,
  column: e.column,
  path: e.path,
  message: e.message,
  rule: e.rule,
  edition: e.edition,
});
