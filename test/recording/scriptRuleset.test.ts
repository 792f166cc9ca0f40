import fc from 'fast-check';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { scriptRuleset } from '../../recording/necromunda/index.ts';
import { NECROMUNDA_RULESET } from '../../rules/necromunda/index.ts';
import { example } from './badGames.ts';

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);
const rulesetOf = (text: string) => scriptRuleset('game.yaml', bytes(text));

/** Any JSON object whose top level has no `ruleset` key (deeper ones may have it, and values may spell it). */
const objects = fc.dictionary(
  fc.oneof(fc.string(), fc.constant('rules'), fc.constant('ruleset ')),
  fc.oneof(fc.jsonValue(), fc.constant('ruleset'), fc.constant({ ruleset: NECROMUNDA_RULESET })),
  { maxKeys: 6 },
);

describe('recording/necromunda/scriptRuleset: which game a recorded-game file is of', () => {
  it('a seed game, which never names a ruleset, is an Infinity game', () => {
    expect(rulesetOf(example('f2f-1v1.game.yaml'))).toEqual(E.right('infinity'));
  });

  it('a top-level ruleset key names Necromunda, in YAML and in JSON', () => {
    expect(rulesetOf(`ruleset: ${NECROMUNDA_RULESET}\ntitle: t\n`)).toEqual(E.right(NECROMUNDA_RULESET));
    expect(rulesetOf(JSON.stringify({ title: 't', ruleset: NECROMUNDA_RULESET }))).toEqual(E.right(NECROMUNDA_RULESET));
  });

  it('a ruleset the engine does not know is refused at its key, with the rule that decides it', () => {
    const r = rulesetOf('title: t\nruleset: chess\n');
    expect(E.isLeft(r) && r.left).toMatchObject({ path: 'ruleset', line: 2, rule: 'recorded-game/choice' });
  });

  it('the word only in a value, or only in a nested key, leaves the file an Infinity game', () => {
    expect(rulesetOf('title: my ruleset notes\n')).toEqual(E.right('infinity'));
    expect(rulesetOf(JSON.stringify({ notes: { ruleset: NECROMUNDA_RULESET } }))).toEqual(E.right('infinity'));
  });

  it('any JSON object: Infinity without the top-level key, else what the key names', () => {
    fc.assert(
      fc.property(
        objects,
        fc.option(fc.oneof(fc.constant(NECROMUNDA_RULESET), fc.string()), { nil: undefined }),
        fc.constantFrom(undefined, 2),
        (value, named, indent) => {
          const game = named === undefined ? value : { ...value, ruleset: named };
          const r = scriptRuleset('game.json', bytes(JSON.stringify(game, null, indent)));
          if (named === undefined) expect(r).toEqual(E.right('infinity'));
          else if (named === NECROMUNDA_RULESET) expect(r).toEqual(E.right(NECROMUNDA_RULESET));
          else expect(E.isLeft(r) && r.left.path).toBe('ruleset');
        },
      ),
    );
  });
});
