import type { PathSegment } from './parseRecordedGame.ts';
import type { RuleId } from './ruleReference.ts';

/** Stops a recording at a field of the file, with the reason and the rule. */
export class ScriptStop extends Error {
  constructor(
    readonly path: readonly PathSegment[],
    message: string,
    readonly rule: RuleId,
  ) {
    super(message);
  }
}
