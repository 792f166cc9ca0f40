import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { arbiterCatalogue } from '../../../events/arbiterCatalogue.ts';
import { compileCheck } from '../../../kernel/log/compiledCheck.ts';
import { arbitraryOf, asParsed } from './codecArbitrary.ts';
import { mangle, mangled, sampleEvents, singleChanges } from './eventSamples.ts';

const samples = sampleEvents();
const codecs = Object.entries(arbiterCatalogue.codecs).map(([tag, codec]) => ({
  tag,
  codec,
  check: compileCheck(codec),
}));

/** Every codec of the catalogue answers the same, compiled and by io-ts's `is`. */
const agreeOnAll = (value: unknown): void => {
  for (const { tag, codec, check } of codecs) {
    if (check(value) !== codec.is(value))
      throw new Error(`${tag}: compiled ${check(value)}, io-ts ${codec.is(value)} on ${JSON.stringify(value)}`);
  }
};

describe("an event codec's compiled check (the quick reader's) answers as io-ts's `is`", () => {
  test('the samples cover most event types', () => {
    const types = new Set(samples.map((e) => e.type));
    expect(types.size).toBeGreaterThanOrEqual(30);
  });

  test('on valid events of every type sampled, and on each against every other codec', () => {
    for (const e of samples) {
      expect(codecs.find((c) => c.tag === e.type)?.check(e)).toBe(true);
      agreeOnAll(e);
    }
  });

  test.prop([fc.nat(), fc.array(mangle, { minLength: 1, maxLength: 3 })], { numRuns: 2000 })(
    'on events with one to three fields changed, removed or added, anywhere in them',
    (index, changes) => {
      const event = samples[index % samples.length];
      agreeOnAll(changes.reduce<unknown>((e, m) => mangled(e, m), event));
    },
  );

  for (const { tag, codec, check } of codecs) {
    test(`on every single change (odd value, removal, extra key) of valid ${tag} events`, () => {
      const valid = [
        ...samples.filter((e) => e.type === tag),
        ...fc.sample(arbitraryOf(codec), { numRuns: 6, seed: 19 }).map(asParsed),
      ];
      for (const event of valid) {
        for (const changed of singleChanges(event)) {
          if (check(changed) !== codec.is(changed))
            throw new Error(`compiled ${check(changed)}, io-ts ${codec.is(changed)} on ${JSON.stringify(changed)}`);
        }
      }
    });
  }

  test.prop([fc.jsonValue()], { numRuns: 300 })('on any JSON value', (value) => agreeOnAll(value));
});
