import { fc, test } from '@fast-check/vitest';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect } from 'vitest';
import { sampleGame } from '../../../bench/sampleGame.ts';
import { canonicalJson } from '../../../kernel/log/index.ts';
import { isCanonicalText } from '../../../kernel/log/canonicalText.ts';
import { isCanonicalUtf8 } from '../../../kernel/log/canonicalUtf8.ts';

const canon = (v: unknown): string => {
  const r = canonicalJson(v);
  if (E.isLeft(r)) throw new Error(`not JSON at ${r.left.path}: ${r.left.found}`);
  return r.right;
};

/** The bytes check on `text` as UTF-8, placed inside other bytes (as a line sits in a chunk read). */
const check = (text: string): boolean | undefined => {
  const inner = Buffer.from(text, 'utf8');
  const bytes = Buffer.concat([Buffer.from('{"x":'), inner, Buffer.from(',"q":"\\u0000"}')]);
  return isCanonicalUtf8(bytes, 5, 5 + inner.length);
};

const oracle = (text: string): boolean => {
  const c = canonicalJson(JSON.parse(text));
  return E.isRight(c) && c.right === text;
};

/** Where the bytes check decides, it answers as the canonical form and the text check do. */
const agrees = (text: string): void => {
  const r = check(text);
  if (r === undefined) return;
  expect([text, r]).toEqual([text, oracle(text)]);
  const t = isCanonicalText(text, 0, text.length);
  if (t !== undefined) expect([text, r]).toEqual([text, t]);
};

describe('isCanonicalUtf8: the canonical form checked on the bytes as read', () => {
  test('accepts canonical text and refuses each kind of departure', () => {
    expect(check('{"a":[1,-2.5,"x y",true,null,false,{}],"b":{"c":1e+21},"é":"ü€😀"}')).toBe(true);
    for (const text of [
      '{"b":1,"a":2}',
      '{"a":1,"a":2}',
      '{"ab":1,"a":2}',
      '{ "a":1}',
      '{"a" :1}',
      '{"a": 1}',
      '{"a":1 }',
      '{"a":1}\n',
      '[1,2] ',
      '[1.0]',
      '[1e21]',
      '[1E+21]',
      '[-0]',
      '[0.50]',
      '[01]',
      '1 2',
      '[1],[2]',
      '[12345678901234567890]',
    ])
      expect([text, check(text)]).toEqual([text, false]);
    // Escapes: only those JSON.stringify writes; an escaped surrogate or a key with an escape is left to the text check.
    expect(check('["a\\"b\\\\c\\n\\t\\u001f\\u0000"]')).toBe(true);
    for (const text of ['["\\u0041"]', '["\\u001F"]', '["\\/"]', '["\\u000a"]', '["\\u007f"]', '["\\x"]'])
      expect([text, check(text)]).toEqual([text, false]);
    expect(check('["\\ud800"]')).toBe(undefined);
    expect(check('["\\ud83d\\ude00"]')).toBe(undefined);
    expect(check('{"\\"":1}')).toBe(undefined);
    expect(check('{"\uffff":1,"😀":2}')).toBe(undefined); // UTF-8 and UTF-16 order these two apart
    expect(check('{"é":1,"ü":2}')).toBe(true); // where they agree, it decides
    expect(check('{"ü":1,"é":2}')).toBe(false);
    expect(check('{"a":1,"é":2}')).toBe(true);
  });

  test('decides every event of a game, as canonical', () => {
    for (const e of sampleGame(400)) expect(check(canon(e))).toBe(true);
  });

  const variants = (value: unknown): readonly string[] => [
    canon(value),
    JSON.stringify(value),
    JSON.stringify(value, null, 1),
  ];

  test.prop([fc.jsonValue()], { numRuns: 300 })('agrees with canonicalJson whenever it decides', (value) => {
    for (const text of variants(value)) agrees(text);
  });

  test.prop(
    [
      fc.dictionary(
        fc.string({ unit: 'grapheme', maxLength: 4 }),
        fc.array(fc.string({ unit: 'grapheme', maxLength: 4 }), { maxLength: 3 }),
        { maxKeys: 6 },
      ),
    ],
    { numRuns: 500 },
  )('keys and strings of any Unicode (beyond U+FFFF too) agree', (value) => {
    for (const text of variants(value)) agrees(text);
  });

  test.prop([fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom('', '0', '.0', 'e0', 'E+0', '00')], {
    numRuns: 300,
  })('numbers: only the shortest round-trip form passes', (n, suffix) => {
    const text = `[${String(n)}${suffix}]`;
    let parses = true;
    try {
      JSON.parse(text);
    } catch {
      parses = false;
    }
    fc.pre(parses);
    agrees(text);
  });
});
