import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import {
  chainOfCommandSuccessor,
  commandSkillProblem,
  formOrderPools,
  lieutenantTokenBonus,
  spendOrder,
  tacticalAwarenessOrders,
} from '../../../rules/orders/index.ts';
import type { TableView, TrooperState } from '../../../rules/table/index.ts';
import { armyOf, trooper, type TrooperSpec } from '../../support/seedTroopers.ts';
import { specTable } from '../../support/specTable.ts';

// Orders and command (docs/rulings.md "Orders and command"): Tactical Awareness, Chain of
// Command, Lieutenant (+1 Command Token). Wiki pages: Tactical_Awareness, Chain_of_Command, Lieutenant.
const SPECS: readonly TrooperSpec[] = [
  { id: 'lt', name: 'Lieutenant', skills: ['lieutenant-plus-one'] },
  { id: 'shang-ji', name: 'Shang Ji', skills: ['tactical-awareness'] },
  { id: 'second', name: 'Second in command', skills: ['chain-of-command'] },
];

const tableOf = (edition: 'n3' | 'n4' | 'n5', states: Readonly<Record<string, readonly TrooperState[]>>): TableView =>
  specTable(edition, 'yj', SPECS, states);

describe.each(['n3', 'n4', 'n5'] as const)('Tactical Awareness and Chain of Command (%s)', (edition) => {
  const army = armyOf(edition, 'yj', 'lt', SPECS);
  const ta = `${edition}/skills/tactical-awareness`;
  const coc = `${edition}/skills/chain-of-command`;

  it(`${ta}: the Shang Ji adds its Regular Order to the pool and keeps one more Order for itself (the page's example)`, () => {
    const table = tableOf(edition, {});
    const pools = formOrderPools(table, army, 'lt');
    // N5: a Tactical Order of its own kind; N3/N4: an extra Irregular Order.
    const kind = edition === 'n5' ? 'tactical' : 'irregular';
    expect(pools).toMatchObject({ regular: { 'yj-1': 3 }, [kind]: { 'shang-ji': 1 }, lossOfLieutenant: false });
    expect(pools.citations).toContain(ta);
    // Its own Order is for itself only: another trooper spending it is refused.
    const other = spendOrder(table, pools, 'second', kind);
    expect(E.isRight(other)).toBe(false);
    const own = spendOrder(table, pools, 'shang-ji');
    expect(own).toMatchObject(E.right({ kind, citation: edition === 'n5' ? ta : `${edition}/orders/irregular` }));
    expect(E.isRight(own) && own.right.pools[kind]?.['shang-ji']).toBe(0);
    const again = E.isRight(own) ? spendOrder(table, own.right.pools, 'shang-ji', kind) : own;
    expect(E.isRight(again)).toBe(false);
  });

  it(`${ta}: an Isolated trooper keeps its Tactical Awareness Order as well as its own (N4 FAQ); in Hidden Deployment or Null it gets none`, () => {
    const isolated = formOrderPools(tableOf(edition, { 'shang-ji': ['isolated'] }), army, 'lt');
    expect(isolated.irregular['shang-ji']).toBe(edition === 'n5' ? 1 : 2);
    if (edition === 'n5') expect(isolated.tactical).toEqual({ 'shang-ji': 1 });
    expect(tacticalAwarenessOrders(tableOf(edition, { 'shang-ji': ['unconscious'] }), 'shang-ji')).toBe(0);
    expect(tacticalAwarenessOrders(tableOf(edition, { 'shang-ji': ['hidden-deployment'] }), 'shang-ji')).toBe(0);
    expect(tacticalAwarenessOrders(tableOf(edition, {}), 'lt')).toBe(0);
  });

  it(`${coc}: the Lieutenant Unconscious, the Chain of Command trooper becomes the Lieutenant: no Loss of Lieutenant, one Lieutenant Order (no extra abilities)`, () => {
    const pools = formOrderPools(tableOf(edition, { lt: ['unconscious'] }), army, 'lt');
    expect(pools).toMatchObject({
      regular: { 'yj-1': 2 },
      lieutenant: { trooper: 'second', orders: 1 },
      lossOfLieutenant: false,
    });
    expect(pools.citations).toContain(coc);
    expect(pools.citations).not.toContain(`${edition}/lieutenant/loss`);
  });

  it(`${coc}: a Chain of Command trooper that is itself Isolated or Null cannot take over: Loss of Lieutenant`, () => {
    const table = tableOf(edition, { lt: ['isolated'], second: ['isolated'] });
    expect(chainOfCommandSuccessor(table, army)).toBeNull();
    expect(formOrderPools(table, army, 'lt')).toMatchObject({ lieutenant: null, lossOfLieutenant: true });
    expect(chainOfCommandSuccessor(tableOf(edition, { second: ['dead'] }), army)).toBeNull();
  });
});

describe('Lieutenant (+1 Command Token)', () => {
  const spec: TrooperSpec = { id: 'lt', name: 'Lieutenant', skills: ['lieutenant-plus-one-token'] };

  it('n5/skills/lieutenant-plus-one-token: the Lieutenant at the start gives one more Command Token; another trooper with it does not', () => {
    expect(lieutenantTokenBonus('n5', armyOf('n5', 'yj', 'lt', [spec]))).toEqual({
      tokens: 1,
      citation: 'n5/skills/lieutenant-plus-one-token',
    });
    expect(lieutenantTokenBonus('n5', armyOf('n5', 'yj', 'other', [spec, { id: 'other', name: 'Other' }]))).toBeNull();
    expect(lieutenantTokenBonus('n5', armyOf('n5', 'yj', null, [spec]))).toBeNull();
  });

  it('n5/skills/lieutenant-plus-one-token: read for N5 only, a game of N3 or N4 listing it is refused', () => {
    expect(commandSkillProblem('n5', [trooper('n5', spec)])).toBeNull();
    expect(commandSkillProblem('n4', [trooper('n4', spec)])).toMatch(/N5 only .*not for N4/);
  });
});

describe.each(['n4', 'n5'] as const)('NCO (%s)', (edition) => {
  const specs: readonly TrooperSpec[] = [
    { id: 'lt', name: 'Lieutenant' },
    { id: 'nco', name: 'NCO', skills: ['nco'] },
    { id: 'plain', name: 'Plain' },
  ];
  const army = armyOf(edition, 'yj', 'lt', specs);
  const table = (states: Readonly<Record<string, readonly TrooperState[]>>): TableView => ({
    edition,
    troopers: Object.fromEntries(
      specs.map((s) => [
        s.id,
        {
          profile: trooper(edition, s),
          player: 'yj',
          group: 'yj-1',
          woundsReceived: 0,
          states: states[s.id] ?? [],
          spentUses: {},
        },
      ]),
    ),
  });
  const nco = `${edition}/skills/nco`;

  it(`${nco}: the NCO spends the Lieutenant Order, once; a trooper without NCO is refused it`, () => {
    const t = table({});
    const pools = formOrderPools(t, army, 'lt');
    const spent = spendOrder(t, pools, 'nco', 'lieutenant');
    expect(spent).toMatchObject(E.right({ kind: 'lieutenant', citation: nco }));
    const again = E.isRight(spent) ? spendOrder(t, spent.right.pools, 'nco', 'lieutenant') : spent;
    expect(E.isRight(again) || again.left).toMatchObject({
      reason: 'the Lieutenant Order was already spent this Turn',
    });
    const plain = spendOrder(t, pools, 'plain', 'lieutenant');
    expect(E.isRight(plain) || plain.left).toMatchObject({ citation: `${edition}/orders/lieutenant-order` });
  });

  it(`${nco}: an Isolated NCO cannot use it; in Loss of Lieutenant there is no Lieutenant Order to use`, () => {
    const isolated = table({ nco: ['isolated'] });
    const refused = spendOrder(isolated, formOrderPools(isolated, army, 'lt'), 'nco', 'lieutenant');
    expect(E.isRight(refused) || refused.left).toMatchObject({
      citation: nco,
      reason: expect.stringMatching(/Isolated/),
    });
    const loss = table({ lt: ['unconscious'] });
    const none = spendOrder(loss, formOrderPools(loss, army, 'lt'), 'nco', 'lieutenant');
    expect(E.isRight(none) || none.left).toMatchObject({ reason: expect.stringMatching(/there is none this Turn/) });
  });
});
