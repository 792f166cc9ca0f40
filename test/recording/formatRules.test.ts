import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { isCitationId } from '../../rules/citations/index.ts';
import { FORMAT_RULES, formatRuleSource, ruleReference, type FormatRuleId } from '../../recording/index.ts';
import { decodeFailure } from '../../recording/decodeFailure.ts';
import { ROOT } from './badGames.ts';

const doc = readFileSync(join(ROOT, 'docs', 'recorded-game.md'), 'utf8');
/** The anchors GitHub gives the headings of a Markdown page. */
const anchors = new Set(
  doc
    .split('\n')
    .filter((l) => /^#{2,4} /.test(l))
    .map((l) =>
      l
        .replace(/^#+ /, '')
        .toLowerCase()
        .replace(/[^a-z0-9 _-]/g, '')
        .replace(/ /g, '-'),
    ),
);
const ids = Object.keys(FORMAT_RULES) as FormatRuleId[];

describe('the format rules (recording/formatRules.ts)', () => {
  it.each(ids)(
    '%s is a rule of the format, not of the game, explained in its section of docs/recorded-game.md',
    (id) => {
      expect(id.startsWith('recorded-game/')).toBe(true);
      expect(isCitationId(id)).toBe(false);
      expect(anchors, formatRuleSource(id)).toContain(FORMAT_RULES[id].section);
      expect(doc).toContain(`| \`${id}\` |`);
      expect(ruleReference(id)).toEqual({
        id,
        title: FORMAT_RULES[id].title,
        source: `docs/recorded-game.md#${FORMAT_RULES[id].section}`,
      });
    },
  );

  it('a game rule is looked up in the citation catalogue', () => {
    expect(ruleReference('n5/guts/requirements')).toMatchObject({
      id: 'n5/guts/requirements',
      source: expect.stringMatching(/^https:\/\//),
    });
  });
});

describe("decodeFailure: what only the codec knows, still in the players' words", () => {
  it('names the deepest failing field through readonly wrappers, intersections and arrays', () => {
    const Even = t.refinement(t.number, (n) => n % 2 === 0, 'Even');
    const codec = t.readonly(
      t.type({
        armies: t.readonlyArray(t.readonly(t.intersection([t.type({ id: t.string }), t.partial({ size: Even })]))),
      }),
    );
    const decoded = codec.decode({
      armies: [
        { id: 'a', size: 2 },
        { id: 'b', size: 3 },
      ],
    });
    if (E.isRight(decoded)) throw new Error('decoded');
    expect(decodeFailure(decoded.left)).toEqual({
      path: ['armies', 1, 'size'],
      message: 'size must be a number, not 3',
      rule: 'recorded-game/type',
    });
  });
});
