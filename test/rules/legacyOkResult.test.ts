import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { legacyOkResult } from '../../rules/legacyOkResult.ts';

describe('legacyOkResult (the { ok } shape for call sites not converted to Either yet, issue 20)', () => {
  it('spreads the right next to ok: true, the left next to ok: false', () => {
    expect(legacyOkResult(E.right({ input: 1 }))).toEqual({ ok: true, input: 1 });
    expect(legacyOkResult(E.left({ message: 'no', index: 2 }))).toEqual({ ok: false, message: 'no', index: 2 });
  });
});
