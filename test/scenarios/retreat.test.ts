import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession, formatRejection, type GameCommand } from '../../machines/index.ts';
import type { Edition } from '../../rules/edition.ts';
import type { ArmyList, TrooperProfile } from '../../rules/profiles/index.ts';
import { inRetreat } from '../../rules/state/index.ts';
import { army, lineTrooper } from '../support/troopers.ts';
import { only } from '../support/scenario.ts';

/*
 * Retreat! (docs/rulings.md "Retreat!"), as in examples/retreat.game.yaml: two 300-point lists
 * recorded late in a game. PanOceania's survivors are worth 78 points (more than 75: no Retreat!);
 * Yu Jing's 40 (75 or less: Retreat!). The Zhanshi is Yu Jing's Lieutenant; the Hac Tao has Courage.
 */
const costed = (p: TrooperProfile, cost: number, courage = false): TrooperProfile => ({
  ...p,
  cost,
  ...(courage ? { skills: ['courage' as const] } : {}),
});
const listed = (a: ArmyList, points: number): ArmyList => ({ ...a, points });

const input = (edition: Edition) => ({
  edition,
  title: 'retreat',
  armies: [
    listed(
      army('pano', [
        costed(lineTrooper(edition, 'fusilier', 'Fusilier', 12), 18),
        costed(lineTrooper(edition, 'bipandra', 'Bipandra', 12), 20),
        costed(lineTrooper(edition, 'swiss', 'Swiss Guard', 14), 40),
      ]),
      300,
    ),
    listed(
      army('yj', [
        costed(lineTrooper(edition, 'zhanshi', 'Zhanshi', 11), 10),
        costed(lineTrooper(edition, 'hac-tao', 'Hac Tao', 13), 30, true),
      ]),
      300,
    ),
  ],
});

const shoot = (target: string) =>
  ({
    skill: 'bs-attack',
    weapon: 'combi-rifle',
    targets: [{ target, burst: 1 }],
  }) as const;

const sendAll = (s: ReturnType<typeof createGameSession>, commands: readonly GameCommand[]): void => {
  for (const c of commands) {
    const r = s.send(c);
    expect(E.isRight(r) || formatRejection(r.left)).toBe(true);
  }
};

describe.each(['n4', 'n5'] as const)('Retreat! (%s)', (edition) => {
  it(`${edition}/retreat/situation: at the start of its Turn, Yu Jing's survivors (40 points of 300, 75 or less) put it in Retreat! and Loss of Lieutenant; PanOceania's (78) do not`, () => {
    const s = createGameSession(input(edition));
    sendAll(s, [{ type: 'start-turn', player: 'pano' }]);
    expect(only(s.events, 'OrderPoolsFormed')).toMatchObject({ retreat: false, lossOfLieutenant: false });
    expect(inRetreat(s.state(), 'pano')).toBe(false);
    sendAll(s, [{ type: 'end-turn' }, { type: 'start-turn', player: 'yj' }]);
    const pools = s.events.filter((e) => e.type === 'OrderPoolsFormed').at(-1);
    expect(pools).toMatchObject({
      player: 'yj',
      retreat: true,
      lossOfLieutenant: true,
      lieutenant: null,
      pools: [{ group: 'yj-1', regular: 0 }],
      irregular: [
        { trooper: 'zhanshi', orders: 1 },
        { trooper: 'hac-tao', orders: 1 },
      ],
    });
    expect(pools?.type === 'OrderPoolsFormed' ? pools.citations : []).toContain(`${edition}/retreat/situation`);
    expect(inRetreat(s.state(), 'yj')).toBe(true);
    // No new Lieutenant while the army is in Retreat!, and none is asked for.
    const named = s.send({ type: 'end-turn', lieutenant: 'hac-tao' });
    expect(E.isRight(named) || formatRejection(named.left)).toMatch(/Retreat!.*retreat\/situation/s);
    expect(E.isRight(s.send({ type: 'end-turn' }))).toBe(true);
  });

  it(`${edition}/retreat/state: in Retreat! the Zhanshi may stay Idle but not shoot, nor shoot in ARO; the Hac Tao (Courage) ignores the state`, () => {
    const s = createGameSession(input(edition));
    sendAll(s, [
      { type: 'start-turn', player: 'pano' },
      { type: 'end-turn' },
      { type: 'start-turn', player: 'yj' },
      { type: 'activate', trooper: 'zhanshi', order: 'irregular' },
    ]);
    const refused = s.send({ type: 'declare', trooper: 'zhanshi', declaration: shoot('fusilier') });
    expect(E.isRight(refused)).toBe(false);
    expect(E.isRight(refused) || formatRejection(refused.left)).toContain(`${edition}/retreat/state`);
    sendAll(s, [
      { type: 'declare', trooper: 'zhanshi', declaration: { skill: 'idle' } },
      { type: 'end-aros' },
      { type: 'declare', trooper: 'zhanshi', declaration: { skill: 'idle' } },
      { type: 'end-aros' },
      { type: 'activate', trooper: 'hac-tao', order: 'irregular' },
    ]);
    const courage = s.send({ type: 'declare', trooper: 'hac-tao', declaration: shoot('fusilier') });
    expect(E.isRight(courage) || formatRejection(courage.left)).not.toContain('retreat/state');
    // In PanOceania's next Turn, the Zhanshi's ARO is restricted too.
    const t = createGameSession(input(edition));
    sendAll(t, [
      { type: 'start-turn', player: 'yj' },
      { type: 'end-turn' },
      { type: 'start-turn', player: 'pano' },
      { type: 'activate', trooper: 'fusilier' },
      { type: 'declare', trooper: 'fusilier', declaration: { skill: 'idle' } },
    ]);
    const aro = t.send({ type: 'aro', trooper: 'zhanshi', declaration: shoot('fusilier') });
    expect(E.isRight(aro) || formatRejection(aro.left)).toContain(`${edition}/retreat/state`);
  });
});
