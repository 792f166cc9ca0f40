import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession, formatRejection, type GameCommand } from '../../machines/index.ts';
import type { Edition } from '../../rules/edition.ts';
import type { ArmyList, TrooperProfile } from '../../rules/profiles/index.ts';
import { army, lineTrooper } from '../support/troopers.ts';
import { only } from '../support/scenario.ts';

/*
 * Command Tokens, Executive and Operational Uses (docs/rulings.md "Command Tokens"), as in
 * examples/command-tokens-executive.game.yaml: PanOceania fields two Combat Groups, pano-1 (five
 * Regular Fusiliers and Irregular f6) and pano-2 (`second` troopers, four unless told).
 */
const fusilier = (edition: Edition, i: number, irregular = false): TrooperProfile => ({
  ...lineTrooper(edition, `f${i}`, `Fusilier ${i}`, 12),
  ...(irregular ? { training: 'irregular' as const } : {}),
});

const pano = (edition: Edition, second = 4): ArmyList => ({
  player: 'pano',
  faction: 'PanOceania',
  lieutenant: 'f1',
  groups: [
    { id: 'pano-1', troopers: [1, 2, 3, 4, 5, 6].map((i) => fusilier(edition, i, i === 6)) },
    { id: 'pano-2', troopers: Array.from({ length: second }, (_, k) => fusilier(edition, 7 + k)) },
  ],
});

const input = (edition: Edition, options: { second?: number; isolated?: boolean; tokens?: number } = {}) => ({
  edition,
  title: 'command tokens, executive use',
  armies: [pano(edition, options.second), army('yj', [lineTrooper(edition, 'zhanshi', 'Zhanshi', 11)])],
  ...(options.isolated === true ? { startingStates: [{ trooper: 'f6', states: ['isolated' as const] }] } : {}),
  ...(options.tokens === undefined ? {} : { commandTokens: options.tokens }),
});

type Session = ReturnType<typeof createGameSession>;

const answer = (s: Session, c: GameCommand): string => {
  const r = s.send(c);
  return E.isRight(r) ? 'accepted' : formatRejection(r.left);
};

const sendAll = (s: Session, commands: readonly GameCommand[]): void => {
  for (const c of commands) expect(answer(s, c)).toBe('accepted');
};

const idleOrder = (trooper: string, order?: 'regular' | 'irregular'): readonly GameCommand[] => [
  { type: 'activate', trooper, ...(order === undefined ? {} : { order }) },
  { type: 'declare', trooper, declaration: { skill: 'idle' } },
  { type: 'end-aros' },
  { type: 'declare', trooper, declaration: { skill: 'idle' } },
  { type: 'end-aros' },
];

const move = (trooper: string, group: string, player = 'pano'): GameCommand => ({
  type: 'command-token',
  player,
  use: 'change-group',
  trooper,
  group,
});

describe.each(['n3', 'n4', 'n5'] as const)(
  'Command Tokens, a trooper moved to another Combat Group (%s)',
  (edition) => {
    const cite = `${edition}/command-tokens/change-group`;

    it(`${cite}: in the Tactical Phase f2 moves from pano-1 to pano-2 for good, taking its Regular Order along (pano-1 5 → 4, pano-2 4 → 5); the next Order Count counts it in pano-2`, () => {
      const s = createGameSession(input(edition));
      sendAll(s, [{ type: 'start-turn', player: 'pano' }, move('f2', 'pano-2')]);
      expect(only(s.events, 'CommandTokenSpent')).toMatchObject({
        player: 'pano',
        use: 'change-group',
        trooper: 'f2',
        group: 'pano-2',
        commandTokensLeft: 3,
        citation: cite,
      });
      expect(s.state().pools?.regular).toEqual({ 'pano-1': 4, 'pano-2': 5 });
      expect(s.state().table.troopers['f2']?.group).toBe('pano-2');
      // f2's Order now comes from pano-2's pool.
      sendAll(s, idleOrder('f2'));
      expect(s.events.filter((e) => e.type === 'OrderSpent').at(-1)).toMatchObject({ trooper: 'f2', group: 'pano-2' });
      sendAll(s, [{ type: 'end-turn' }, { type: 'start-turn', player: 'yj' }, { type: 'end-turn' }]);
      sendAll(s, [{ type: 'start-turn', player: 'pano' }]);
      expect(s.events.filter((e) => e.type === 'OrderPoolsFormed').at(-1)).toMatchObject({
        player: 'pano',
        pools: [
          { group: 'pano-1', regular: 4 },
          { group: 'pano-2', regular: 5 },
        ],
      });
    });

    it(`${cite}: a group of ten troopers takes no eleventh; the same group, an unknown group and an enemy trooper are refused`, () => {
      const s = createGameSession(input(edition, { second: 10 }));
      sendAll(s, [{ type: 'start-turn', player: 'pano' }]);
      const full = answer(s, move('f2', 'pano-2'));
      expect(full).toMatch(/10 at most/);
      expect(full).toContain(cite);
      expect(answer(s, move('f2', 'pano-1'))).toMatch(/already in Combat Group pano-1/);
      expect(answer(s, move('f2', 'pano-9'))).toMatch(/no Combat Group pano-9/);
      expect(answer(s, move('zhanshi', 'pano-1'))).toMatch(/not pano's trooper/);
      // Out of the full group, a trooper may leave it.
      expect(answer(s, move('f7', 'pano-1'))).toBe('accepted');
      expect(s.state().pools?.regular).toEqual({ 'pano-1': 6, 'pano-2': 9 });
    });

    it(`${cite}: after the first Order the Tactical Phase is over; with no token left it is refused`, () => {
      const s = createGameSession(input(edition));
      sendAll(s, [{ type: 'start-turn', player: 'pano' }, ...idleOrder('f3')]);
      const late = answer(s, move('f2', 'pano-2'));
      expect(late).toMatch(/Tactical Phase/);
      expect(late).toContain(cite);
      const t = createGameSession(input(edition, { tokens: 0 }));
      sendAll(t, [{ type: 'start-turn', player: 'pano' }]);
      expect(answer(t, move('f2', 'pano-2'))).toMatch(/no Command Token left/);
    });
  },
);

describe.each(['n4', 'n5'] as const)('Command Tokens in the Reactive Turn (%s)', (edition) => {
  it(`${edition}/command-tokens/reactive-turn: in PanOceania's Turn, Yu Jing may not spend a Command Token`, () => {
    const s = createGameSession(input(edition));
    sendAll(s, [{ type: 'start-turn', player: 'pano' }]);
    const reactive = answer(s, {
      type: 'command-token',
      player: 'yj',
      use: 'change-group',
      trooper: 'zhanshi',
      group: 'yj-1',
    });
    expect(reactive).toMatch(/Reactive Turn/);
    expect(reactive).toContain(`${edition}/command-tokens/reactive-turn`);
  });
});

describe.each(['n4', 'n5'] as const)('Command Tokens, an Irregular Order made Regular (%s)', (edition) => {
  const cite = `${edition}/command-tokens/regular-order`;
  const regular: GameCommand = { type: 'command-token', player: 'pano', use: 'regular-order', trooper: 'f6' };

  it(`${cite}: f6's Irregular Order joins pano-1's pool as a Regular Order (5 → 6) and another trooper spends it`, () => {
    const s = createGameSession(input(edition));
    sendAll(s, [{ type: 'start-turn', player: 'pano' }, regular]);
    expect(only(s.events, 'CommandTokenSpent')).toMatchObject({
      use: 'regular-order',
      trooper: 'f6',
      group: 'pano-1',
      irregularLeft: 0,
      commandTokensLeft: 3,
      citation: cite,
    });
    expect(s.state().pools?.regular['pano-1']).toBe(6);
    expect(s.state().pools?.irregular['f6']).toBe(0);
    expect(answer(s, regular)).toMatch(/no Irregular Order left/);
    for (let i = 0; i < 6; i++) sendAll(s, idleOrder('f1', 'regular'));
    expect(s.state().pools?.regular['pano-1']).toBe(0);
  });

  it(`${cite}: an Isolated trooper's Irregular Order may not be made Regular`, () => {
    const s = createGameSession(input(edition, { isolated: true }));
    sendAll(s, [{ type: 'start-turn', player: 'pano' }]);
    const isolated = answer(s, regular);
    expect(isolated).toMatch(/Isolated/);
    expect(isolated).toContain(cite);
  });
});

describe('Command Tokens, uses the engine did not read', () => {
  it('n3/command-tokens/change-group: N3 makes no Irregular Order Regular (its Tactical Use read has no such use): refused, to be ruled by the players', () => {
    const s = createGameSession(input('n3'));
    sendAll(s, [{ type: 'start-turn', player: 'pano' }]);
    const r = answer(s, { type: 'command-token', player: 'pano', use: 'regular-order', trooper: 'f6' });
    expect(r).toMatch(/ruled by the players/);
    expect(r).toContain('n3/command-tokens/change-group');
  });

  it('n5/command-tokens/uses: N5 has no use read that lets a trooper ignore Retreat!: refused, to be ruled by the players', () => {
    const s = createGameSession(input('n5'));
    sendAll(s, [{ type: 'start-turn', player: 'pano' }]);
    const r = answer(s, { type: 'command-token', player: 'pano', use: 'ignore-retreat', trooper: 'f2' });
    expect(r).toMatch(/ruled by the players/);
    expect(r).toContain('n5/command-tokens/uses');
  });

  it("n4/command-tokens/executive: the opponent's Strategic limit holds for the Executive Use too: one token spent, the second refused", () => {
    const s = createGameSession(input('n4', { second: 6 }));
    sendAll(s, [
      { type: 'start-turn', player: 'pano' },
      { type: 'strategic-token', player: 'yj', use: 'limit-tokens' },
      move('f2', 'pano-2'),
    ]);
    expect(answer(s, move('f3', 'pano-2'))).toContain('n4/command-tokens/strategic');
  });
});
