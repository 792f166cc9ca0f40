import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sharedStrings } from '../../audit/sharedStrings.ts';

describe('audit/sharedStrings: equal short strings of decoded records shared, the data unchanged', () => {
  it('any JSON value reads the same after sharing, in the same objects and arrays', () => {
    const share = sharedStrings();
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const before = structuredClone(value);
        const shared = share(value);
        expect(shared).toBe(value);
        expect(shared).toStrictEqual(before);
      }),
    );
  });

  it('strings of any length, nested at any depth, many times over, keep their values', () => {
    const share = sharedStrings();
    const events = Array.from({ length: 70_000 }, (_, i) => ({
      type: 'StateEntered',
      citations: ['n5/states/unconscious', `n5/x/${i}`],
      why: `${'long reason '.repeat(8)}${i % 3}`,
      nested: [{ trooper: `t${i % 50}` }],
    }));
    const copy = structuredClone(events);
    for (const e of events) share(e);
    expect(events).toStrictEqual(copy);
  });
});
