import { describe, expect, it } from 'vitest';
import type { ArmyList } from '../../../rules/profiles/index.ts';
import type { Edition } from '../../../rules/edition.ts';
import {
  combatGroupSize,
  formOrderPools,
  regularAfterMove,
  tokenUseCitation,
  tokenUseRefusal,
  withRegularOrder,
  type TokenUseContext,
} from '../../../rules/orders/index.ts';
import { enterState, initialTable, trooperWith, withTrooper } from '../../../rules/table/index.ts';
import { lineTrooper } from '../../support/troopers.ts';

/** Two Combat Groups: g1 with f1..f3 (f3 Irregular), g2 with `second` Fusiliers. */
const list = (edition: Edition, second: number): ArmyList => ({
  player: 'pano',
  faction: 'PanOceania',
  lieutenant: 'f1',
  groups: [
    {
      id: 'g1',
      troopers: [1, 2, 3].map((i) => ({
        ...lineTrooper(edition, `f${i}`, `Fusilier ${i}`, 12),
        ...(i === 3 ? { training: 'irregular' as const } : {}),
      })),
    },
    { id: 'g2', troopers: Array.from({ length: second }, (_, k) => lineTrooper(edition, `s${k}`, `S ${k}`, 12)) },
  ],
});

const context = (edition: Edition, second = 2): TokenUseContext => {
  const a = list(edition, second);
  const table = initialTable(edition, [a]);
  return { table, groups: ['g1', 'g2'], pools: formOrderPools(table, a, 'f1'), retreat: false, ignoringRetreat: [] };
};

describe('Command Tokens, Executive Use: a trooper moved to another Combat Group', () => {
  it('n5/command-tokens/change-group: a group holds ten troopers at most; the Dead are no longer counted', () => {
    const c = context('n5', 10);
    expect(combatGroupSize(c.table, 'pano', 'g2')).toBe(10);
    expect(tokenUseRefusal(c, 'pano', { use: 'change-group', trooper: 'f2', group: 'g2' })?.reason).toMatch(
      /10 at most/,
    );
    const oneDead = { ...c, table: withTrooper(c.table, 's0', (t) => enterState(t, 'dead')) };
    expect(combatGroupSize(oneDead.table, 'pano', 'g2')).toBe(9);
    expect(tokenUseRefusal(oneDead, 'pano', { use: 'change-group', trooper: 'f2', group: 'g2' })).toBeNull();
  });

  it('n4/command-tokens/change-group: the Order Count again with the trooper moved: a Regular trooper takes its Order along, an Irregular one keeps its own', () => {
    const a = list('n4', 2);
    const table = initialTable('n4', [a]);
    const before = formOrderPools(table, a, 'f1').regular;
    expect(before).toEqual({ g1: 2, g2: 2 });
    const moved = (id: string) =>
      formOrderPools(
        withTrooper(table, id, (t) => trooperWith(t, { group: 'g2' })),
        a,
        'f1',
      ).regular;
    expect(regularAfterMove(before, before, moved('f2'))).toEqual({ g1: 1, g2: 3 });
    expect(regularAfterMove(before, before, moved('f3'))).toEqual({ g1: 2, g2: 2 });
    // With g1's Orders already taken (a Strategic Use), nothing goes below zero.
    expect(regularAfterMove({ g1: 0, g2: 2 }, before, moved('f2'))).toEqual({ g1: 0, g2: 3 });
  });

  it('n3/command-tokens/change-group: N3 moves troopers (its Tactical Use) but makes no Irregular Order Regular', () => {
    const c = context('n3');
    expect(tokenUseRefusal(c, 'pano', { use: 'change-group', trooper: 'f3', group: 'g2' })).toBeNull();
    expect(tokenUseCitation('n3', 'regular-order')).toBeNull();
    expect(tokenUseRefusal(c, 'pano', { use: 'regular-order', trooper: 'f3' })?.citation).toBe(
      'n3/command-tokens/change-group',
    );
  });
});

describe('Command Tokens, Executive Use: an Irregular Order made Regular', () => {
  it("n5/command-tokens/regular-order: the Irregular Order joins its group's pool (g1 2 → 3); none left, or an Isolated trooper, refused", () => {
    const c = context('n5');
    const pools = c.pools;
    if (pools === null) throw new Error('no pools');
    const next = withRegularOrder(pools, 'f3', 'g1');
    expect(next.regular).toEqual({ g1: 3, g2: 2 });
    expect(next.irregular['f3']).toBe(0);
    expect(tokenUseRefusal({ ...c, pools: next }, 'pano', { use: 'regular-order', trooper: 'f3' })?.reason).toMatch(
      /no Irregular Order left/,
    );
    expect(tokenUseRefusal(c, 'pano', { use: 'regular-order', trooper: 'f2' })?.reason).toMatch(
      /no Irregular Order left/,
    );
    const isolated = { ...c, table: withTrooper(c.table, 'f3', (t) => enterState(t, 'isolated')) };
    expect(tokenUseRefusal(isolated, 'pano', { use: 'regular-order', trooper: 'f3' })).toMatchObject({
      citation: 'n5/command-tokens/regular-order',
    });
  });

  it("n4/command-tokens/regular-order: an Isolated trooper's Order may not be made Regular (the N4 Isolated State FAQ)", () => {
    const c = context('n4');
    const isolated = { ...c, table: withTrooper(c.table, 'f3', (t) => enterState(t, 'isolated')) };
    expect(tokenUseRefusal(isolated, 'pano', { use: 'regular-order', trooper: 'f3' })?.reason).toMatch(/Isolated/);
  });
});

describe('Command Tokens, Operational Use: a trooper unaffected by Retreat!', () => {
  it('n4/command-tokens/ignore-retreat: only while the army is in Retreat!, once per trooper; N5 has no such use read', () => {
    const c = context('n4');
    const use = { use: 'ignore-retreat', trooper: 'f2' } as const;
    expect(tokenUseRefusal(c, 'pano', use)?.reason).toMatch(/not in Retreat!/);
    expect(tokenUseRefusal({ ...c, retreat: true }, 'pano', use)).toBeNull();
    expect(tokenUseRefusal({ ...c, retreat: true, ignoringRetreat: ['f2'] }, 'pano', use)?.reason).toMatch(
      /already ignores/,
    );
    expect(tokenUseRefusal({ ...context('n5'), retreat: true }, 'pano', use)?.citation).toBe('n5/command-tokens/uses');
  });
});
