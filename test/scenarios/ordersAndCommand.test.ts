import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession, formatRejection } from '../../machines/index.ts';
import type { Edition } from '../../rules/edition.ts';
import type { TrooperProfile, TrooperSkill } from '../../rules/profiles/index.ts';
import { army, lineTrooper } from '../support/troopers.ts';
import { given, only } from '../support/scenario.ts';

/*
 * Orders and command (docs/rulings.md "Orders and command"), as in
 * examples/orders-and-command.game.yaml: Yu Jing's Zhanshi Lieutenant (+1 Command Token) starts
 * Isolated; its Hac Tao has Chain of Command, its Shang Ji Tactical Awareness.
 */
const withSkill = (p: TrooperProfile, skill: TrooperSkill): TrooperProfile => ({ ...p, skills: [skill] });

const input = (edition: Edition, isolated: boolean) => ({
  edition,
  title: 'orders and command',
  armies: [
    army('yj', [
      edition === 'n5'
        ? withSkill(lineTrooper(edition, 'zhanshi', 'Zhanshi', 11), 'lieutenant-plus-one-token')
        : lineTrooper(edition, 'zhanshi', 'Zhanshi', 11),
      withSkill(lineTrooper(edition, 'shang-ji', 'Shang Ji', 12, 2), 'tactical-awareness'),
      withSkill(lineTrooper(edition, 'hac-tao', 'Hac Tao', 13, 2), 'chain-of-command'),
    ]),
    army('pano', [lineTrooper(edition, 'fusilier', 'Fusilier', 12)]),
  ],
  ...(isolated ? { startingStates: [{ trooper: 'zhanshi', states: ['isolated' as const] }] } : {}),
});

describe.each(['n4', 'n5'] as const)('Orders and command (%s)', (edition) => {
  it(`${edition}/skills/chain-of-command: the Lieutenant Isolated, the Hac Tao is the Lieutenant from the Tactical Phase on and spends the Lieutenant Order; no Lieutenant is appointed at the end of the Turn`, () => {
    const g = given(input(edition, true)).when([
      { type: 'start-turn', player: 'yj' },
      { type: 'activate', trooper: 'hac-tao', order: 'lieutenant' },
      { type: 'declare', trooper: 'hac-tao', declaration: { skill: 'idle' } },
      { type: 'end-aros' },
      { type: 'declare', trooper: 'hac-tao', declaration: { skill: 'idle' } },
      { type: 'end-aros' },
    ]);
    const pools = only(g.events, 'OrderPoolsFormed');
    expect(pools).toMatchObject({ lieutenant: { trooper: 'hac-tao', orders: 1 }, lossOfLieutenant: false });
    expect(pools.citations).toContain(`${edition}/skills/chain-of-command`);
    expect(g.session.state().lieutenants['yj']).toBe('hac-tao');
    const r = g.session.send({ type: 'end-turn', lieutenant: 'shang-ji' });
    expect(E.isRight(r) || formatRejection(r.left)).toMatch(/not in Loss of Lieutenant/);
  });

  it(`${edition}/skills/tactical-awareness: the Shang Ji spends its own extra Order, then a second one is refused with the rule`, () => {
    const s = createGameSession(input(edition, false));
    // N5: a Tactical Order (order: tactical); N4: an extra Irregular Order.
    const kind = edition === 'n5' ? 'tactical' : 'irregular';
    const rule = edition === 'n5' ? 'n5/skills/tactical-awareness' : 'n4/orders/irregular';
    const idle = { type: 'declare', trooper: 'shang-ji', declaration: { skill: 'idle' } } as const;
    for (const c of [
      { type: 'start-turn', player: 'yj' } as const,
      { type: 'activate', trooper: 'shang-ji', order: kind } as const,
      idle,
      { type: 'end-aros' } as const,
      idle,
      { type: 'end-aros' } as const,
    ])
      expect(E.isRight(s.send(c))).toBe(true);
    expect(only(s.events, 'OrderPoolsFormed')).toMatchObject({
      pools: [{ group: 'yj-1', regular: 3 }],
      [kind]: [{ trooper: 'shang-ji', orders: 1 }],
    });
    expect(only(s.events, 'OrderSpent')).toMatchObject({ pool: kind, citation: rule });
    const again = s.send({ type: 'activate', trooper: 'shang-ji', order: kind });
    expect(E.isRight(again)).toBe(false);
    expect(E.isRight(again) || formatRejection(again.left)).toContain(rule);
    const other = s.send({ type: 'activate', trooper: 'hac-tao', order: kind });
    expect(E.isRight(other)).toBe(false);
  });
});

describe('Lieutenant (+1 Command Token)', () => {
  it('n5/skills/lieutenant-plus-one-token: Yu Jing starts with 5 Command Tokens, PanOceania with 4', () => {
    const s = createGameSession(input('n5', false));
    expect(s.state().tokens).toEqual({ yj: 5, pano: 4 });
  });
});

describe.each(['n4', 'n5'] as const)('NCO (%s)', (edition) => {
  const nco = (): ReturnType<typeof input> => ({
    edition,
    title: 'nco',
    armies: [
      army('pano', [
        lineTrooper(edition, 'fusilier', 'Fusilier', 12),
        withSkill(lineTrooper(edition, 'nco-fusilier', 'Fusilier NCO', 12), 'nco'),
      ]),
      army('yj', [lineTrooper(edition, 'zhanshi', 'Zhanshi', 11)]),
    ],
  });

  it(`${edition}/skills/nco: the NCO spends its Lieutenant's Order; then the Lieutenant has none left`, () => {
    const g = given(nco()).when([
      { type: 'start-turn', player: 'pano' },
      { type: 'activate', trooper: 'nco-fusilier', order: 'lieutenant' },
      { type: 'declare', trooper: 'nco-fusilier', declaration: { skill: 'idle' } },
      { type: 'end-aros' },
      { type: 'declare', trooper: 'nco-fusilier', declaration: { skill: 'idle' } },
      { type: 'end-aros' },
    ]);
    expect(only(g.events, 'OrderSpent')).toMatchObject({ pool: 'lieutenant', citation: `${edition}/skills/nco` });
    const r = g.session.send({ type: 'activate', trooper: 'fusilier', order: 'lieutenant' });
    expect(E.isRight(r) || formatRejection(r.left)).toMatch(/already spent/);
  });
});
