import { fc, test } from '@fast-check/vitest';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { describe, expect } from 'vitest';
import { arbiterCatalogue } from '../../../events/arbiterCatalogue.ts';
import { canonicalJson } from '../../../kernel/log/index.ts';
import { generateWriter, type Writer } from '../../../kernel/log/generatedWriter.ts';
import { BYTES_FULL, generateBytesWriter } from '../../../kernel/log/generatedBytesWriter.ts';
import { arbitraryOf, asParsed } from './codecArbitrary.ts';
import { mangle, mangled, sampleEvents, singleChanges } from './eventSamples.ts';

const samples = sampleEvents();

/** The bytes writer read back as text (its bytes decoded as UTF-8), to be held to canonicalJson as the text writer is. */
const bytesAsText = (codec: t.Decoder<unknown, unknown>): Writer | undefined => {
  const write = generateBytesWriter(codec);
  if (write === undefined) return undefined;
  const buffer = Buffer.alloc(1 << 20);
  return (value) => {
    const end = write(value, buffer, 3, buffer.length);
    if (end === BYTES_FULL) throw new Error('a sampled value needs more than a MiB');
    return end < 0 ? undefined : buffer.toString('utf8', 3, end);
  };
};

// The text writer (generatedWriter.ts) and the bytes writer (generatedBytesWriter.ts) are held to the same tests.
describe.each([
  { kind: 'text', generate: generateWriter },
  { kind: 'bytes', generate: bytesAsText },
])('the generated canonical writer ($kind)', ({ generate }) => {
  const writers = new Map<string, Writer>(
    Object.entries(arbiterCatalogue.codecs).map(([tag, codec]) => {
      const writer = generate(codec);
      if (writer === undefined) throw new Error('code generation refused');
      return [tag, writer];
    }),
  );

  /** The writer either stands down or writes exactly the generic canonical text; a value with no canonical form is never written. */
  const agrees = (writer: Writer, value: unknown): boolean => {
    const fast = writer(value);
    if (fast === undefined) return true;
    const slow = canonicalJson(value);
    if (E.isLeft(slow))
      throw new Error(`written, but it has no canonical form (${slow.left.path}: ${slow.left.found})`);
    expect(fast).toBe(slow.right);
    return true;
  };

  /** The writer writes the value, and exactly as the generic canonical JSON does. */
  const writes = (writer: Writer, value: unknown): void => {
    const slow = canonicalJson(value);
    if (E.isLeft(slow)) throw new Error(`no canonical form: ${slow.left.path}`);
    expect(writer(value)).toBe(slow.right);
  };

  const writerOf = (tag: string): Writer => writers.get(tag) as Writer;

  /** Strings a canonical text must escape or keep as they are: quotes, backslashes, controls, lone surrogates, beyond U+FFFF. */
  const oddStrings = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 6 }),
    fc.constantFrom(
      '"',
      '\\',
      '\n',
      '\u0000',
      '\u001f',
      '\u007f',
      '\u2028',
      '\ud800',
      'x\udc00',
      '😀',
      'é',
      '</script>',
    ),
  );
  /** Numbers whose text is easy to get wrong: -0, exponents, the smallest and largest doubles. */
  const oddNumbers = fc.oneof(
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(-0, 1e21, 1e-7, 5e-324, Number.MAX_VALUE, -1.5, 123456789012345680000),
  );

  describe('the generated canonical writer (an event written straight into its canonical text) matches canonicalJson byte for byte', () => {
    test('every sampled event, of every type, is written, exactly as canonicalJson writes it', () => {
      for (const e of samples) writes(writerOf(e.type), e);
    });

    for (const [tag, codec] of Object.entries(arbiterCatalogue.codecs)) {
      test(`valid ${tag} events are written as canonicalJson writes them; every single change of them is written so or left to it`, () => {
        const writer = writerOf(tag);
        const valid = [
          ...samples.filter((e) => e.type === tag),
          ...fc.sample(arbitraryOf(codec), { numRuns: 5, seed: 29 }).map(asParsed),
        ];
        for (const event of valid) {
          if (codec.is(event)) writes(writer, event);
          let n = 0;
          for (const changed of singleChanges(event)) {
            if (n++ > 3000) break; // (a game's start has thousands of places: the first ones are enough here)
            agrees(writer, changed);
          }
        }
      });
    }

    test.prop([fc.nat(), fc.array(mangle, { maxLength: 3 })], { numRuns: 1000 })(
      'changed events (values replaced, keys removed, unknown or __proto__ keys added): written as canonicalJson writes them, or left to it',
      (index, changes) => {
        const event = changes.reduce<unknown>((e, m) => mangled(e, m), samples[index % samples.length]);
        for (const writer of writers.values()) agrees(writer, event);
      },
    );

    test.prop([fc.nat(), fc.nat(), fc.oneof(oddStrings, oddNumbers)], { numRuns: 1500 })(
      'strings needing escapes or several bytes, lone surrogates, numbers like -0 and 1e21, anywhere in an event',
      (index, place, value) => {
        const event = mangled(samples[index % samples.length], { place, op: 'replace', value, key: 'extra' });
        const own = writers.get(String((event as { type?: unknown }).type));
        for (const writer of writers.values()) agrees(writer, event);
        if (own !== undefined && arbiterCatalogue.codecs[(event as { type: string }).type]?.is(event) === true)
          writes(own, event);
      },
    );

    test('an event with a key its codec does not know is never written without it: left to canonicalJson', () => {
      const e = samples.find((s) => s.type === 'OrderSpent');
      const writer = writerOf('OrderSpent');
      expect(writer({ ...e, zz: 1 })).toBe(undefined);
      expect(writer({ ...e, aa: 'x' })).toBe(undefined);
      expect(writer({ ...e, order: undefined })).toBe(undefined);
      expect(writer(Object.assign(Object.create({ inherited: 1 }) as object, e))).toBe(undefined);
      expect(writer({ ...e, order: NaN })).toBe(undefined);
      expect(writer({ ...e, order: Infinity })).toBe(undefined);
      expect(writer({ ...e, order: 1n })).toBe(undefined);
      writes(writer, { ...e, order: -0 }); // (written "0", as canonicalJson writes it; JSON.parse never gives -0)
    });

    test('shapes beyond the catalogue: records keyed by ids, optional keys, intersections, brands, untagged unions, t.unknown', () => {
      const Int = t.brand(
        t.number,
        (n): n is t.Branded<number, { readonly Int: unique symbol }> => Number.isInteger(n),
        'Int',
      );
      const codec = t.intersection([
        t.type({
          type: t.literal('Tally'),
          byTrooper: t.record(t.string, t.type({ wounds: Int, states: t.readonlyArray(t.string) })),
          b: t.union([t.string, t.number, t.null]),
          a: t.union([t.type({ kind: t.literal('x'), z: t.string }), t.type({ kind: t.literal('y') })]),
          k: t.keyof({ one: null, two: null }),
        }),
        t.partial({ d: t.tuple([t.string, t.number]), e: t.unknown, f: t.exact(t.type({ g: t.boolean })) }),
      ]);
      const writer = generate(codec) as Writer;
      // Arrays with a hole (canonicalJson refuses them).
      const holey = (...items: readonly unknown[]): unknown[] => {
        const out = new Array<unknown>(items.length + 1);
        items.forEach((x, i) => (out[i + 1] = x));
        return out;
      };
      const values: unknown[] = [
        { type: 'Tally', byTrooper: {}, b: null, a: { kind: 'y' }, k: 'one' },
        {
          k: 'two',
          type: 'Tally',
          byTrooper: {
            'z-1': { wounds: 1, states: ['prone'] },
            'a"b': { states: [], wounds: -0 },
            '10': { wounds: 2, states: [] },
            '9': { wounds: 3, states: [] },
            é: { wounds: 0, states: ['\ud800'] },
          },
          b: 1e21,
          a: { z: 'q\n', kind: 'x' },
          d: ['a', 1],
          e: { y: [{ b: 1, a: 2 }], x: null },
          f: { g: true },
        },
        JSON.parse(
          '{"type":"Tally","byTrooper":{"__proto__":{"wounds":1,"states":[]}},"b":"s","a":{"kind":"y"},"k":"one"}',
        ),
      ];
      for (const v of values) writes(writer, v);
      for (const v of [
        { type: 'Tally', byTrooper: {}, b: null, a: { kind: 'y' }, k: 'one', extra: 1 },
        { type: 'Tally', byTrooper: { t: { wounds: 1, states: [], x: 1 } }, b: null, a: { kind: 'y' }, k: 'one' },
        { type: 'Tally', byTrooper: {}, b: null, a: { kind: 'y' }, k: 'one', e: undefined },
        { type: 'Tally', byTrooper: {}, b: null, a: { kind: 'y' }, k: 'one', e: holey(1, 3) },
        { type: 'Tally', byTrooper: {}, b: null, a: { kind: 'y' }, k: 'one', e: new Date(0) },
        { type: 'Tally', byTrooper: {}, b: null, a: { kind: 'z' }, k: 'one' },
        { type: 'Tally', byTrooper: { t: { wounds: 1, states: holey('x') } }, b: null, a: { kind: 'y' }, k: 'one' },
      ])
        expect(agrees(writer, v)).toBe(true);
    });

    test('a union of null and one codec (either order) is written as null or as that codec, anything else left to canonicalJson', () => {
      const Sv = t.readonly(t.type({ value: t.number, mods: t.readonlyArray(t.type({ reason: t.string })) }));
      const codec = t.type({ type: t.literal('Roll'), sv: t.union([Sv, t.null]), by: t.union([t.null, t.string]) });
      const writer = generate(codec) as Writer;
      for (const v of [
        { type: 'Roll', sv: null, by: null },
        { by: 'fusilier-1', type: 'Roll', sv: { mods: [{ reason: 'cover ≤ 8"' }], value: 12 } },
        { type: 'Roll', sv: { value: -0, mods: [] }, by: 'a"b' },
      ])
        writes(writer, v);
      for (const v of [
        { type: 'Roll', sv: { value: 1, mods: [], extra: true }, by: null },
        { type: 'Roll', sv: { value: '1', mods: [] }, by: null },
        { type: 'Roll', sv: undefined, by: null },
        { type: 'Roll', sv: null, by: 3 },
        { type: 'Roll', sv: [], by: null },
        { type: 'Roll', sv: null },
      ])
        expect(agrees(writer, v)).toBe(true);
      expect(writer({ type: 'Roll', sv: { value: 1, mods: [], extra: true }, by: null })).toBe(undefined);
    });

    test('nesting is counted from the event: a value too deep for canonicalJson is not written either', () => {
      let deep: unknown = 1;
      for (let i = 0; i < 300; i++) deep = [deep];
      const writer = generate(t.type({ type: t.literal('Deep'), payload: t.unknown })) as Writer;
      expect(writer({ type: 'Deep', payload: deep })).toBe(undefined);
      expect(E.isLeft(canonicalJson({ type: 'Deep', payload: deep }))).toBe(true);
      let edge: unknown = 1;
      for (let i = 0; i < 254; i++) edge = [edge];
      writes(writer, { type: 'Deep', payload: edge });
    });
  });
});

describe('the generated bytes writer keeps to the room it is given', () => {
  const writer = generateBytesWriter(arbiterCatalogue.codecs['SavingRollResolved'] as t.Mixed);
  const event = samples.find((e) => e.type === 'SavingRollResolved');

  test.prop([fc.nat({ max: 2500 }), fc.nat({ max: 32 })])(
    'too little room: BYTES_FULL (it asks a string for room enough to escape it all); enough: the canonical bytes, ending where it says; no byte outside [at, limit) touched',
    (room, at) => {
      if (writer === undefined || event === undefined) throw new Error('no writer or no sample');
      const text = canonicalJson(event);
      if (E.isLeft(text)) throw new Error('no canonical form');
      const bytes = Buffer.from(text.right, 'utf8');
      const buffer = Buffer.alloc(at + room + 8, 0xaa);
      const end = writer(event, buffer, at, at + room);
      expect(buffer.subarray(0, at).every((x) => x === 0xaa)).toBe(true);
      expect(buffer.subarray(at + room).every((x) => x === 0xaa)).toBe(true);
      if (room < bytes.length) expect(end).toBe(BYTES_FULL);
      if (room >= 6 * bytes.length) expect(end).not.toBe(BYTES_FULL);
      if (end !== BYTES_FULL) {
        expect(end).toBe(at + bytes.length);
        expect(buffer.subarray(at, end).equals(bytes)).toBe(true);
      }
    },
  );
});
