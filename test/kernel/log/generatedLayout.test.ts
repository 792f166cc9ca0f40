import { fc, test } from '@fast-check/vitest';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { describe, expect } from 'vitest';
import { arbiterCatalogue } from '../../../events/arbiterCatalogue.ts';
import { canonicalJson } from '../../../kernel/log/index.ts';
import { generateLayout, type Layout } from '../../../kernel/log/generatedLayout.ts';
import { arbitraryOf, asParsed } from './codecArbitrary.ts';
import { mangle, mangled, sampleEvents, singleChanges } from './eventSamples.ts';

const samples = sampleEvents();
const codecOf = new Map(Object.entries(arbiterCatalogue.codecs));
const layouts = new Map<string, Layout>(
  Object.entries(arbiterCatalogue.codecs).map(([tag, codec]) => {
    const layout = generateLayout(codec);
    if (layout === undefined) throw new Error('code generation refused');
    return [tag, layout];
  }),
);

const isCanonical = (text: string): boolean => {
  try {
    const c = canonicalJson(JSON.parse(text));
    return E.isRight(c) && c.right === text;
  } catch {
    return false;
  }
};

/**
 * The layout's answer on `text` placed inside other bytes, as the length of the canonical text it
 * shows (in characters, to compare with the text's), -1; or undefined where the caller would not
 * ask (an escape, not JSON).
 */
const layoutOf = (layout: Layout, text: string): number | undefined => {
  if (text.includes('\\')) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  const bytes = Buffer.from(`{"event":${text},"hash":"x"}`, 'utf8');
  const length = Buffer.byteLength(text, 'utf8');
  const end = layout(parsed, bytes, 9, 9 + length);
  return end < 0 ? end : end - 9 === length ? text.length : -2;
};

/** A layout answering "of the codec, and canonical" (the text's end) is right on both counts; -1 says nothing. */
const sound = (layout: Layout, text: string, is: (u: unknown) => boolean): void => {
  const end = layoutOf(layout, text);
  if (end !== text.length) return;
  if (!isCanonical(text)) throw new Error(`shown canonical, but it is not: ${text}`);
  if (!is(JSON.parse(text))) throw new Error(`shown of the codec, but io-ts says it is not: ${text}`);
};

/** A text the layout must not show (of the codec and canonical), and whatever it answers, sound. */
const notShown = (layout: Layout, codec: { readonly is: (u: unknown) => boolean }, text: string): void => {
  expect(layoutOf(layout, text)).toBe(-1);
  sound(layout, text, (u) => codec.is(u));
};

/** Each type's layout with its codec's `is`. */
const pairs = [...layouts].map(([tag, layout]) => ({
  tag,
  layout,
  is: (u: unknown): boolean => (codecOf.get(tag) as { is: (u: unknown) => boolean }).is(u),
}));

/** The event's text written otherwise: unsorted, spaced, a key given twice (either value first), a string's value moved. */
const departures = (json: string, value: unknown): readonly string[] => {
  const firstPair = /^\{("[^"]*":(?:"[^"]*"|[-0-9.e+]+|true|false|null))/.exec(json)?.[1];
  return [
    JSON.stringify(value),
    JSON.stringify(value, null, 1),
    json.replace(/,"/, ', "'),
    json.replace(/":/, '" :'),
    json.replace(/^\{/, '{"order":1,'),
    json.replace(/}$/, ',"zz":1}'),
    ...(firstPair === undefined ? [] : [json.replace(firstPair, `${firstPair},${firstPair}`)]),
    ...(firstPair === undefined ? [] : [json.replace(firstPair, `${firstPair.replace(/:.*$/, ':0')},${firstPair}`)]),
    json.replace(/"([a-z-]{2,})"/, '"$1,}"'),
    json.replace(/"([a-z-]{3,})"(,|})/, '"$1 "$2'),
    json.replace(/:(\d+)/, ':$1.0'),
    json.replace(/:(\d+)/, ':0$1'),
    json.replace(/:true/, ':false'),
  ];
};

describe('the generated layout check (the event checked and its canonical form shown, without reading strings) is sound', () => {
  test('every sampled event, of every type, in canonical form (without an escape) is shown canonical', () => {
    let asked = 0;
    for (const e of samples) {
      const json = canonicalJson(e);
      if (E.isLeft(json)) throw new Error('not JSON');
      const end = layoutOf(layouts.get(e.type) as Layout, json.right);
      if (end === undefined) continue; // (not asked: an escape)
      asked += 1;
      expect([e.type, end]).toEqual([e.type, json.right.length]);
    }
    expect(asked).toBeGreaterThan(samples.length * 0.9);
    const accented = { type: 'TrooperActivated', order: 1, player: 'Ariadna «Tartary»', trooper: 'Père-Noël 😀' };
    const text = canonicalJson(accented);
    if (E.isLeft(text)) throw new Error('not JSON');
    expect(layoutOf(layouts.get('TrooperActivated') as Layout, text.right)).toBe(text.right.length);
  });

  test.prop([fc.nat(), fc.array(mangle, { maxLength: 3 })], { numRuns: 1500 })(
    'no text of an event (changed, or written otherwise) is shown canonical unless it is',
    (index, changes) => {
      const event = changes.reduce<unknown>((e, m) => mangled(e, m), samples[index % samples.length]);
      const json = canonicalJson(event);
      if (E.isLeft(json)) return;
      for (const { layout, is } of pairs) {
        sound(layout, json.right, is);
        for (const text of departures(json.right, event)) sound(layout, text, is);
      }
    },
  );

  test.prop([fc.nat(), fc.nat(), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 6 })], { numRuns: 1500 })(
    'events with strings of any Unicode (several bytes a character, beyond U+FFFF too): shown canonical when they are',
    (index, place, value) => {
      const event = mangled(samples[index % samples.length], { place, op: 'replace', value, key: 'extra' });
      const json = canonicalJson(event);
      if (E.isLeft(json)) return;
      for (const { layout, is } of pairs) {
        sound(layout, json.right, is);
        for (const text of departures(json.right, event)) sound(layout, text, is);
      }
      const own = pairs.find((p) => p.tag === (event as { type?: unknown }).type);
      if (own !== undefined && own.is(event) && !json.right.includes('\\'))
        expect(layoutOf(own.layout, json.right)).toBe(json.right.length);
    },
  );

  for (const [tag, codec] of Object.entries(arbiterCatalogue.codecs)) {
    test(`on valid ${tag} events written otherwise, and every single change of them`, () => {
      const layout = layouts.get(tag) as Layout;
      const is = (u: unknown): boolean => codec.is(u);
      const valid = [
        ...samples.filter((e) => e.type === tag),
        ...fc.sample(arbitraryOf(codec), { numRuns: 3, seed: 23 }).map(asParsed),
      ];
      for (const event of valid) {
        const json = canonicalJson(event);
        if (E.isLeft(json)) continue;
        for (const text of departures(json.right, event)) sound(layout, text, is);
        let n = 0;
        for (const changed of singleChanges(event)) {
          if (n++ > 3000) break; // (a game's start has thousands of places: the first ones are enough here)
          const text = canonicalJson(changed);
          if (E.isRight(text)) sound(layout, text.right, is);
        }
      }
    });
  }

  test.prop([fc.jsonValue({ maxDepth: 3 })], { numRuns: 500 })('on any JSON value, canonical or not', (value) => {
    const json = canonicalJson(value);
    if (E.isLeft(json)) return;
    for (const { layout, is } of pairs) {
      sound(layout, json.right, is);
      sound(layout, JSON.stringify(value), is);
    }
  });

  test('a union of null and one codec (either order): null, or that codec walked as it is', () => {
    const codec = t.type({
      sv: t.union([t.readonly(t.type({ value: t.number, why: t.string })), t.null]),
      by: t.union([t.null, t.readonlyArray(t.string)]),
    });
    const layout = generateLayout(codec) as Layout;
    for (const text of ['{"by":null,"sv":null}', '{"by":["a","é"],"sv":{"value":3,"why":"≤ 8"}}'])
      expect(layoutOf(layout, text)).toBe(text.length);
    for (const text of [
      '{"by":null,"sv":{"why":"x","value":3}}',
      '{"by":null,"sv":{"value":3}}',
      '{"by":null,"sv":{"value":"3","why":"x"}}',
      '{"by":null,"sv":{"value":3,"why":"x","z":1}}',
      '{"by":"a","sv":null}',
      '{"by":[1],"sv":null}',
      '{"by":null,"sv":[]}',
      '{"by":null,"sv":null }',
    ])
      notShown(layout, codec, text);
  });

  test('shapes beyond the catalogue: unions (tagged, of scalars, object or array), tuples, intersections, custom types', () => {
    const Int = new t.Type<number, number, unknown>(
      'Int',
      (u): u is number => Number.isInteger(u),
      (u, c) => (Number.isInteger(u) ? t.success(u as number) : t.failure(u, c)),
      (a) => a,
    );
    const codec = t.intersection([
      t.type({
        b: t.union([t.string, t.number, t.null]),
        a: t.union([t.type({ kind: t.literal('x'), z: t.string }), t.type({ kind: t.literal('y') })]),
        c: t.union([t.readonly(t.array(t.number)), t.type({ q: t.boolean })]),
        n: Int,
      }),
      t.partial({ d: t.tuple([t.string, t.number]), e: t.unknown }),
    ]);
    const layout = generateLayout(codec) as Layout;
    for (const text of [
      '{"a":{"kind":"x","z":"s"},"b":null,"c":[1,2],"n":3}',
      '{"a":{"kind":"y"},"b":"v","c":{"q":true},"d":["a",1],"e":{"m":[{}]},"n":-4}',
    ])
      expect(layoutOf(layout, text)).toBe(text.length);
    for (const text of [
      '{"a":{"kind":"x","z":"s"},"b":null,"c":[1,2],"n":3.0}',
      '{"a":{"z":"s","kind":"x"},"b":null,"c":[1,2],"n":3}',
      '{"a":{"kind":"y"},"b":"v","c":{"q":true},"d":["a",1],"e":{"m":[{}], "k":1},"n":-4}',
      '{"a":{"kind":"y"},"b":"v","c":{"q":true},"e":{"n":1,"m":2},"n":-4}',
      '{"a":{"kind":"y"},"b":"v","c":{"q":true},"d":["a",1],"d":["b",2],"n":-4}',
      '{"a":{"kind":"x","z":5},"b":null,"c":[1,2],"n":3}',
      '{"a":{"kind":"z"},"b":null,"c":[1,2],"n":3}',
      '{"a":{"kind":"y"},"b":true,"c":[1,2],"n":3}',
      '{"a":{"kind":"y"},"b":null,"c":[1,"2"],"n":3}',
      '{"a":{"kind":"y"},"b":null,"c":{"q":1},"n":3}',
      '{"a":{"kind":"y"},"b":null,"c":[],"n":3.5}',
      '{"a":{"kind":"y"},"b":null,"c":[]}',
      '{"a":{"kind":"y"},"b":null,"c":[],"d":["a","b"],"n":1}',
    ])
      notShown(layout, codec, text);
  });
});
