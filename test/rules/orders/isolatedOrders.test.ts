import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { coordinationRefusal, formOrderPools, spendOrder } from '../../../rules/orders/index.ts';
import type { TableView, TrooperState } from '../../../rules/table/index.ts';
import { armyOf, type TrooperSpec } from '../../support/seedTroopers.ts';
import { specTable } from '../../support/specTable.ts';

// Isolated and the Orders (N3: http://wiki.infinitythegame.com/en/index.php?title=Isolated&oldid=4015;
// N4 and N5 Isolated State pages): an Isolated trooper receives no Orders from the pool; still
// Isolated at its player's Tactical Phase it is Irregular (keeps its Order, adds none to the
// pool); an Isolated Lieutenant means Loss of Lieutenant. Games reach Isolated through E/M
// (N4/N5: test/scenarios/emAmmunition.test.ts); N3 E/M is unsourced, so N3 is ruled on a table.
const CITE = { n3: 'n3/states/isolated', n4: 'n4/states/isolated', n5: 'n5/states/isolated-orders' } as const;
const LT_ORDER = {
  n3: 'n3/orders/lieutenant-order',
  n4: 'n4/orders/lieutenant-order',
  n5: 'n5/orders/lieutenant-order',
} as const;
const SPECS: readonly TrooperSpec[] = [
  { id: 'lt', name: 'Lieutenant' },
  { id: 'a', name: 'A' },
  { id: 'b', name: 'B' },
];

const tableOf = (edition: 'n3' | 'n4' | 'n5', states: Readonly<Record<string, readonly TrooperState[]>>): TableView =>
  specTable(edition, 'pano', SPECS, states);

describe.each(['n3', 'n4', 'n5'] as const)('Isolated and the Order Pool (%s)', (edition) => {
  const army = armyOf(edition, 'pano', 'lt', SPECS);

  it(`${edition === 'n5' ? 'n5/states/isolated-orders' : `${edition}/states/isolated`}: an Isolated trooper keeps its Order as an Irregular one and adds none to the pool; it is refused a Regular Order`, () => {
    const table = tableOf(edition, { a: ['isolated'] });
    const pools = formOrderPools(table, army, 'lt');
    expect(pools).toMatchObject({
      regular: { 'pano-1': 2 },
      irregular: { a: 1 },
      lieutenant: { trooper: 'lt', orders: 1 },
      lossOfLieutenant: false,
    });
    expect(pools.citations).toContain(CITE[edition]);
    const regular = spendOrder(table, pools, 'a', 'regular');
    expect(E.isRight(regular) || regular.left).toMatchObject({
      citation: CITE[edition],
      reason: 'a is Isolated: it receives no Orders from the Order Pool',
    });
    expect(spendOrder(table, pools, 'a')).toMatchObject(E.right({ kind: 'irregular' }));
  });

  it(`${edition === 'n5' ? 'n5/states/isolated-orders' : `${edition}/states/isolated`}, ${edition}/lieutenant/loss: an Isolated Lieutenant: Loss of Lieutenant, every trooper Irregular, no Lieutenant Order`, () => {
    const pools = formOrderPools(tableOf(edition, { lt: ['isolated'] }), army, 'lt');
    expect(pools).toMatchObject({
      regular: { 'pano-1': 0 },
      irregular: { lt: 1, a: 1, b: 1 },
      lieutenant: null,
      lossOfLieutenant: true,
    });
    expect(pools.citations).not.toContain(LT_ORDER[edition]);
    expect(pools.citations).toContain(CITE[edition]);
  });

  it('the pools cite the Lieutenant Order whenever there is one, Isolated troopers or not', () => {
    const pools = formOrderPools(tableOf(edition, { a: ['isolated'] }), army, 'lt');
    expect(pools.citations.slice(2)).toEqual([LT_ORDER[edition], CITE[edition]]);
    expect(formOrderPools(tableOf(edition, {}), army, 'lt').citations.slice(2)).toEqual([LT_ORDER[edition]]);
  });

  it(`${edition === 'n5' ? 'n5/states/isolated-orders' : `${edition}/states/isolated`}: an Isolated trooper can neither lead nor join a Coordinated Order (a Regular Order from the pool)`, () => {
    const table = tableOf(edition, { a: ['isolated'] });
    const pools = formOrderPools(table, army, 'lt');
    expect(coordinationRefusal(table, pools, 4, 'a', ['b'])).toMatchObject({
      citation: CITE[edition],
      reason: expect.stringMatching(/^a is Isolated/),
    });
    expect(coordinationRefusal(table, pools, 4, 'b', ['a'])).toMatchObject({
      citation: CITE[edition],
      reason: expect.stringMatching(/^a is Isolated/),
    });
    expect(
      coordinationRefusal(tableOf(edition, {}), formOrderPools(tableOf(edition, {}), army, 'lt'), 4, 'b', ['a']),
    ).toBeNull();
  });

  it('without Isolated troopers nothing changes (no Isolated citation)', () => {
    const pools = formOrderPools(tableOf(edition, {}), army, 'lt');
    expect(pools).toMatchObject({ regular: { 'pano-1': 3 }, irregular: {}, lossOfLieutenant: false });
    expect(pools.citations).not.toContain(CITE[edition]);
  });
});
