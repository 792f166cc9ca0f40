import { describe, expect, it } from 'vitest';
import * as t from 'io-ts';
import { nullableMember } from '../../../kernel/log/nullableMember.ts';

describe('nullableMember (a union of null and one codec)', () => {
  it('gives the codec that is not null, whichever side null is on, through t.readonly', () => {
    const Sv = t.type({ value: t.number });
    expect(nullableMember(t.union([Sv, t.null]))).toBe(Sv);
    expect(nullableMember(t.union([t.null, t.string]))).toBe(t.string);
    expect(nullableMember(t.union([Sv, t.readonly(t.null)]))).toBe(Sv);
  });

  it('gives nothing for any other union, or for what is not a union', () => {
    expect(nullableMember(t.union([t.string, t.number]))).toBe(undefined);
    expect(nullableMember(t.union([t.string, t.number, t.null]))).toBe(undefined);
    expect(nullableMember(t.union([t.null, t.null]))).toBe(undefined);
    expect(nullableMember(t.string)).toBe(undefined);
    expect(nullableMember(t.type({ types: t.null }))).toBe(undefined);
  });
});
