import * as E from 'fp-ts/lib/Either.js';

/**
 * An Either in the hand-written `{ ok: true, … } | { ok: false, … }` shape, for the call sites not
 * converted to fp-ts Either yet: recording/gameInput.ts and parseRecordedGame.ts, whose { ok } shape
 * is public (machines/gameSession.ts and recording/recordGame.ts keep a shape of their own; issue 20
 * item 3, next step). The fields of each side are spread next to `ok`. Delete it once nothing calls
 * it; nothing new should.
 */
export type LegacyOkResult<L extends object, R extends object> =
  ({ readonly ok: false } & Readonly<L>) | ({ readonly ok: true } & Readonly<R>);

export const legacyOkResult = <L extends object, R extends object>(e: E.Either<L, R>): LegacyOkResult<L, R> =>
  E.isLeft(e) ? { ok: false, ...e.left } : { ok: true, ...e.right };
