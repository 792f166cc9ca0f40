import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession, formatRejection, type GameCommand } from '../../machines/index.ts';
import type { ArmyList, TrooperProfile } from '../../rules/profiles/index.ts';
import { army, lineTrooper } from '../support/troopers.ts';
import { only } from '../support/scenario.ts';

/*
 * Command Tokens, Operational Use (N4): a trooper that ignores Retreat! (docs/rulings.md "Command
 * Tokens"). Two 300-point lists as in examples/retreat.game.yaml: Yu Jing's survivors (40 points)
 * put it in Retreat!; PanOceania's (78) do not.
 */
const costed = (p: TrooperProfile, cost: number): TrooperProfile => ({ ...p, cost });
const listed = (a: ArmyList): ArmyList => ({ ...a, points: 300 });

const input = {
  edition: 'n4' as const,
  title: 'ignore retreat',
  armies: [
    listed(
      army('pano', [
        costed(lineTrooper('n4', 'fusilier', 'Fusilier', 12), 18),
        costed(lineTrooper('n4', 'bipandra', 'Bipandra', 12), 20),
        costed(lineTrooper('n4', 'swiss', 'Swiss Guard', 14), 40),
      ]),
    ),
    listed(
      army('yj', [
        costed(lineTrooper('n4', 'zhanshi', 'Zhanshi', 11), 10),
        costed(lineTrooper('n4', 'hac-tao', 'Hac Tao', 13), 30),
      ]),
    ),
  ],
};

type Session = ReturnType<typeof createGameSession>;
const answer = (s: Session, c: GameCommand): string => {
  const r = s.send(c);
  return E.isRight(r) ? 'accepted' : formatRejection(r.left);
};
const sendAll = (s: Session, commands: readonly GameCommand[]): void => {
  for (const c of commands) expect(answer(s, c)).toBe('accepted');
};
const shoot = { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'fusilier', burst: 1 }] } as const;
const ignore = (trooper: string, player = 'yj'): GameCommand => ({
  type: 'command-token',
  player,
  use: 'ignore-retreat',
  trooper,
});

describe('Command Tokens, Operational Use: a trooper unaffected by Retreat! (n4)', () => {
  it('n4/command-tokens/ignore-retreat: in Retreat!, Yu Jing spends a Command Token so the Zhanshi may shoot (the Hac Tao still may not); not twice for one trooper, not outside Retreat!', () => {
    const s = createGameSession(input);
    sendAll(s, [{ type: 'start-turn', player: 'pano' }]);
    expect(answer(s, ignore('fusilier', 'pano'))).toMatch(/not in Retreat!/);
    sendAll(s, [{ type: 'end-turn' }, { type: 'start-turn', player: 'yj' }, ignore('zhanshi')]);
    expect(only(s.events, 'CommandTokenSpent')).toMatchObject({
      player: 'yj',
      use: 'ignore-retreat',
      trooper: 'zhanshi',
      commandTokensLeft: 3,
      citation: 'n4/command-tokens/ignore-retreat',
    });
    expect(s.state().ignoringRetreat).toEqual(['zhanshi']);
    expect(answer(s, ignore('zhanshi'))).toMatch(/already ignores Retreat!/);
    sendAll(s, [{ type: 'activate', trooper: 'zhanshi', order: 'irregular' }]);
    expect(answer(s, { type: 'declare', trooper: 'zhanshi', declaration: shoot })).not.toContain('retreat/state');
    const t = createGameSession(input);
    sendAll(t, [
      { type: 'start-turn', player: 'pano' },
      { type: 'end-turn' },
      { type: 'start-turn', player: 'yj' },
      ignore('zhanshi'),
      { type: 'activate', trooper: 'hac-tao', order: 'irregular' },
    ]);
    expect(answer(t, { type: 'declare', trooper: 'hac-tao', declaration: shoot })).toContain('n4/retreat/state');
  });
});
