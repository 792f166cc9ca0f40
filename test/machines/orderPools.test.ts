import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession, type GameCommand } from '../../machines/index.ts';
import type { ArmyList } from '../../rules/profiles/index.ts';
import { army, lineTrooper } from '../support/troopers.ts';
import { ofType } from '../support/scenario.ts';

// Rulebook seed (N3), Order Pool example: two Combat Groups, Orders never cross them.
const twoGroups = (edition: 'n3' | 'n4' | 'n5', lieutenant: string | null): ArmyList => ({
  player: 'pano',
  faction: 'PanOceania',
  lieutenant,
  groups: [
    {
      id: 'g1',
      troopers: [
        lineTrooper(edition, 'a1', 'A1', 12),
        lineTrooper(edition, 'a2', 'A2', 12),
        { ...lineTrooper(edition, 'a3', 'A3', 12), training: 'irregular' },
      ],
    },
    { id: 'g2', troopers: [lineTrooper(edition, 'b1', 'B1', 12)] },
  ],
});
const enemy = (edition: 'n3' | 'n4' | 'n5') => army('yj', [lineTrooper(edition, 'y1', 'Y1', 11)]);

/** Activates and runs a do-nothing Order (Idle + Idle, no AROs). */
const idleOrder = (trooper: string, order?: 'regular' | 'irregular' | 'lieutenant'): GameCommand[] => [
  { type: 'activate', trooper, ...(order === undefined ? {} : { order }) },
  { type: 'declare', trooper, declaration: { skill: 'idle' } },
  { type: 'end-aros' },
  { type: 'declare', trooper, declaration: { skill: 'idle' } },
  { type: 'end-aros' },
];

const run = (edition: 'n3' | 'n4' | 'n5', lieutenant: string | null, commands: readonly GameCommand[]) => {
  const s = createGameSession({ edition, title: 'pools', armies: [twoGroups(edition, lieutenant), enemy(edition)] });
  const results = commands.map((c) => ({ c, r: s.send(c) }));
  return { s, results };
};

describe.each(['n3', 'n4', 'n5'] as const)('Order Pools (%s)', (edition) => {
  it(`${edition}/orders/order-pool, ${edition}/orders/irregular: the Tactical Phase puts Regular Orders in each Combat Group pool, keeps Irregular ones per trooper, and gives the Lieutenant its Order`, () => {
    const { s } = run(edition, 'a1', [{ type: 'start-turn', player: 'pano' }]);
    const formed = ofType(s.events, 'OrderPoolsFormed')[0];
    expect(formed?.pools).toEqual([
      { group: 'g1', regular: 2 },
      { group: 'g2', regular: 1 },
    ]);
    expect(formed?.irregular).toEqual([{ trooper: 'a3', orders: 1 }]);
    expect(formed?.lieutenant).toEqual({ trooper: 'a1', orders: 1 });
    expect(formed?.lossOfLieutenant).toBe(false);
    expect(formed?.citations).toContain(`${edition}/orders/order-pool`);
  });

  it(`${edition}/orders/no-crossing-groups: Orders never cross Combat Groups and no pool goes below zero`, () => {
    const { s, results } = run(edition, 'a1', [
      { type: 'start-turn', player: 'pano' },
      ...idleOrder('b1'),
      { type: 'activate', trooper: 'b1' },
    ]);
    const last = results[results.length - 1]?.r;
    expect(last !== undefined && E.isLeft(last)).toBe(true);
    if (last !== undefined && E.isLeft(last)) {
      expect(last.left.reason).toMatch(/g2 has no Regular Order left/);
      expect(last.left.citation.id).toBe(`${edition}/orders/no-crossing-groups`);
    }
    expect(ofType(s.events, 'OrderSpent').map((e) => [e.trooper, e.pool, e.group])).toEqual([['b1', 'regular', 'g2']]);
  });

  it(`${edition}/orders/irregular: an Irregular trooper spends its own Order first, then its group's Regular Orders`, () => {
    const { s, results } = run(edition, 'a1', [
      { type: 'start-turn', player: 'pano' },
      ...idleOrder('a3'),
      ...idleOrder('a3'),
      ...idleOrder('a3'),
      ...idleOrder('a3'),
    ]);
    expect(ofType(s.events, 'OrderSpent').map((e) => e.pool)).toEqual(['irregular', 'regular', 'regular']);
    expect(ofType(s.events, 'OrderSpent')[0]?.citation).toBe(`${edition}/orders/irregular`);
    expect(results.filter((x) => E.isLeft(x.r)).map((x) => x.c.type)).toEqual([
      'activate',
      'declare',
      'end-aros',
      'declare',
      'end-aros',
    ]);
  });

  it(`${edition}/orders/lieutenant-order: only the Lieutenant spends the Lieutenant Order, once`, () => {
    const { results } = run(edition, 'a1', [
      { type: 'start-turn', player: 'pano' },
      { type: 'activate', trooper: 'a2', order: 'lieutenant' },
      ...idleOrder('a1', 'lieutenant'),
      { type: 'activate', trooper: 'a1', order: 'lieutenant' },
    ]);
    const refused = results.filter((x) => E.isLeft(x.r)).map((x) => (E.isRight(x.r) ? '' : x.r.left.reason));
    expect(refused).toEqual([
      'only the Lieutenant may spend the Lieutenant Order',
      'the Lieutenant Order was already spent this Turn',
    ]);
  });

  it(`${edition}/lieutenant/loss, ${edition}/lieutenant/eligible: Loss of Lieutenant: every trooper is Irregular, no Lieutenant Order; a new Lieutenant is appointed at the end of the Turn`, () => {
    const { s, results } = run(edition, null, [
      { type: 'start-turn', player: 'pano' },
      { type: 'end-turn', lieutenant: 'a3' },
      { type: 'end-turn', lieutenant: 'a2' },
    ]);
    const formed = ofType(s.events, 'OrderPoolsFormed')[0];
    expect(formed?.lossOfLieutenant).toBe(true);
    expect(formed?.pools).toEqual([
      { group: 'g1', regular: 0 },
      { group: 'g2', regular: 0 },
    ]);
    expect(formed?.irregular.map((i) => i.trooper)).toEqual(['a1', 'a2', 'a3', 'b1']);
    expect(formed?.lieutenant).toBeNull();
    const first = results[1]?.r;
    expect(first !== undefined && E.isLeft(first) && first.left.reason).toMatch(/Irregular and cannot be Lieutenant/);
    expect(ofType(s.events, 'LieutenantAppointed').map((e) => e.trooper)).toEqual(['a2']);
    s.send({ type: 'start-turn', player: 'yj' });
    s.send({ type: 'end-turn' });
    s.send({ type: 'start-turn', player: 'pano' });
    expect(ofType(s.events, 'OrderPoolsFormed')[2]?.lieutenant).toEqual({ trooper: 'a2', orders: 1 });
  });
});

describe('Loss of Lieutenant: appointing per edition', () => {
  it('n3/lieutenant/loss, n4/lieutenant/loss, n5/lieutenant/loss: N5 must appoint a new Lieutenant when someone can be; N3/N4 may end the Turn without', () => {
    for (const edition of ['n3', 'n4', 'n5'] as const) {
      const { results } = run(edition, null, [{ type: 'start-turn', player: 'pano' }, { type: 'end-turn' }]);
      expect(results[1] !== undefined && E.isRight(results[1].r), edition).toBe(edition !== 'n5');
    }
  });

  it('no Lieutenant can be appointed when the army is not in Loss of Lieutenant', () => {
    const { results } = run('n5', 'a1', [
      { type: 'start-turn', player: 'pano' },
      { type: 'end-turn', lieutenant: 'a2' },
    ]);
    expect(results[1] !== undefined && E.isLeft(results[1].r) && results[1].r.left.reason).toMatch(
      /not in Loss of Lieutenant/,
    );
  });
});
