import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession, formatRejection, type GameCommand } from '../../machines/index.ts';
import type { Edition } from '../../rules/edition.ts';
import type { ArmyList } from '../../rules/profiles/index.ts';
import { army, lineTrooper } from '../support/troopers.ts';
import { only } from '../support/scenario.ts';

/*
 * Command Tokens, Strategic Use (docs/rulings.md "Command Tokens"), as in
 * examples/command-tokens.game.yaml: PanOceania has the first Turn with eleven troopers in two
 * Combat Groups (11 Regular Orders and the Lieutenant Order: 12, more than ten); Yu Jing, with the
 * second Turn, spends one Command Token in PanOceania's first Tactical Phase.
 */
const pano = (edition: Edition, size: number): ArmyList => {
  const troopers = Array.from({ length: size }, (_, i) => lineTrooper(edition, `f${i + 1}`, `Fusilier ${i + 1}`, 12));
  return {
    player: 'pano',
    faction: 'PanOceania',
    lieutenant: 'f1',
    groups: [
      { id: 'pano-1', troopers: troopers.slice(0, 6) },
      { id: 'pano-2', troopers: troopers.slice(6) },
    ],
  };
};

const input = (edition: Edition, size = 11) => ({
  edition,
  title: 'command tokens',
  armies: [pano(edition, size), army('yj', [lineTrooper(edition, 'zhanshi', 'Zhanshi', 11)])],
});

const refusal = (s: ReturnType<typeof createGameSession>, c: GameCommand): string => {
  const r = s.send(c);
  return E.isRight(r) ? 'accepted' : formatRejection(r.left);
};

const idleOrder = (trooper: string): readonly GameCommand[] => [
  { type: 'declare', trooper, declaration: { skill: 'idle' } },
  { type: 'end-aros' },
  { type: 'declare', trooper, declaration: { skill: 'idle' } },
  { type: 'end-aros' },
];

describe.each(['n3', 'n4', 'n5'] as const)('Command Tokens, Strategic Use (%s)', (edition) => {
  it(`${edition}/command-tokens/strategic: right after PanOceania's first Order Count, Yu Jing spends a Command Token to take two Regular Orders (one from each group); a second Strategic Use is refused`, () => {
    const s = createGameSession(input(edition));
    expect(E.isRight(s.send({ type: 'start-turn', player: 'pano' }))).toBe(true);
    const c: GameCommand = {
      type: 'strategic-token',
      player: 'yj',
      use: 'remove-orders',
      groups: ['pano-1', 'pano-2'],
    };
    expect(refusal(s, c)).toBe('accepted');
    expect(only(s.events, 'CommandTokenSpent')).toMatchObject({
      player: 'yj',
      use: 'remove-orders',
      groups: ['pano-1', 'pano-2'],
      commandTokensLeft: 3,
      citation: `${edition}/command-tokens/strategic`,
    });
    expect(s.state().pools?.regular).toEqual({ 'pano-1': 5, 'pano-2': 4 });
    expect(s.state().tokens['yj']).toBe(3);
    expect(refusal(s, { type: 'strategic-token', player: 'yj', use: 'limit-tokens' })).toMatch(
      /one single Command Token/,
    );
  });

  it(`${edition}/command-tokens/strategic: limited to one Command Token that Turn, PanOceania gives one Coordinated Order and the second is refused`, () => {
    const s = createGameSession(input(edition));
    for (const c of [
      { type: 'start-turn', player: 'pano' },
      { type: 'strategic-token', player: 'yj', use: 'limit-tokens' },
      { type: 'activate', trooper: 'f2', coordinated: ['f3'] },
      ...idleOrder('f2'),
    ] as const satisfies readonly GameCommand[])
      expect(refusal(s, c)).toBe('accepted');
    expect(only(s.events, 'CommandTokenSpent')).toMatchObject({ use: 'limit-tokens', floor: 3 });
    expect(s.state().tokens).toEqual({ pano: 3, yj: 3 });
    expect(refusal(s, { type: 'activate', trooper: 'f4', coordinated: ['f5'] })).toContain(
      `${edition}/command-tokens/strategic`,
    );
    // The limit lasts the Turn only.
    for (const c of [
      { type: 'end-turn' },
      { type: 'start-turn', player: 'yj' },
      { type: 'end-turn' },
      { type: 'start-turn', player: 'pano' },
    ] as const)
      expect(refusal(s, c)).toBe('accepted');
    expect(refusal(s, { type: 'activate', trooper: 'f4', coordinated: ['f5'] })).toBe('accepted');
  });

  it(`${edition}/command-tokens/strategic: refused to the Active Player, after the first Order, in a later Turn, and for Orders a group does not have`, () => {
    const s = createGameSession(input(edition));
    expect(E.isRight(s.send({ type: 'start-turn', player: 'pano' }))).toBe(true);
    expect(refusal(s, { type: 'strategic-token', player: 'pano', use: 'limit-tokens' })).toMatch(/Active Player/);
    expect(
      refusal(s, { type: 'strategic-token', player: 'yj', use: 'remove-orders', groups: ['pano-3', 'pano-1'] }),
    ).toMatch(/no Combat Group pano-3/);
    for (const c of [{ type: 'activate', trooper: 'f2' }, ...idleOrder('f2')] as const satisfies readonly GameCommand[])
      expect(refusal(s, c)).toBe('accepted');
    expect(refusal(s, { type: 'strategic-token', player: 'yj', use: 'limit-tokens' })).toMatch(
      /Tactical Phase is over/,
    );
    for (const c of [{ type: 'end-turn' }, { type: 'start-turn', player: 'yj' }] as const)
      expect(refusal(s, c)).toBe('accepted');
    expect(refusal(s, { type: 'strategic-token', player: 'pano', use: 'limit-tokens' })).toMatch(/first Player Turn/);
  });
});

describe('Command Tokens, Strategic Use: the N5 limit of ten Orders', () => {
  it('n5/command-tokens/strategic: with 9 troopers (9 Regular Orders and the Lieutenant Order: 10) no Orders may be taken; N4 has no such limit', () => {
    const cut: GameCommand = {
      type: 'strategic-token',
      player: 'yj',
      use: 'remove-orders',
      groups: ['pano-1', 'pano-1'],
    };
    const n5 = createGameSession(input('n5', 9));
    expect(E.isRight(n5.send({ type: 'start-turn', player: 'pano' }))).toBe(true);
    expect(refusal(n5, cut)).toMatch(/10 Orders: only more than ten/);
    expect(refusal(n5, { type: 'strategic-token', player: 'yj', use: 'limit-tokens' })).toBe('accepted');
    const n4 = createGameSession(input('n4', 9));
    expect(E.isRight(n4.send({ type: 'start-turn', player: 'pano' }))).toBe(true);
    expect(refusal(n4, cut)).toBe('accepted');
    expect(n4.state().pools?.regular['pano-1']).toBe(4);
  });
});
