import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { formatScriptError, parseRecordedGame, type ParseResult, type ScriptError } from '../../recording/index.ts';
import { badGame, example, lineOf } from './badGames.ts';

const refused = (p: ParseResult): ScriptError => {
  if (E.isRight(p)) throw new Error('the file was accepted');
  return p.left;
};
const parseBad = (name: string): ScriptError => refused(parseRecordedGame(name, badGame(name)));
const seed = example('f2f-1v1.game.yaml');

describe('recorded games are read strictly: unknown fields', () => {
  it('recorded-game/unknown-key: a misspelt aros (aro) is refused at its line with the field it was meant to be', () => {
    const text = badGame('unknown-key-aro.game.yaml').toString('utf8');
    expect(parseBad('unknown-key-aro.game.yaml')).toMatchObject({
      path: 'turns[0].orders[0].aro',
      line: lineOf(text, '        aro:'),
      column: 9,
      rule: 'recorded-game/unknown-key',
      edition: 'n5',
      message: expect.stringMatching(
        /^aro is not a field of an Order \(did you mean aros\?\); its fields are trooper, first, .*aros/,
      ),
    });
  });

  it('recorded-game/unknown-key: tilte for title is named, not reported as a missing title', () => {
    expect(parseBad('unknown-key-title.game.yaml')).toMatchObject({
      path: 'tilte',
      line: 8,
      column: 1,
      rule: 'recorded-game/unknown-key',
      message: expect.stringMatching(/^tilte is not a field of a recorded game \(did you mean title\?\)/),
    });
  });

  it('recorded-game/unknown-key: inside a table fact (the member its fact tag selects), a declaration, a profile line', () => {
    expect(parseBad('unknown-key-fact.game.yaml')).toMatchObject({
      path: 'turns[0].orders[0].table[0].vaule',
      message: expect.stringMatching(/^vaule is not a field of a lof table fact \(did you mean value\?\)/),
    });
    expect(parseBad('unknown-key-skill.game.yaml')).toMatchObject({
      path: 'turns[0].orders[0].first.skil',
      message: expect.stringMatching(/^skil is not a field of a skill declaration \(did you mean skill\?\)/),
    });
    expect(parseBad('unknown-key-attribute.game.yaml')).toMatchObject({
      path: 'armies[0].groups[0].troopers[0].attributes.BSS',
      rule: 'recorded-game/unknown-key',
    });
  });

  it('recorded-game/unknown-key: everywhere in the file (army, group, trooper, weapon profile, route, target, guts, readings)', () => {
    const cases: readonly (readonly [string, string, string])[] = [
      ['    faction: PanOceania', '    faction: PanOceania\n    factoin: x', 'armies[0].factoin'],
      ['      - id: panoceania-1', '      - id: panoceania-1\n        name: x', 'armies[0].groups[0].name'],
      [
        '            name: Fennec Fusilier',
        '            name: Fennec Fusilier\n            nmae: x',
        'armies[0].groups[0].troopers[0].nmae',
      ],
      [
        'weapons: [combi-rifle]',
        'weapons: [{ id: gun, name: Gun, burst: 1, ammo: N, save: ARM, ps: 5, ranges: [{ upTo: 8, mod: 0, mdo: 1 }], template: none, traits: [] }]',
        'armies[0].groups[0].troopers[0].weapons[0].ranges[0].mdo',
      ],
      [
        'targets: [{ target: senku, burst: 3 }]',
        'targets: [{ target: senku, brust: 3 }]',
        'turns[0].orders[0].second.targets[0].brust',
      ],
      ['edition: n5', 'edition: n5\nreadings: { n4-zoc-arо: first-printing }', 'readings.n4-zoc-arо'],
      [
        '          fennec: [15]',
        '          fennec: [15]\n        guts:\n          fennec: { rol: 3 }',
        'turns[0].orders[0].guts.fennec.rol',
      ],
    ];
    for (const [from, to, path] of cases) {
      expect(seed.includes(from), from).toBe(true);
      expect(refused(parseRecordedGame('game.yaml', seed.replace(from, to))), path).toMatchObject({
        path,
        rule: 'recorded-game/unknown-key',
      });
    }
  });
});

describe("recorded games are read strictly: type errors in the players' words", () => {
  it('recorded-game/type: orders must be a list of Orders', () => {
    expect(parseBad('type-orders.game.yaml')).toMatchObject({
      path: 'turns[0].orders',
      message: 'orders must be a list of Orders, not a map',
      rule: 'recorded-game/type',
    });
  });

  it('recorded-game/choice: edition must be one of n3, n4, n5 (the edition is then unknown)', () => {
    expect(parseBad('type-edition.game.yaml')).toMatchObject({
      path: 'edition',
      message: 'edition must be one of n3, n4, n5, not "n6"',
      rule: 'recorded-game/choice',
      edition: null,
    });
  });

  it('recorded-game/type: attributes.BS must be a whole number; a die must be a d20 face', () => {
    expect(parseBad('type-attribute.game.yaml')).toMatchObject({
      path: 'armies[0].groups[0].troopers[0].attributes.BS',
      message: 'attributes.BS must be a whole number, not 12.5',
    });
    expect(parseBad('type-die.game.yaml')).toMatchObject({
      path: 'turns[0].orders[0].dice.senku[0]',
      message: 'dice.senku[0] must be a d20 face (a whole number from 1 to 20), not 23',
    });
  });

  it('no message names an io-ts type', () => {
    const variants = [
      seed.replace('edition: n5', 'edition: 5'),
      seed.replace('MOV: [4, 2], CC: 13', 'MOV: [4], CC: 13'),
      seed.replace(
        'structure: false, S: 2 }\n            weapons: [combi-rifle]\n  - player: yu',
        'structure: no, S: 2 }\n            weapons: [combi-rifle]\n  - player: yu',
      ),
      seed.replace('first: { skill: idle }', 'first: idle'),
      seed.replace('first: { skill: idle }', 'first: { skill: idel }'),
      seed.replace('lieutenant: fennec', 'lieutenant: [fennec]'),
      seed.replace('weapons: [combi-rifle]', 'weapons: combi-rifle'),
      seed.replace('{ fact: lof, from: senku', '{ fact: los, from: senku'),
      seed.replace('type: LI', 'type: LIGHT'),
    ];
    const expected = [
      'edition must be one of n3, n4, n5, not 5',
      'attributes.MOV must be a list of 2 whole numbers of at least 0, not a list',
      'attributes.structure must be true or false, not "no"',
      'first must be a skill declaration, not "idle"',
      'first.skill must be one of move, bs-attack, cc-attack, dodge, reset, idle, discover, change-facing, intuitive-attack, speculative-fire, suppressive-fire, comms-attack, cautious-move, jump, climb, berserk, camouflage, doctor, engineer, medikit, gizmokit, combat-jump, parachutist, extract, pick-up, drop, hack-console (did you mean idle?), not "idel"',
      'lieutenant must be an id (ASCII letters, digits, - and _) or null, not a list',
      'weapons must be a list of weapon ids or weapon profiles, not "combi-rifle"',
      'fact must be one of lof, range, cover, zoc, base-contact, visibility, visibility-zone, template, mine, friendly-fire, dodge-move, guts-options, hacking-area (did you mean lof?), not "los"',
      'type must be one of LI, MI, HI, TAG, REM, SK, WB, not "LIGHT"',
    ];
    const messages = variants.map((v) => refused(parseRecordedGame('game.yaml', v)).message);
    expect(messages).toEqual(expected);
    for (const m of messages)
      expect(m).not.toMatch(
        /ReadonlyArray|Readonly<|Array<|\bEdition\b|Integer|DieFace|SkillDeclaration|TableFact|\{ \w+: /,
      );
  });

  it('a required field that is missing is named with what it holds', () => {
    expect(refused(parseRecordedGame('game.yaml', seed.replace('            name: Senku\n', '')))).toMatchObject({
      path: 'armies[1].groups[0].troopers[0].name',
      message: 'name is missing: it must be a name (text)',
      rule: 'recorded-game/missing-field',
      line: lineOf(seed, '          - id: senku'),
    });
  });
});

describe('recorded games are read strictly: numbers', () => {
  it.each([
    [
      'number-nan.game.yaml',
      'armies[0].groups[0].troopers[0].attributes.BS',
      /^attributes\.BS must be a number, not NaN/,
    ],
    ['number-inf.game.yaml', 'turns[0].orders[0].table[2].inches', /^inches must be a finite number, not Infinity/],
    ['number-1e400.game.yaml', 'turns[0].orders[0].table[2].inches', /^inches must be a finite number, not Infinity/],
    [
      'number-unsafe.game.yaml',
      'armies[0].groups[0].troopers[0].attributes.BS',
      /^attributes\.BS is 12345678901234567000: numbers are at most 9007199254740991 either side of 0/,
    ],
  ])('recorded-game/number: %s names the field (never "found null")', (file, path, message) => {
    const e = parseBad(file);
    expect(e).toMatchObject({ path, rule: 'recorded-game/number', message: expect.stringMatching(message) });
    expect(e.message).not.toMatch(/null/);
  });
});

describe('recorded games are read strictly: ids', () => {
  it('recorded-game/id: a Cyrillic look-alike of an ASCII id is refused with the ASCII spelling', () => {
    expect(parseBad('id-lookalike.game.yaml')).toMatchObject({
      path: 'armies[1].groups[0].troopers[0].id',
      rule: 'recorded-game/id',
      message:
        'id "sеnku" is not a valid id: its е (U+0435, Cyrillic) only looks like an ASCII character; ids are ASCII letters, digits, - and _ (did you mean senku?)',
    });
  });

  it('recorded-game/id: Greek and fullwidth look-alikes too (senkuA stays a valid id, so does yu-jing-1)', () => {
    const greek = refused(parseRecordedGame('game.yaml', seed.replace('lieutenant: senku', 'lieutenant: senkuΑ')));
    expect(greek.message).toMatch(/Α \(U\+0391, Greek\).*\(did you mean senkuA\?\)$/);
    const fullwidth = refused(
      parseRecordedGame('game.yaml', seed.replace('lieutenant: senku', 'lieutenant: ｓｅｎｋｕ')),
    );
    expect(fullwidth.message).toMatch(/fullwidth.*\(did you mean senku\?\)$/);
    expect(E.isRight(parseRecordedGame('game.yaml', seed.replaceAll('senku', 'senkuA')))).toBe(true);
  });

  it('recorded-game/id: a space is no id character; an id is at most 64 characters', () => {
    expect(parseBad('id-space.game.yaml')).toMatchObject({
      path: 'armies[1].player',
      message: 'player "yu jing" is not a valid id: it contains a space; ids are ASCII letters, digits, - and _',
      rule: 'recorded-game/id',
    });
    expect(parseBad('id-long.game.yaml')).toMatchObject({
      path: 'armies[1].groups[0].id',
      message: 'id is 65 characters long: an id is at most 64',
      rule: 'recorded-game/length',
    });
  });

  it('recorded-game/id: the keys of aros, dice, saves and guts are trooper ids', () => {
    expect(
      refused(parseRecordedGame('game.yaml', seed.replace('          senku: [7]', '          "senku 2": [7]'))),
    ).toMatchObject({ path: 'turns[0].orders[0].dice.senku 2', rule: 'recorded-game/id' });
  });
});

describe('recorded games are read strictly: limits', () => {
  it('recorded-game/length: a title is at most 200 characters, free text at most 10,000', () => {
    expect(parseBad('length-title.game.yaml')).toMatchObject({
      path: 'title',
      message: 'title is 201 characters long: a name is at most 200',
      rule: 'recorded-game/length',
    });
    const note = refused(
      parseRecordedGame(
        'game.yaml',
        seed.replace(
          '        first: { skill: idle }',
          `        note: ${'x'.repeat(10_001)}\n        first: { skill: idle }`,
        ),
      ),
    );
    expect(note).toMatchObject({
      path: 'turns[0].orders[0].note',
      message: 'note is 10001 characters long: free text is at most 10,000',
    });
    expect(
      E.isRight(
        parseRecordedGame(
          'game.yaml',
          seed.replace(
            '        first: { skill: idle }',
            `        note: ${'x'.repeat(10_000)}\n        first: { skill: idle }`,
          ),
        ),
      ),
    ).toBe(true);
  });

  it('recorded-game/size: a 20 MB string is refused before it is read (the log could not read it back)', () => {
    const text = seed.replace(
      'title: Face to Face 1 vs 1 (Fennec Fusilier vs Senku)',
      `title: ${'x'.repeat(20_000_000)}`,
    );
    expect(refused(parseRecordedGame('game.yaml', text))).toMatchObject({
      line: 1,
      column: 1,
      path: '',
      message: 'the file is 19.1 MiB and not plain JSON: a recorded game in YAML is at most 16 MiB (64 MiB in JSON)',
      rule: 'recorded-game/size',
    });
    expect(refused(parseRecordedGame('game.yaml', Buffer.from(text, 'utf8')))).toMatchObject({
      rule: 'recorded-game/size',
    });
  });
});

describe('recorded games are read strictly: bytes and YAML', () => {
  it('recorded-game/utf-8: a 0xFF byte is named with its offset, line and column, never replaced by U+FFFD', () => {
    const bytes = badGame('not-utf8.game.yaml');
    const offset = bytes.indexOf(0xff);
    expect(parseBad('not-utf8.game.yaml')).toMatchObject({
      line: lineOf(bytes.toString('latin1'), 'name: Senku\xff'),
      column: 24,
      rule: 'recorded-game/utf-8',
      edition: null,
      message: `byte 0xFF at offset ${offset} is not UTF-8: save the file as UTF-8 text`,
    });
  });

  it('recorded-game/utf-8: overlong forms and surrogates are not UTF-8 either; a BOM is fine', () => {
    const at = (bytes: readonly number[]) =>
      refused(parseRecordedGame('g.yaml', Uint8Array.from([...Buffer.from('title: '), ...bytes])));
    expect(at([0xc0, 0xaf]).message).toMatch(/^byte 0xC0 at offset 7 /);
    expect(at([0xed, 0xa0, 0x80]).message).toMatch(/^byte 0xED at offset 7 /);
    expect(at([0xe2, 0x82]).message).toMatch(/^byte 0xE2 at offset 7 /);
    expect(
      E.isRight(parseRecordedGame('g.yaml', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(seed)]))),
    ).toBe(true);
  });

  it('recorded-game/aliases: a billion laughs is refused at the alias that goes past 100 expansions, without expanding it', () => {
    const text = badGame('alias-bomb.game.yaml').toString('utf8');
    expect(parseBad('alias-bomb.game.yaml')).toMatchObject({
      line: lineOf(text, 'l2: &l2'),
      column: 50,
      path: '',
      rule: 'recorded-game/aliases',
      message:
        'alias *l1 brings the aliases of the file to 109 expansions; a recorded game may expand at most 100 (nested aliases multiply: an alias bomb?)',
    });
  });

  it('recorded-game/aliases: an alias inside its own anchor, and one with no anchor, are refused; a few aliases are fine', () => {
    expect(refused(parseRecordedGame('g.yaml', 'a: &a [1, *a]\n')).message).toBe(
      'alias *a is inside the node &a it names: it would expand forever',
    );
    expect(refused(parseRecordedGame('g.yaml', 'a: *x\n')).message).toBe('alias *x names no anchor &x before it');
    const shared = seed.replace('attributes: { MOV: [4, 2], CC: 13', 'attributes: &pano { MOV: [4, 2], CC: 13');
    expect(
      E.isRight(
        parseRecordedGame(
          'g.yaml',
          shared.replace(
            'attributes: { MOV: [4, 2], CC: 14, BS: 11, PH: 10, WIP: 13, ARM: 1, BTS: 0, W: 1, structure: false, S: 2 }',
            'attributes: *pano',
          ),
        ),
      ),
    ).toBe(true);
  });

  it('recorded-game/yaml: a key given twice is refused at its line', () => {
    expect(refused(parseRecordedGame('g.yaml', seed.replace('edition: n5', 'edition: n5\nedition: n4')))).toMatchObject(
      { line: 9, rule: 'recorded-game/yaml', message: expect.stringMatching(/unique/) },
    );
  });

  it('formatScriptError ends with the rule, its title and where it is explained', () => {
    expect(formatScriptError(parseBad('unknown-key-title.game.yaml'))).toMatch(
      /^unknown-key-title\.game\.yaml:8:1: tilte: tilte is not a field .* \[recorded-game\/unknown-key: .* — docs\/recorded-game\.md#fields-and-values\]$/,
    );
  });
});
