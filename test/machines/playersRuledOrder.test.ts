import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession, type GameCommand, type GameSession } from '../../machines/index.ts';
import { foldTroopers } from '../../projections/index.ts';
import type { Edition } from '../../rules/edition.ts';
import { armyOf } from '../support/seedTroopers.ts';
import { orderCommands } from '../support/orderScript.ts';

// The game machine takes an Order ruled by the players between Orders of an Active Turn: it
// appends OrderRuledByPlayers, counts the Order and applies the outcome to its table, pools and
// Command Tokens (docs/rulings.md "Orders ruled by the players").
const game = (edition: Edition, runtime: 'xstate' | 'compiled' = 'xstate'): GameSession =>
  createGameSession(
    {
      edition,
      title: 'players',
      commandTokens: 1,
      armies: [
        armyOf(edition, 'pano', 'lt', [
          { id: 'lt', name: 'Lieutenant' },
          { id: 'engineer', name: 'Engineer' },
        ]),
        armyOf(edition, 'yj', 'senku', [
          { id: 'senku', name: 'Senku' },
          { id: 'guard', name: 'Guard' },
        ]),
      ],
    },
    { runtime },
  );

const ok = (s: GameSession, c: GameCommand): void => {
  const r = s.send(c);
  if (E.isLeft(r)) throw new Error(`${c.type} refused: ${r.left.reason}`);
};
const idle = (trooper: string): GameCommand[] => orderCommands({ trooper, first: { skill: 'idle' } });
const repair: GameCommand = {
  type: 'rule-by-players',
  trooper: 'engineer',
  declared: 'repairs the door console',
  skills: ['engineer'],
  dice: { engineer: [7] },
  note: 'WIP 13, passed',
  outcome: { commandTokens: 1, outOfPlay: ['guard'] },
};

describe.each(['n3', 'n4', 'n5'] as const)('an Order ruled by the players in the game machine (%s)', (edition) => {
  const OES = `${edition}/orders/expenditure-sequence`;

  it(`is taken between Orders: one event, the Order counted, the outcome on the table (${edition}/orders/expenditure-sequence)`, () => {
    const s = game(edition);
    ok(s, { type: 'start-turn', player: 'pano' });
    for (const c of idle('lt')) ok(s, c);
    const r = s.send(repair);
    expect(E.isRight(r) && r.right).toEqual([
      {
        type: 'OrderRuledByPlayers',
        order: 2,
        player: 'pano',
        trooper: 'engineer',
        declared: 'repairs the door console',
        skills: ['engineer'],
        dice: [{ trooper: 'engineer', faces: [7] }],
        note: 'WIP 13, passed',
        outcome: {
          orders: [{ trooper: 'engineer', group: 'pano-1', pool: 'regular' }],
          commandTokens: { spent: 1, left: 0 },
          wounds: [],
          left: [],
          entered: [],
          uses: [],
          outOfPlay: ['guard'],
        },
      },
    ]);
    expect(s.table().troopers['guard']?.states).toEqual(['out-of-play']);
    // The next activation is Order 3; the pool had 2 Regular Orders, both spent now.
    const next = s.send({ type: 'activate', trooper: 'lt' });
    expect(E.isRight(next)).toBe(false);
    const lt = s.send({ type: 'activate', trooper: 'lt', order: 'lieutenant' });
    expect(E.isRight(lt) && lt.right.find((e) => e.type === 'TrooperActivated')).toMatchObject({ order: 3 });
    expect(foldTroopers(s.events).troopers['guard']?.states).toEqual(['out-of-play']);
  });

  it(`is refused during another Order and outside an Active Turn, appending nothing (${edition}/orders/expenditure-sequence)`, () => {
    const s = game(edition);
    const before = s.send(repair);
    expect(E.isRight(before) || before.left).toMatchObject({
      citation: { id: OES },
      reason: expect.stringMatching(/no Active Turn/),
    });
    ok(s, { type: 'start-turn', player: 'pano' });
    ok(s, { type: 'activate', trooper: 'lt' });
    const n = s.events.length;
    const during = s.send(repair);
    expect(E.isRight(during) || during.left).toMatchObject({
      citation: { id: OES },
      reason: 'Order 1 is still running: finish it before the players rule another Order',
    });
    expect(s.events.length).toBe(n);
  });

  it(`a refusal names the rule of the game's edition and the field of the command (${edition === 'n5' ? 'n5/wounds/vita' : `${edition}/wounds/unconscious-dead`})`, () => {
    const s = game(edition);
    ok(s, { type: 'start-turn', player: 'pano' });
    const r = s.send({ ...repair, outcome: { wounds: { senku: -1 } } });
    expect(E.isRight(r) || r.left).toMatchObject({
      field: ['outcome', 'wounds', 'senku'],
      citation: { id: edition === 'n5' ? 'n5/wounds/vita' : `${edition}/wounds/unconscious-dead` },
    });
    expect(s.events.map((e) => e.type)).not.toContain('OrderRuledByPlayers');
  });

  it(`a trooper out of play is Null and off the table: never activated, never reacts, never targeted or measured, adds no Order to the pool (${edition}/states/states)`, () => {
    const s = game(edition);
    const refusedBy = (c: GameCommand): string => {
      const r = s.send(c);
      return E.isRight(r) ? 'accepted' : r.left.citation.id;
    };
    ok(s, { type: 'start-turn', player: 'pano' });
    ok(s, { ...repair, outcome: { outOfPlay: ['guard'] } });
    ok(s, { type: 'activate', trooper: 'lt' });
    expect(
      refusedBy({
        type: 'declare',
        trooper: 'lt',
        declaration: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'guard', burst: 3 }] },
      }),
    ).toBe(`${edition}/states/states`);
    ok(s, { type: 'declare', trooper: 'lt', declaration: { skill: edition === 'n5' ? 'idle' : 'move' } });
    expect(refusedBy({ type: 'measure', fact: { fact: 'lof', from: 'guard', to: 'lt', value: true } })).toBe(
      `${edition}/states/states`,
    );
    expect(
      refusedBy({ type: 'measure', fact: { fact: 'template', from: 'lt', shot: 1, affects: ['senku', 'guard'] } }),
    ).toBe(`${edition}/states/states`);
    expect(E.isRight(s.send({ type: 'aro', trooper: 'guard', declaration: { skill: 'dodge' } }))).toBe(false);
    ok(s, { type: 'end-aros' });
    ok(s, { type: 'declare', trooper: 'lt', declaration: { skill: 'idle' } });
    ok(s, { type: 'end-aros' });
    ok(s, { type: 'end-turn' });
    const yj = s.send({ type: 'start-turn', player: 'yj' });
    expect(E.isRight(yj) && yj.right.find((e) => e.type === 'OrderPoolsFormed')).toMatchObject({
      pools: [{ group: 'yj-1', regular: 1 }],
    });
    expect(E.isRight(s.send({ type: 'activate', trooper: 'guard' }))).toBe(false);
  });

  it("the compiled runtime takes it exactly as xstate's interpreter does", () => {
    const run = (runtime: 'xstate' | 'compiled') => {
      const s = game(edition, runtime);
      const results = [
        { type: 'start-turn', player: 'pano' } as const,
        repair,
        { ...repair, outcome: { commandTokens: 1 } },
        ...idle('lt'),
      ].map((c) => E.isRight(s.send(c)));
      return { results, events: s.events, table: s.table() };
    };
    expect(run('compiled')).toEqual(run('xstate'));
  });
});
