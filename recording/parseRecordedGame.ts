import * as E from 'fp-ts/lib/Either.js';
import { legacyOkResult, type LegacyOkResult } from '../rules/legacyOkResult.ts';
import { readRecordedGame, type ParsedGame } from './readRecordedGame.ts';
import type { ScriptError } from './scriptError.ts';

export type { PathSegment, SourceMap } from './sourceMap.ts';
export { formatPath } from './sourceMap.ts';

export type ParseResult = LegacyOkResult<{ readonly error: ScriptError }, ParsedGame>;

/** readRecordedGame in the `{ ok }` shape, for cli/ and the recordGame call sites until they take the Either (issue 20 item 3). */
export const parseRecordedGame = (file: string, input: string | Uint8Array): ParseResult =>
  legacyOkResult(E.mapLeft((error: ScriptError) => ({ error }))(readRecordedGame(file, input)));
