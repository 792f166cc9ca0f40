import type { PathSegment } from './parseRecordedGame.ts';

/** Stops a recording at a field of the file, with the reason. */
export class ScriptStop extends Error {
  constructor(readonly path: readonly PathSegment[], message: string) {
    super(message);
  }
}
