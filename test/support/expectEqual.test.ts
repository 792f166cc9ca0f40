import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { expectEqual } from './expectEqual.ts';

const verdict = (f: () => void): boolean => {
  try {
    f();
    return true;
  } catch {
    return false;
  }
};

// Pairs that are often equal, often nearly so: a value and a copy with one field changed or made undefined.
const value = fc.anything({ maxDepth: 3, withObjectString: false, withNullPrototype: false });
const pair = fc.oneof(
  fc.tuple(value, value),
  value.map((v) => [v, structuredClone(v)] as const),
  fc.tuple(fc.dictionary(fc.string(), value), fc.string(), value).map(([o, k, v]) => [o, { ...o, [k]: v }] as const),
  fc.dictionary(fc.string(), value).map((o) => [o, { ...o, extra: undefined }] as const),
);

describe('expectEqual (test/support/expectEqual.ts) is toEqual, answered quickly when equal', () => {
  test.prop([pair], { numRuns: 500 })('it fails exactly when toEqual fails', ([a, b]) => {
    expect(verdict(() => expectEqual(a, b))).toBe(verdict(() => expect(a).toEqual(b)));
  });
});
