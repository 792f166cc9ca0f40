import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { formatScriptError, parseRecordedGame, recordGame, type ScriptError } from '../../recording/index.ts';
import { example, lineOf } from './badGames.ts';

/** Records a variant of an example; returns the refusal. */
const refusal = (text: string): ScriptError => {
  const p = parseRecordedGame('game.yaml', text);
  if (E.isLeft(p)) return p.left;
  const r = recordGame('game.yaml', p.right.game, p.right.map);
  if (E.isRight(r)) throw new Error('the game was recorded');
  return r.left.error;
};

const seed = example('f2f-1v1.game.yaml');
const swap = (from: string, to: string): string => {
  if (!seed.includes(from)) throw new Error(`not in the seed: ${from}`);
  return seed.replace(from, to);
};

describe('recorded-game/unknown-id: an id that names nothing lists the valid ids, with a did-you-mean', () => {
  it("a trooper: the Order's, a key of aros, a target, a trooper of a table fact (once silently ignored)", () => {
    expect(refusal(swap('      - trooper: fennec', '      - trooper: fenec'))).toMatchObject({
      path: 'turns[0].orders[0].trooper',
      rule: 'recorded-game/unknown-id',
      edition: 'n5',
      line: lineOf(seed, '      - trooper: fennec'),
      message: 'there is no trooper fenec (did you mean fennec?); the troopers are fennec, senku',
    });
    expect(refusal(swap('          senku: { skill: bs-attack', '          senk: { skill: bs-attack'))).toMatchObject({
      path: 'turns[0].orders[0].aros.senk',
      message: expect.stringMatching(/^there is no trooper senk \(did you mean senku\?\)/),
    });
    expect(
      refusal(swap('targets: [{ target: senku, burst: 3 }]', 'targets: [{ target: senk, burst: 3 }]')),
    ).toMatchObject({ path: 'turns[0].orders[0].second.targets[0].target' });
    expect(
      refusal(swap('{ fact: cover, target: senku, from: fennec', '{ fact: cover, target: senk, from: fennec')),
    ).toMatchObject({ path: 'turns[0].orders[0].table[3].target', rule: 'recorded-game/unknown-id' });
  });

  it('the main target of an Intuitive or a Speculative Attack (once not checked at reading)', () => {
    const intuitive = example('intuitive-attack.game.yaml');
    const moved = intuitive.replace('target: morat }', 'target: morta }');
    expect(moved).not.toBe(intuitive);
    const p = parseRecordedGame('game.yaml', moved);
    if (E.isLeft(p)) throw new Error(formatScriptError(p.left));
    const r = recordGame('game.yaml', p.right.game, p.right.map);
    expect(E.isRight(r) || r.left.error).toMatchObject({
      path: 'turns[0].orders[0].first.target',
      rule: 'recorded-game/unknown-id',
      message: expect.stringMatching(/^there is no trooper morta; the troopers are fendetestas, morat, morat2/),
    });
  });

  it('a Lieutenant that is no trooper of its army (once silently ignored)', () => {
    expect(refusal(swap('lieutenant: fennec', 'lieutenant: fenec'))).toMatchObject({
      path: 'armies[0].lieutenant',
      message: "fenec is not a trooper of panoceania's army (did you mean fennec?); its troopers are fennec",
    });
  });

  it('a player', () => {
    expect(refusal(swap('  - player: panoceania\n    orders', '  - player: panoceana\n    orders'))).toMatchObject({
      path: 'turns[0].player',
      message: 'there is no player panoceana (did you mean panoceania?); the players are panoceania, yu-jing',
    });
  });

  it('a weapon: of the catalogue, and one a declaration names that no trooper carries', () => {
    expect(refusal(swap('weapons: [combi-rifle]', 'weapons: [combi-rilfe]'))).toMatchObject({
      path: 'armies[0].groups[0].troopers[0].weapons[0]',
      message: expect.stringMatching(
        /^there is no weapon combi-rilfe \(did you mean combi-rifle\?\); the weapons of the n5 catalogue are combi-rifle, chain-rifle, .*: name one of them, or give the weapon's full profile$/,
      ),
    });
    expect(
      refusal(
        swap('second: { skill: bs-attack, weapon: combi-rifle', 'second: { skill: bs-attack, weapon: combi-rilfe'),
      ),
    ).toMatchObject({
      path: 'turns[0].orders[0].second.weapon',
      message:
        'no trooper of the game carries a weapon combi-rilfe (did you mean combi-rifle?); fennec carries combi-rifle',
    });
  });

  it('a skill (its tag) and a starting state', () => {
    expect(refusal(swap('first: { skill: idle }', 'first: { skill: idel }'))).toMatchObject({
      path: 'turns[0].orders[0].first.skill',
      message: expect.stringMatching(/\(did you mean idle\?\), not "idel"$/),
    });
    expect(
      refusal(swap('weapons: [combi-rifle]', 'weapons: [combi-rifle]\n            states: [prnoe]')),
    ).toMatchObject({
      path: 'armies[0].groups[0].troopers[0].states[0]',
      rule: 'recorded-game/starting-state',
      message: expect.stringMatching(
        /a trooper may start in prone, imm-a, imm-b, isolated, stunned, camouflaged, imp-1, imp-2, hidden-deployment \(did you mean prone\?\)$/,
      ),
    });
  });

  it('recorded-game/duplicate-id: a player or a Combat Group id used twice', () => {
    expect(refusal(swap('  - player: yu-jing\n', '  - player: panoceania\n'))).toMatchObject({
      path: 'armies[1].player',
      rule: 'recorded-game/duplicate-id',
    });
    expect(refusal(swap('- id: yu-jing-1', '- id: panoceania-1'))).toMatchObject({
      path: 'armies[1].groups[0].id',
      rule: 'recorded-game/duplicate-id',
      message: 'Combat Group id panoceania-1 is used twice',
    });
  });

  it('the text names the format rule and where it is explained', () => {
    expect(formatScriptError(refusal(swap('      - trooper: fennec', '      - trooper: fenec')))).toMatch(
      /\[recorded-game\/unknown-id: .* — docs\/recorded-game\.md#ids\]$/,
    );
  });
});

describe('recorded-game/duplicate-id: trooper ids told apart by case alone', () => {
  it('two troopers whose ids differ only by case (fennec, fENNEC) are refused at the second', () => {
    const text = seed.replace(/\bsenku\b/g, 'fENNEC');
    expect(refusal(text)).toMatchObject({
      path: 'armies[1].groups[0].troopers[0].id',
      rule: 'recorded-game/duplicate-id',
      message: 'trooper id fENNEC differs from fennec only by case: give one of them another id',
    });
  });
});
