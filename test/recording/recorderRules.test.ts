import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { formatScriptError, parseRecordedGame, recordGame, type ScriptError } from '../../recording/index.ts';
import { example } from './badGames.ts';

// The refusals the recorder makes itself (strict dice, strict Guts Rolls) cite the rule of the
// game's own edition: once they named none.
const refusal = (text: string): ScriptError => {
  const p = parseRecordedGame('game.yaml', text);
  if (E.isLeft(p)) throw new Error(formatScriptError(p.left));
  const r = recordGame('game.yaml', p.right.game, p.right.map);
  if (E.isRight(r)) throw new Error('the game was recorded');
  return r.left.error;
};

const edit = (file: string, from: string, to: string): string => {
  const text = example(file);
  if (!text.includes(from)) throw new Error(`not in ${file}: ${from}`);
  return text.replace(from, to);
};

describe("the recorder's own refusals name a rule of the game's edition", () => {
  it('n5/orders/expenditure-sequence: dice nobody owes ("has no roll due") name the sequence that says which skills roll', () => {
    const e = refusal(
      edit(
        'f2f-1v1.game.yaml',
        '        aros:\n          senku: { skill: bs-attack, weapon: combi-rifle, targets: [{ target: fennec, burst: 1 }] }\n',
        '',
      ),
    );
    expect(e).toMatchObject({
      path: 'turns[0].orders[0].dice.senku',
      message: 'senku has no roll due in this Order; remove these dice',
      rule: 'n5/orders/expenditure-sequence',
      edition: 'n5',
    });
    expect(formatScriptError(e)).toMatch(
      /\[n5\/orders\/expenditure-sequence: Order Expenditure Sequence: .* — https:\/\//,
    );
  });

  it('n5/guts/requirements: a Guts Roll owed and missing ("must make a Guts Roll") names who owes one', () => {
    const e = refusal(edit('two-f2f-rolls.game.yaml', '        guts:\n          senkuA: { roll: 6 }\n', ''));
    expect(e).toMatchObject({
      path: 'turns[0].orders[0]',
      message: 'senkuA must make a Guts Roll; add guts.senkuA with roll: <die> or fail: true',
      rule: 'n5/guts/requirements',
      edition: 'n5',
    });
  });

  it('n5/guts/requirements: a Guts Roll nobody owes ("owes no Guts Roll") names the rule that decided it', () => {
    const e = refusal(
      edit(
        'two-f2f-rolls.game.yaml',
        '          senkuA: { roll: 6 }\n',
        '          senkuA: { roll: 6 }\n          fennec: { roll: 6 }\n',
      ),
    );
    expect(e).toMatchObject({
      path: 'turns[0].orders[0].guts.fennec',
      message: expect.stringMatching(/^fennec owes no Guts Roll in this Order/),
      rule: 'n5/guts/requirements',
    });
  });

  it('n4/guts/requirements: in an N4 game the same refusal cites N4', () => {
    const e = refusal(edit('guts-roll-stands-ground.game.yaml', '        guts:\n          morat: { roll: 5 }\n', ''));
    expect(e).toMatchObject({
      rule: 'n4/guts/requirements',
      edition: 'n4',
      message: 'morat must make a Guts Roll; add guts.morat with roll: <die> or fail: true',
    });
  });

  it('n4/guts/roll: a Guts Roll given as both a die and a failure', () => {
    const e = refusal(
      edit('guts-roll-stands-ground.game.yaml', 'morat: { roll: 5 }', 'morat: { roll: 5, fail: true }'),
    );
    expect(e).toMatchObject({
      path: 'turns[0].orders[0].guts.morat',
      rule: 'n4/guts/roll',
      message: "give either roll: <die> or fail: true for morat's Guts Roll",
    });
  });

  it('n5/aro/reactive-only: a refusal of the engine carries its citation id through', () => {
    const e = refusal(
      edit(
        'f2f-1v1.game.yaml',
        '          senku: { skill: bs-attack',
        '          fennec: { skill: dodge }\n          senku: { skill: bs-attack',
      ),
    );
    expect(e).toMatchObject({
      rule: 'n5/aro/reactive-only',
      edition: 'n5',
      message: 'fennec belongs to the Active Player: only the Reactive Player declares AROs',
    });
    expect(formatScriptError(e)).toMatch(/ \[n5\/aro\/reactive-only: .* — http/);
  });
});
