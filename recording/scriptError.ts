/** A problem in a recorded-game file, located for the person who wrote it. */
export interface ScriptError {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  /** Dotted path of the field, e.g. `turns[0].orders[1].dice.senku[2]`. */
  readonly path: string;
  readonly message: string;
}

export const formatScriptError = (e: ScriptError): string =>
  `${e.file}:${e.line}:${e.column}: ${e.path === '' ? '' : `${e.path}: `}${e.message}`;
