import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { jsonDiff } from '../../audit/jsonDiff.ts';
import { jsonEqual } from '../../audit/jsonEqual.ts';

/** Rebuilds a JSON value with every object's keys in reverse order (same value, other layout). */
const reordered = (v: unknown): unknown => {
  if (Array.isArray(v)) return v.map(reordered);
  if (typeof v === 'object' && v !== null)
    return Object.fromEntries(
      Object.entries(v)
        .reverse()
        .map(([k, x]) => [k, reordered(x)]),
    );
  return v;
};

describe('jsonEqual (the fast test before a ruling diff)', () => {
  it('reads own fields only: a key named like an Object.prototype method is not inherited', () => {
    expect(jsonEqual({ valueOf: 1 }, {})).toBe(false);
    expect(jsonEqual({}, { toString: 'x' })).toBe(false);
    expect(jsonEqual({ constructor: undefined }, {})).toBe(true);
    expect(jsonDiff({ valueOf: 1 }, {}).map((d) => d.path)).toEqual(['valueOf']);
  });

  test.prop([fc.jsonValue()])('a value equals any copy of it, whatever the key order', (v) => {
    expect(jsonEqual(v, structuredClone(v))).toBe(true);
    expect(jsonEqual(v, reordered(v))).toBe(true);
  });

  test.prop([fc.jsonValue(), fc.jsonValue()])('agrees with jsonDiff: equal exactly when no field differs', (a, b) => {
    expect(jsonEqual(a, b)).toBe(jsonDiff(a, b, Number.MAX_SAFE_INTEGER).length === 0);
    expect(jsonEqual(a, b)).toBe(jsonEqual(b, a));
  });

  test.prop([fc.dictionary(fc.string(), fc.jsonValue(), { minKeys: 1 }), fc.jsonValue()])(
    'one changed or added field makes two objects differ',
    (o, x) => {
      const key = Object.keys(o)[0] ?? '';
      const changed = { ...o, [key]: [o[key], x] };
      expect(jsonEqual(o, changed)).toBe(false);
      expect(jsonEqual(o, { ...o, '\u0000extra': x })).toBe(false);
      expect(jsonEqual({ ...o, gone: undefined }, o)).toBe(!Object.hasOwn(o, 'gone') || o['gone'] === undefined);
    },
  );
});
