import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { parseRecordedGame } from '../../recording/index.ts';
import { hasDuplicateKey, strictJson } from '../../recording/strictJson.ts';
import { example } from './badGames.ts';

/** A seed game as JSON text (JSON is YAML: the same game). */
const seedJson = (indent?: number): string =>
  JSON.stringify(parseYaml(example('f2f-1v1.game.yaml')) as unknown, null, indent);

const objects = fc.dictionary(fc.string({ unit: 'binary' }), fc.jsonValue(), { maxKeys: 8 });

describe('recording/strictJson: a game in plain JSON is read natively, with the same data as the YAML reader', () => {
  it('any JSON object without a repeated key reads as the YAML reader reads it, however it is indented', () => {
    fc.assert(
      fc.property(objects, fc.constantFrom(undefined, 0, 2, '\t'), (value, indent) => {
        const text = JSON.stringify(value, null, indent);
        const read = strictJson(text);
        expect(read).toBeDefined();
        expect(read?.data).toEqual(parseYaml(text, { uniqueKeys: false }));
      }),
    );
  });

  it('a key given twice, at any depth and however it is escaped, is found (JSON.parse would keep the last silently)', () => {
    fc.assert(
      fc.property(
        objects,
        fc.string({ unit: 'binary' }),
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        (value, key, depth, escape) => {
          const k = JSON.stringify(key);
          const again = escape
            ? `"${key
                .split('')
                .map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
                .join('')}"`
            : k;
          const body = `{${k}:1,${JSON.stringify(value).slice(1, -1)}${Object.keys(value).length > 0 ? ',' : ''}${again}:2}`;
          const text = `${'{"outer":['.repeat(depth)}${body}${']}'.repeat(depth)}`;
          expect(() => JSON.parse(text) as unknown).not.toThrow();
          expect(strictJson(text)).toBeUndefined();
        },
      ),
    );
  });

  it('equal keys in different objects, and quotes, colons and braces inside strings, are no repeat', () => {
    expect(hasDuplicateKey('{"a":{"a":1},"b":[{"a":2},{"a":3}]}')).toBe(false);
    expect(hasDuplicateKey('{"x":"\\"a\\":1,{\\\\","a":"}","b":"\\\\"}')).toBe(false);
    expect(hasDuplicateKey('{"x":"\\"a\\":1,{\\\\","a":"}","a":"\\\\"}')).toBe(true);
    expect(hasDuplicateKey('[{"a":1},{"b":1,"b":2}]')).toBe(true);
  });

  it('recorded-game/yaml: a JSON game with a key given twice is refused where the repeat is, as before', () => {
    const text = seedJson(2).replace('"edition": "n5",', '"edition": "n5",\n  "edition": "n4",');
    const r = parseRecordedGame('game.json', text);
    expect(JSON.stringify(r)).toMatch(/"rule":"recorded-game\/yaml"/);
    expect(JSON.stringify(r)).toMatch(/"line":5,"column":3/);
  });

  it('recorded-game/unknown-key: a refusal in a game read as JSON is located by line and column like any other', () => {
    const text = seedJson(2).replace('"edition": "n5",', '"edition": "n5",\n  "editon": "n4",');
    const line = text.split('\n').findIndex((l) => l.includes('"editon"')) + 1;
    expect(line).toBeGreaterThan(1);
    expect(JSON.stringify(parseRecordedGame('game.json', text))).toMatch(
      new RegExp(`"line":${line},"column":3,"path":"editon".*"rule":"recorded-game/unknown-key"`),
    );
  });

  it('recorded-game/size: plain JSON is read up to 64 MiB, YAML up to 16 MiB; the same 17 MiB game is read as JSON and refused as YAML', () => {
    const json = `${seedJson(2)}${' '.repeat(17 * 1024 * 1024)}`;
    expect(JSON.stringify(parseRecordedGame('game.json', json)).slice(0, 40)).not.toMatch(/recorded-game\/size/);
    expect(JSON.stringify(parseRecordedGame('game.json', json))).not.toMatch(/"rule":"recorded-game\/size"/);
    const yaml = `# not plain JSON any more\n${json}`;
    expect(JSON.stringify(parseRecordedGame('game.yaml', yaml))).toMatch(
      /"message":"the file is 17\.0 MiB and not plain JSON: a recorded game in YAML is at most 16 MiB \(64 MiB in JSON\)","rule":"recorded-game\/size"/,
    );
    const huge = `${seedJson()}${' '.repeat(64 * 1024 * 1024)}`;
    expect(JSON.stringify(parseRecordedGame('game.json', Buffer.from(huge, 'utf8')))).toMatch(
      /"message":"the file is 64\.0 MiB: a recorded game is at most 64 MiB","rule":"recorded-game\/size"/,
    );
  });
});
