import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { formOrderPools, playersRuling, type PlayersRuling, type RulingGround } from '../../../rules/orders/index.ts';
import type { TableView, TrooperState } from '../../../rules/table/index.ts';
import type { Edition } from '../../../rules/edition.ts';
import { armyOf, trooper, type TrooperSpec } from '../../support/seedTroopers.ts';

// An Order the engine does not rule, ruled by the players: the engine checks only that the
// outcome can be true of the table (docs/rulings.md "Orders ruled by the players").
const PANO: readonly TrooperSpec[] = [
  { id: 'lt', name: 'Lieutenant' },
  { id: 'engineer', name: 'Engineer' },
  { id: 'remote', name: 'Remote', type: 'REM', attributes: { W: 1, structure: true } },
];
const YJ: readonly TrooperSpec[] = [{ id: 'senku', name: 'Senku' }];

const ground = (
  edition: Edition,
  states: Readonly<Record<string, readonly TrooperState[]>> = {},
  wounds: Readonly<Record<string, number>> = {},
  tokensLeft = 4,
): RulingGround => {
  const row = (player: string, s: TrooperSpec) =>
    [
      s.id,
      {
        profile: trooper(edition, s),
        player,
        group: `${player}-1`,
        woundsReceived: wounds[s.id] ?? 0,
        states: states[s.id] ?? [],
        spentUses: s.id === 'engineer' ? { panzerfaust: 1 } : {},
      },
    ] as const;
  const table: TableView = {
    edition,
    troopers: Object.fromEntries([...PANO.map((s) => row('pano', s)), ...YJ.map((s) => row('yj', s))]),
  };
  return {
    table,
    activePlayer: 'pano',
    pools: formOrderPools(table, armyOf(edition, 'pano', 'lt', PANO), 'lt'),
    tokensLeft,
  };
};

const ruling = (outcome: PlayersRuling['outcome'], more: Partial<PlayersRuling> = {}): PlayersRuling => ({
  trooper: 'engineer',
  declared: 'Engineer repairs the Remote',
  outcome,
  ...more,
});

const refusal = (g: RulingGround, r: PlayersRuling) => {
  const v = playersRuling(g, r);
  if (E.isRight(v)) throw new Error('expected a refusal');
  return v.left;
};

describe.each(['n3', 'n4', 'n5'] as const)('an Order ruled by the players (%s)', (edition) => {
  const OES = `${edition}/orders/expenditure-sequence`;

  it(`applies the agreed outcome as written, every total computed from the table (${edition}/orders/expenditure-sequence)`, () => {
    const g = ground(edition, { remote: ['unconscious', 'prone'] }, { remote: 1 });
    const v = playersRuling(
      g,
      ruling({
        wounds: { remote: -1 },
        leave: { remote: ['unconscious'] },
        enter: { senku: ['imm-b'] },
        uses: { engineer: { panzerfaust: 1, 'smoke-grenades': 2 } },
        commandTokens: 1,
        outOfPlay: ['senku'],
      }),
    );
    if (E.isLeft(v)) throw new Error(v.left.reason);
    expect(v.right.outcome).toEqual({
      orders: [{ trooper: 'engineer', group: 'pano-1', pool: 'regular' }],
      commandTokens: { spent: 1, left: 3 },
      wounds: [{ trooper: 'remote', change: -1, total: 0 }],
      left: [{ trooper: 'remote', states: ['unconscious'] }],
      entered: [{ trooper: 'senku', states: ['imm-b'] }],
      uses: [
        { trooper: 'engineer', key: 'panzerfaust', change: 1, total: 2 },
        { trooper: 'engineer', key: 'smoke-grenades', change: 2, total: 2 },
      ],
      outOfPlay: ['senku'],
    });
    expect(v.right.table.troopers['remote']).toMatchObject({ woundsReceived: 0, states: ['prone'] });
    expect(v.right.table.troopers['senku']?.states).toEqual(['imm-b', 'out-of-play']);
    expect(v.right.pools.regular['pano-1']).toBe((g.pools?.regular['pano-1'] ?? 0) - 1);
    expect(v.right.tokensLeft).toBe(3);
  });

  it(`spends by default the Order an activation would spend, none with orders: [], and any the pools hold (${edition}/orders/lieutenant-order)`, () => {
    const g = ground(edition);
    expect(playersRuling(g, ruling({}))).toMatchObject(
      E.right({ outcome: { orders: [{ trooper: 'engineer', pool: 'regular' }] } }),
    );
    expect(playersRuling(g, ruling({ orders: [] }))).toMatchObject(
      E.right({ outcome: { orders: [] }, pools: g.pools }),
    );
    const two = playersRuling(g, ruling({ orders: [{ trooper: 'engineer' }, { trooper: 'lt', order: 'lieutenant' }] }));
    expect(two).toMatchObject(
      E.right({
        outcome: {
          orders: [
            { trooper: 'engineer', pool: 'regular' },
            { trooper: 'lt', pool: 'lieutenant' },
          ],
        },
      }),
    );
    const lt = `${edition}/orders/lieutenant-order`;
    expect(refusal(g, ruling({ orders: [{ trooper: 'engineer', order: 'lieutenant' }] }))).toMatchObject({
      citation: lt,
      field: ['outcome', 'orders', 0, 'order'],
    });
  });

  it(`refuses an Order the pools do not hold (${edition}/orders/no-crossing-groups) and another player's trooper spending one`, () => {
    const g = ground(edition);
    const all = [{ trooper: 'lt' }, { trooper: 'engineer' }, { trooper: 'remote' }, { trooper: 'engineer' }];
    expect(refusal(g, ruling({ orders: all }))).toMatchObject({
      citation: `${edition}/orders/no-crossing-groups`,
      field: ['outcome', 'orders', 3],
    });
    expect(refusal(g, ruling({ orders: [{ trooper: 'senku' }] }))).toMatchObject({
      reason: expect.stringMatching(/senku is yj's/),
      field: ['outcome', 'orders', 0],
    });
  });

  it(`refuses an unknown, enemy or Null activating trooper, and an empty declaration (${OES})`, () => {
    expect(refusal(ground(edition), ruling({}, { trooper: 'ghost' }))).toEqual({
      reason: 'there is no trooper ghost',
      citation: OES,
      field: ['trooper'],
    });
    expect(refusal(ground(edition), ruling({}, { trooper: 'senku' }))).toMatchObject({
      citation: OES,
      field: ['trooper'],
      reason: 'senku belongs to yj, not to the Active Player pano',
    });
    expect(refusal(ground(edition, { engineer: ['dead'] }), ruling({}))).toMatchObject({
      citation: OES,
      field: ['trooper'],
    });
    expect(refusal(ground(edition, { engineer: ['out-of-play'] }), ruling({}))).toMatchObject({
      citation: OES,
      field: ['trooper'],
    });
    expect(refusal(ground(edition), ruling({}, { declared: '  ' }))).toMatchObject({
      citation: OES,
      field: ['declared'],
    });
    expect(refusal(ground(edition), ruling({ wounds: { ghost: 1 } }))).toMatchObject({
      citation: OES,
      field: ['outcome', 'wounds', 'ghost'],
    });
    expect(refusal(ground(edition), ruling({}, { dice: { ghost: [3] } }))).toMatchObject({
      citation: OES,
      field: ['dice', 'ghost'],
    });
  });

  it(`refuses a die that is no d20 face (${edition}/rolls/normal-roll)`, () => {
    expect(refusal(ground(edition), ruling({}, { dice: { engineer: [7, 21] } }))).toMatchObject({
      citation: `${edition}/rolls/normal-roll`,
      field: ['dice', 'engineer', 1],
    });
  });

  it(`refuses more Command Tokens than are left (${edition}/orders/command-tokens)`, () => {
    const cite = `${edition}/orders/command-tokens`;
    expect(refusal(ground(edition, {}, {}, 1), ruling({ commandTokens: 2 }))).toMatchObject({
      citation: cite,
      field: ['outcome', 'commandTokens'],
      reason: 'pano has 1 Command Token left, not 2',
    });
    expect(playersRuling(ground(edition, {}, {}, 1), ruling({ commandTokens: 1 }))).toMatchObject(
      E.right({ tokensLeft: 0 }),
    );
  });

  it(`refuses Wounds below 0 (${edition === 'n5' ? 'n5/wounds/vita' : `${edition}/wounds/unconscious-dead`})`, () => {
    const cite = edition === 'n5' ? 'n5/wounds/vita' : `${edition}/wounds/unconscious-dead`;
    expect(refusal(ground(edition, {}, { remote: 1 }), ruling({ wounds: { remote: -2 } }))).toMatchObject({
      citation: cite,
      field: ['outcome', 'wounds', 'remote'],
    });
    expect(playersRuling(ground(edition, {}, { remote: 1 }), ruling({ wounds: { remote: -1 } }))).toMatchObject(
      E.right({}),
    );
  });

  it(`refuses leaving a state not held or entering one held, naming the state's rule (${edition === 'n3' ? 'n3/states/immobilized' : `${edition}/states/imm-b`})`, () => {
    const imm = edition === 'n3' ? 'n3/states/immobilized' : `${edition}/states/imm-b`;
    expect(refusal(ground(edition), ruling({ leave: { remote: ['imm-b'] } }))).toMatchObject({
      citation: imm,
      field: ['outcome', 'leave', 'remote', 0],
      reason: 'remote is not imm-b: it cannot leave it',
    });
    expect(refusal(ground(edition, { remote: ['imm-b'] }), ruling({ enter: { remote: ['imm-b'] } }))).toMatchObject({
      citation: imm,
      field: ['outcome', 'enter', 'remote', 0],
    });
    // Left first, then entered: a state cancelled and inflicted again in the same Order is held at the end.
    expect(
      playersRuling(
        ground(edition, { remote: ['imm-b'] }),
        ruling({ leave: { remote: ['imm-b'] }, enter: { remote: ['imm-b'] } }),
      ),
    ).toMatchObject(E.right({ table: { troopers: { remote: { states: ['imm-b'] } } } }));
  });

  it(`refuses a state that does not exist, Normal, a state named twice, and out-of-play outside outOfPlay (${edition}/states/states)`, () => {
    const cite = `${edition}/states/states`;
    expect(refusal(ground(edition), ruling({ enter: { remote: ['holoecho'] } }))).toMatchObject({
      citation: cite,
      field: ['outcome', 'enter', 'remote', 0],
      reason: expect.stringMatching(/no state "holoecho" on this table/),
    });
    expect(refusal(ground(edition), ruling({ enter: { remote: ['normal'] } }))).toMatchObject({ citation: cite });
    expect(refusal(ground(edition), ruling({ enter: { remote: ['prone', 'prone'] } }))).toMatchObject({
      citation: cite,
      field: ['outcome', 'enter', 'remote', 1],
    });
    expect(refusal(ground(edition), ruling({ enter: { remote: ['out-of-play'] } }))).toMatchObject({
      citation: cite,
      reason: expect.stringMatching(/outOfPlay/),
    });
    expect(
      refusal(ground(edition, { remote: ['out-of-play'] }), ruling({ leave: { remote: ['out-of-play'] } })),
    ).toMatchObject({ citation: cite });
    expect(refusal(ground(edition, { senku: ['out-of-play'] }), ruling({ outOfPlay: ['senku'] }))).toMatchObject({
      citation: cite,
      field: ['outcome', 'outOfPlay', 0],
    });
    expect(refusal(ground(edition), ruling({ outOfPlay: ['senku', 'senku'] }))).toMatchObject({
      citation: cite,
      field: ['outcome', 'outOfPlay', 1],
    });
  });

  it(`refuses uses below 0 (${edition}/weapons/disposable)`, () => {
    expect(refusal(ground(edition), ruling({ uses: { engineer: { panzerfaust: -2 } } }))).toMatchObject({
      citation: `${edition}/weapons/disposable`,
      field: ['outcome', 'uses', 'engineer', 'panzerfaust'],
    });
    expect(refusal(ground(edition), ruling({ uses: { engineer: { constructor: -1 } } }))).toMatchObject({
      field: ['outcome', 'uses', 'engineer', 'constructor'],
    });
  });

  it(`refuses outside an Active Turn (${OES})`, () => {
    expect(refusal({ ...ground(edition), activePlayer: null, pools: null }, ruling({}))).toMatchObject({
      citation: OES,
    });
  });
});
