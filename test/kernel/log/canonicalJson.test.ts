import { fc, test } from '@fast-check/vitest';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect } from 'vitest';
import { canonicalJson } from '../../../kernel/log/index.ts';
import { isCanonicalText } from '../../../kernel/log/canonicalText.ts';

const canon = (v: unknown): string => {
  const r = canonicalJson(v);
  if (E.isLeft(r)) throw new Error(`not JSON at ${r.left.path}: ${r.left.found}`);
  return r.right;
};

const refused = (v: unknown): { path: string; found: string } => {
  const r = canonicalJson(v);
  if (E.isRight(r)) throw new Error(`expected a refusal, got ${r.right}`);
  return r.left;
};

describe('canonicalJson', () => {
  test('sorts keys at every level and writes no whitespace', () => {
    expect(canon({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[3,{"y":2,"z":1}]},"b":1}',
    );
  });

  test('orders keys by UTF-16 code units (the RFC 8785 example)', () => {
    // Code units: \r (000D) < 1 (0031) < \u0080 < ö (00F6) < € (20AC) < 😀 (D83D DE00) < דּ (FB33):
    // the emoji's surrogate pair sorts before U+FB33 though its code point is higher.
    const value = {
      '\u20ac': 'Euro Sign',
      '\r': 'Carriage Return',
      '\ufb33': 'Hebrew Letter Dalet With Dagesh',
      '1': 'One',
      '\ud83d\ude00': 'Emoji: Grinning Face',
      '\u0080': 'Control',
      '\u00f6': 'Latin Small Letter O With Diaeresis',
    };
    const keys = Object.keys(JSON.parse(canon(value)) as object);
    // (integer-like keys come first in JS objects, so compare the text order instead)
    const text = canon(value);
    const order = ['\\r', '1', '\u0080', '\u00f6', '\u20ac', '\ud83d\ude00', '\ufb33'].map((k) =>
      text.indexOf(`"${k}"`),
    );
    expect(order.every((pos, i) => pos >= 0 && (i === 0 || pos > (order[i - 1] ?? -1)))).toBe(true);
    expect(keys).toHaveLength(7);
  });

  test('same value, same text, whatever the key insertion order', () => {
    expect(canon({ ключ: 1, key: 2, clé: 3 })).toBe(canon({ clé: 3, key: 2, ключ: 1 }));
    expect(canon({ ключ: 1, key: 2, clé: 3 })).toBe('{"clé":3,"key":2,"ключ":1}');
  });

  test('array-index keys and __proto__ are ordinary keys, sorted like the rest', () => {
    const value: unknown = JSON.parse('{"b":1,"__proto__":{"x":1},"2":0,"10":1,"a":2}');
    expect(canon(value)).toBe('{"10":1,"2":0,"__proto__":{"x":1},"a":2,"b":1}');
  });

  test('numbers in the shortest round-trip form', () => {
    expect(canon([0, -0, 1, -1.5, 1e21, 1e-7, 0.1 + 0.2, 123456789012345680000, 5e-324])).toBe(
      '[0,0,1,-1.5,1e+21,1e-7,0.30000000000000004,123456789012345680000,5e-324]',
    );
  });

  test('strings escaped minimally, lone surrogates escaped', () => {
    expect(canon('a"b\\c\n\u0001é€😀')).toBe('"a\\"b\\\\c\\n\\u0001é€😀"');
    expect(canon('\ud800')).toBe('"\\ud800"');
  });

  test('refuses what is not JSON, saying where', () => {
    expect(refused({ a: [1, Number.NaN] })).toEqual({ path: '$.a[1]', found: 'NaN' });
    expect(refused({ a: Number.POSITIVE_INFINITY })).toEqual({ path: '$.a', found: 'Infinity' });
    expect(refused({ a: { b: undefined } })).toEqual({ path: '$.a.b', found: 'undefined' });
    expect(refused({ 'odd key': () => 1 })).toEqual({ path: '$["odd key"]', found: 'a function' });
    expect(refused([Symbol('s')])).toEqual({ path: '$[0]', found: 'symbol' });
    expect(refused({ n: 10n })).toEqual({ path: '$.n', found: 'bigint' });
    expect(refused({ d: new Date(0) })).toEqual({ path: '$.d', found: 'a Date object' });
    expect(refused(undefined)).toEqual({ path: '$', found: 'undefined' });
    // eslint-disable-next-line no-sparse-arrays -- the hole is what is tested
    expect(refused([1, , 3]).found).toBe('an array hole');
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    expect(refused(cyclic).found).toMatch(/nesting deeper than/);
  });

  test.prop([fc.jsonValue()])('is what JSON.parse reads back, and idempotent', (value) => {
    const text = canon(value);
    expect(canon(JSON.parse(text))).toBe(text);
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
  });

  test.prop([fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 8 })])('ignores key insertion order', (record) => {
    const reversed = Object.fromEntries(Object.entries(record).reverse());
    expect(canon(reversed)).toBe(canon(record));
  });
});

describe('isCanonicalText: the canonical form checked on the text, without re-serialising', () => {
  const check = (text: string): boolean | undefined => isCanonicalText(text, 0, text.length);
  const oracle = (text: string): boolean => {
    const c = canonicalJson(JSON.parse(text));
    return E.isRight(c) && c.right === text;
  };

  test('accepts canonical text and refuses each kind of departure', () => {
    expect(check('{"a":[1,-2.5,"x\\n\\u0001",true,null,false,{}],"b":{"c":1e+21}}')).toBe(true);
    for (const text of [
      '{"b":1,"a":2}',
      '{"a":1,"a":2}',
      '{ "a":1}',
      '{"a":1}\n',
      '[1,2] ',
      '[1.0]',
      '[1e21]',
      '[1E+21]',
      '[-0]',
      '[0.50]',
      '["\\u0041"]',
      '["\\u001F"]',
      '["\\/"]',
      '["\\u000a"]',
      '1 2',
      '[1],[2]',
      '[12345678901234567890]',
    ])
      expect([text, check(text)]).toEqual([text, false]);
    expect(check('["\\ud800"]')).toBe(undefined); // escaped surrogates: left to canonicalJson
    expect(check('{"\\"":1}')).toBe(undefined); // escaped key: left to canonicalJson
  });

  const variants = (value: unknown): readonly string[] => [
    canon(value),
    JSON.stringify(value),
    JSON.stringify(value, null, 1),
  ];

  test.prop([fc.jsonValue()], { numRuns: 300 })('agrees with canonicalJson whenever it decides', (value) => {
    for (const text of variants(value)) {
      const r = check(text);
      if (r !== undefined) expect(r).toBe(oracle(text));
    }
    expect(check(canon(value))).not.toBe(false);
  });

  test.prop(
    [
      fc.dictionary(
        fc.string({ unit: 'binary', maxLength: 6 }),
        fc.array(fc.string({ unit: 'binary', maxLength: 6 }), { maxLength: 3 }),
        { maxKeys: 5 },
      ),
    ],
    { numRuns: 500 },
  )('strings and keys with any UTF-16 (lone surrogates, controls, quotes) agree too', (value) => {
    for (const text of variants(value)) {
      const r = check(text);
      if (r !== undefined) expect(r).toBe(oracle(text));
    }
  });

  const parses = (text: string): boolean => {
    try {
      JSON.parse(text);
      return true;
    } catch {
      return false;
    }
  };

  test.prop([fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom('', '0', '.0', 'e0', 'E+0', '00')], {
    numRuns: 300,
  })('numbers: only the shortest round-trip form passes', (n, suffix) => {
    const text = `[${String(n)}${suffix}]`;
    fc.pre(parses(text));
    const r = check(text);
    if (r !== undefined) expect(r).toBe(oracle(text));
  });
});
