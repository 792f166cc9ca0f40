import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { jsonStream, type JsonStream } from '../../audit/index.ts';

type Json = null | boolean | number | string | readonly Json[] | { readonly [k: string]: Json };

/** Writes `value` as member `key`: opened and filled piece by piece where `open` says so, else whole. */
const write = (json: JsonStream, key: string | null, value: Json, open: () => boolean): void => {
  if (value !== null && typeof value === 'object' && open()) {
    if (Array.isArray(value)) {
      json.open(key, '[');
      for (const v of value as readonly Json[]) write(json, null, v, open);
    } else {
      json.open(key, '{');
      for (const [k, v] of Object.entries(value)) write(json, k, v, open);
    }
    json.close();
  } else json.member(key, value);
};

describe('audit/jsonStream: a JSON value written piece by piece', () => {
  test.prop([fc.jsonValue({ maxDepth: 5 }), fc.array(fc.boolean(), { minLength: 1, maxLength: 64 })])(
    'is, line for line, what JSON.stringify(value, null, 2) writes, whichever parts are opened',
    (value, choices) => {
      let i = 0;
      const open = (): boolean => choices[i++ % choices.length] ?? true;
      const lines: string[] = [];
      const json = jsonStream(lines);
      write(json, null, value as Json, open);
      json.end();
      expect(lines.join('\n')).toBe(JSON.stringify(value, null, 2));
    },
  );

  it('leaves an undefined member out and writes an undefined element as null, as JSON.stringify does', () => {
    const lines: string[] = [];
    const json = jsonStream(lines);
    json.open(null, '{');
    json.member('a', undefined);
    json.member('b', 1);
    json.open('c', '[');
    json.member(null, undefined);
    json.close();
    json.member('d', undefined);
    json.close();
    json.end();
    expect(lines.join('\n')).toBe(JSON.stringify({ a: undefined, b: 1, c: [undefined], d: undefined }, null, 2));
  });

  it('refuses to close what was not opened, and to end with something open', () => {
    expect(() => jsonStream([]).close()).toThrow('nothing is open');
    const json = jsonStream([]);
    json.open(null, '[');
    expect(() => json.end()).toThrow('something open');
  });
});
