import { describe, expect, it } from 'vitest';
import { declarationRefusal, formOrderPools, type SkillDeclaration } from '../../../rules/orders/index.ts';
import type { TableView, TrooperState } from '../../../rules/table/index.ts';
import { armyOf, trooper, type TrooperSpec } from '../../support/seedTroopers.ts';

type Edition = 'n3' | 'n4' | 'n5';
const SPECS: readonly TrooperSpec[] = [
  { id: 'a', name: 'A' },
  { id: 'b', name: 'B' },
  { id: 'c', name: 'C' },
];
const ENEMY: TrooperSpec = { id: 'y', name: 'Y' };
const tableOf = (edition: Edition, states: Readonly<Record<string, readonly TrooperState[]>> = {}): TableView => ({
  edition,
  troopers: Object.fromEntries([
    ...SPECS.map(
      (s) =>
        [
          s.id,
          {
            profile: trooper(edition, s),
            player: 'pano',
            group: 'pano-1',
            woundsReceived: 0,
            states: states[s.id] ?? [],
            spentUses: {},
          },
        ] as const,
    ),
    [
      'y',
      { profile: trooper(edition, ENEMY), player: 'ca', group: 'ca-1', woundsReceived: 0, states: [], spentUses: {} },
    ] as const,
  ]),
});
const move: SkillDeclaration = { skill: 'move' };
const idle: SkillDeclaration = { skill: 'idle' };
const dodge: SkillDeclaration = { skill: 'dodge' };
const shoot = (burst: number, weapon = 'combi-rifle'): SkillDeclaration => ({
  skill: 'bs-attack',
  weapon,
  targets: [{ target: 'y', burst }],
});
const cite = (edition: Edition, d: SkillDeclaration, first: SkillDeclaration | null): string | null =>
  declarationRefusal(tableOf(edition), 'a', d, first)?.citation ?? null;

describe('the structure of an Order', () => {
  it.each(['n3', 'n4'] as const)(
    '%s/orders/structure: two Short Movement Skills, or one with a Short Skill in either order; never two Short Skills',
    (edition) => {
      expect(cite(edition, move, move)).toBeNull();
      expect(cite(edition, shoot(3), move)).toBeNull();
      expect(cite(edition, move, shoot(3))).toBeNull();
      expect(cite(edition, shoot(3), dodge)).toBe(`${edition}/orders/structure`);
      expect(cite(edition, dodge, shoot(3))).toBe(`${edition}/orders/structure`);
    },
  );

  it('n5/orders/structure: a Basic Short Skill comes first; a Short Skill only second; two Basic Short Skills are an Order too', () => {
    expect(cite('n5', shoot(3), null)).toBe('n5/orders/structure');
    expect(cite('n5', dodge, null)).toBe('n5/orders/structure');
    expect(cite('n5', shoot(3), idle)).toBeNull();
    expect(cite('n5', shoot(3), move)).toBeNull();
    expect(cite('n5', move, move)).toBeNull();
    expect(cite('n5', move, shoot(3))).toBe('n5/orders/structure');
  });

  it.each(['n3', 'n4', 'n5'] as const)(
    '%s/orders/declaration-details: the weapon, the targets and the Burst split are fixed at declaration',
    (edition) => {
      const first = edition === 'n5' ? idle : move;
      expect(cite(edition, shoot(3, 'hmg'), first)).toBe(`${edition}/orders/declaration-details`);
      expect(cite(edition, { skill: 'bs-attack', weapon: 'combi-rifle', targets: [] }, first)).toBe(
        `${edition}/orders/declaration-details`,
      );
      expect(
        cite(
          edition,
          {
            skill: 'bs-attack',
            weapon: 'combi-rifle',
            targets: [
              { target: 'y', burst: 2 },
              { target: 'y', burst: 1 },
            ],
          },
          first,
        ),
      ).toBe(`${edition}/orders/declaration-details`);
      expect(
        cite(edition, { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'b', burst: 3 }] }, first),
      ).toBe(`${edition}/orders/declaration-details`);
      expect(cite(edition, shoot(4), first)).toBe(`${edition}/orders/declaration-details`);
      expect(cite(edition, shoot(3), first)).toBeNull();
    },
  );
});

describe.each(['n3', 'n4', 'n5'] as const)('Null troopers and the Order Pool (%s)', (edition) => {
  const army = armyOf(edition, 'pano', 'a', SPECS);

  it(`${edition}/orders/null-troopers: an Unconscious or Dead trooper adds no Order to the pool; the others do`, () => {
    expect(formOrderPools(tableOf(edition), army, 'a').regular).toEqual({ 'pano-1': 3 });
    const pools = formOrderPools(tableOf(edition, { b: ['unconscious'], c: ['dead'] }), army, 'a');
    expect(pools.regular).toEqual({ 'pano-1': 1 });
    expect(pools.citations).toContain(`${edition}/orders/null-troopers`);
  });
});
