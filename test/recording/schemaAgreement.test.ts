import * as E from 'fp-ts/lib/Either.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseRecordedGame } from '../../recording/index.ts';
import { badGame, badGames, example, examples, ROOT } from './badGames.ts';

// docs/recorded-game.schema.json and `arbiter record` read the same files the same way: both
// accept every example, both refuse every bad file, except where a JSON Schema cannot see the
// problem (listed below with the reason, and checked to be so).
const schema = JSON.parse(readFileSync(join(ROOT, 'docs', 'recorded-game.schema.json'), 'utf8')) as Record<
  string,
  unknown
>;
const validate = new Ajv({ allErrors: true, strict: true }).compile(schema);

/** The schema's verdict on a file as an editor would give it: the text (bytes decoded leniently), read as YAML. */
const schemaVerdict = (content: Buffer | string): 'accepts' | 'refuses' | 'no data' => {
  let data: unknown;
  try {
    data = parse(typeof content === 'string' ? content : content.toString('utf8'));
  } catch {
    return 'no data';
  }
  return validate(data) ? 'accepts' : 'refuses';
};

const readerAccepts = (name: string, content: Buffer | string): boolean => E.isRight(parseRecordedGame(name, content));

/** Bad files the schema cannot refuse, and what it says of them instead. */
const SCHEMA_CANNOT: Readonly<Record<string, { readonly why: string; readonly schema: 'accepts' | 'no data' }>> = {
  'not-utf8.game.yaml': {
    why: 'a schema sees data, not bytes: decoded leniently the 0xFF byte is U+FFFD, a valid character of a name',
    schema: 'accepts',
  },
  'alias-bomb.game.yaml': {
    why: 'aliases are expanded before a schema sees data: the YAML reader refuses to build it, so no schema ever judges it',
    schema: 'no data',
  },
};

describe('the JSON Schema and the strict reader agree', () => {
  it("both accept the uses of a second copy (a players' outcome keyed panzerfaust#2), and a note with tabs and newlines", () => {
    const text = example('ruled-by-players.game.yaml')
      .replace(
        'leave: { remote: [unconscious] }',
        'leave: { remote: [unconscious] }\n            uses: { engineer: { "panzerfaust#2": 1 } }',
      )
      .replace(/note: 7 against WIP 13 .*/, 'note: "7\\tagainst\\nWIP 13"');
    expect(E.isRight(parseRecordedGame('uses.yaml', text))).toBe(true);
    expect(schemaVerdict(text), JSON.stringify(validate.errors)).toBe('accepts');
  });

  it.each(examples())('both accept examples/%s', (name) => {
    const text = example(name);
    expect(readerAccepts(name, text)).toBe(true);
    expect(schemaVerdict(text), JSON.stringify(validate.errors)).toBe('accepts');
  });

  it('there are bad files for every defect, and each is listed at most once as beyond the schema', () => {
    expect(badGames().length).toBeGreaterThanOrEqual(18);
    for (const name of Object.keys(SCHEMA_CANNOT)) expect(badGames()).toContain(name);
  });

  it.each(badGames())(
    'both refuse test/fixtures/bad-games/%s (or the schema cannot see why, listed with the reason)',
    (name) => {
      const content = badGame(name);
      expect(readerAccepts(name, content)).toBe(false);
      const beyond = SCHEMA_CANNOT[name];
      expect(schemaVerdict(content), beyond?.why ?? 'the schema must refuse it too').toBe(beyond?.schema ?? 'refuses');
    },
  );

  it("both refuse a 20 MB title (the reader by the file's size, the schema by the title's length)", () => {
    const text = example('f2f-1v1.game.yaml').replace(
      'title: Face to Face 1 vs 1 (Fennec Fusilier vs Senku)',
      `title: ${'x'.repeat(20_000_000)}`,
    );
    expect(readerAccepts('big.yaml', text)).toBe(false);
    expect(schemaVerdict(text)).toBe('refuses');
  });

  it('beyond the schema: a YAML file over 16 MiB refused for its size alone (17 MiB of comments), which a schema never sees', () => {
    const text = `${'# a comment line, thirty-two b\n'.repeat(570_000)}${example('f2f-1v1.game.yaml')}`;
    expect(readerAccepts('commented.yaml', text)).toBe(false);
    expect(schemaVerdict(text)).toBe('accepts');
  });

  it('both take an id of 64 characters, a name of 200 and a note of 10,000, and refuse one more', () => {
    const seed = example('f2f-1v1.game.yaml');
    const variants = (n: number) => [
      seed.replace('- id: yu-jing-1', `- id: ${'g'.repeat(64 + n)}`),
      seed.replace('title: Face to Face 1 vs 1 (Fennec Fusilier vs Senku)', `title: ${'t'.repeat(200 + n)}`),
      seed.replace(
        '        first: { skill: idle }',
        `        note: ${'é'.repeat(10_000 + n)}\n        first: { skill: idle }`,
      ),
    ];
    for (const text of variants(0))
      expect([readerAccepts('g.yaml', text), schemaVerdict(text)]).toEqual([true, 'accepts']);
    for (const text of variants(1))
      expect([readerAccepts('g.yaml', text), schemaVerdict(text)]).toEqual([false, 'refuses']);
  });
});
