import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ContextCopier } from '../../machines/runtime/contextCopier.ts';

describe('ContextCopier (the compiled runtime copies a context once per macrostep)', () => {
  it('copies exactly what a spread copies, into a new object', () => {
    fc.assert(fc.property(fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), fc.jsonValue()), (context) => {
      const copier = new ContextCopier(context);
      const copy = copier.copy(context);
      expect(copy).not.toBe(context);
      expect(Object.keys(copy)).toEqual(Object.keys(context));
      for (const k of Object.keys(context)) expect(copy[k]).toBe(context[k]);
      expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    }));
  });

  it('learns a field a partial adds, so the next copy keeps it', () => {
    const first = { a: 1, b: 2 };
    const copier = new ContextCopier(first);
    const draft = copier.copy(first);
    const partial = { c: 3 };
    Object.assign(draft, partial);
    copier.learn(partial, draft);
    expect(copier.copy(draft)).toEqual({ a: 1, b: 2, c: 3 });
  });

  it.each([
    ['{"__proto__": {"polluted": true}, "ok": 2}', ['__proto__', 'ok']],
    ['{"a-b": 1, "ok": 2}', ['a-b', 'ok']],
  ])('never turns a field named __proto__ or a non-identifier into syntax: %s', (json, keys) => {
    const context = JSON.parse(json) as Record<string, unknown>;
    const copy = new ContextCopier(context).copy(context);
    expect(Object.keys(copy)).toEqual(keys);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});
