import type * as E from 'fp-ts/lib/Either.js';
import type { ParsedGame } from './readRecordedGame.ts';
import { readRecordedGame } from './readRecordedGame.ts';
import type { ScriptError } from './scriptError.ts';

export type { PathSegment, SourceMap } from './sourceMap.ts';
export { formatPath } from './sourceMap.ts';

/** A recorded game read and decoded, or the first problem with its file, line, column, field and rule. */
export type ParseResult = E.Either<ScriptError, ParsedGame>;

/** Reads a recorded game (docs/recorded-game.md): {@link readRecordedGame}, under the name the library first gave it. */
export const parseRecordedGame = (file: string, input: string | Uint8Array): ParseResult =>
  readRecordedGame(file, input);
