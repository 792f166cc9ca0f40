import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { arbiterCatalogue } from '../../../events/arbiterCatalogue.ts';
import { compileCheck, type Check } from '../../../kernel/log/compiledCheck.ts';
import { generateCheck } from '../../../kernel/log/generatedCheck.ts';
import { arbitraryOf, asParsed } from './codecArbitrary.ts';
import { mangle, mangled, sampleEvents, singleChanges } from './eventSamples.ts';

const samples = sampleEvents();
const generated = (codec: Parameters<typeof generateCheck>[0]): Check => {
  const check = generateCheck(codec);
  if (check === undefined) throw new Error('code generation refused');
  return check;
};
// Both ways of checking an event fast: the closures (compileCheck) and the generated code (generateCheck).
const codecs = Object.entries(arbiterCatalogue.codecs).flatMap(([tag, codec]) => [
  { tag: `${tag} (compiled)`, type: tag, codec, check: compileCheck(codec) },
  { tag: `${tag} (generated)`, type: tag, codec, check: generated(codec) },
]);

/** Every codec of the catalogue answers the same, compiled and by io-ts's `is`. */
const agreeOnAll = (value: unknown): void => {
  for (const { tag, codec, check } of codecs) {
    if (check(value) !== codec.is(value))
      throw new Error(`${tag}: ${check(value)}, io-ts ${codec.is(value)} on ${JSON.stringify(value)}`);
  }
};

describe("an event codec's compiled and generated checks (the quick reader's) answer as io-ts's `is`", () => {
  test('the samples cover most event types', () => {
    const types = new Set(samples.map((e) => e.type));
    expect(types.size).toBeGreaterThanOrEqual(30);
  });

  test('on valid events of every type sampled, and on each against every other codec', () => {
    for (const e of samples) {
      for (const c of codecs.filter((c) => c.type === e.type)) expect([c.tag, c.check(e)]).toEqual([c.tag, true]);
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

  for (const { tag, type, codec, check } of codecs) {
    test(`on every single change (odd value, removal, extra key) of valid ${tag} events`, () => {
      const valid = [
        ...samples.filter((e) => e.type === type),
        ...fc.sample(arbitraryOf(codec), { numRuns: 6, seed: 19 }).map(asParsed),
      ];
      for (const event of valid) {
        for (const changed of singleChanges(event)) {
          if (check(changed) !== codec.is(changed))
            throw new Error(`${tag}: ${check(changed)}, io-ts ${codec.is(changed)} on ${JSON.stringify(changed)}`);
        }
      }
    });
  }

  test.prop([fc.jsonValue()], { numRuns: 300 })('on any JSON value', (value) => agreeOnAll(value));
});
