import * as E from 'fp-ts/lib/Either.js';
import type { GameInput } from '../machines/index.ts';
import { legacyOkResult, type LegacyOkResult } from '../rules/legacyOkResult.ts';
import type { RecordedGame } from './recordedGameCodec.ts';
import { toGameInput, type GameInputProblem } from './toGameInput.ts';

export type GameInputResult = LegacyOkResult<GameInputProblem, { readonly input: GameInput }>;

/** toGameInput in the `{ ok }` shape, for recordGame.ts and cli/ until they take the Either (issue 20 item 3). */
export const gameInput = (game: RecordedGame): GameInputResult =>
  legacyOkResult(E.map((input: GameInput) => ({ input }))(toGameInput(game)));
