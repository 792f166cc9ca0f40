import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import {
  formOrderPools,
  impetuousDeclarationRefusal,
  impetuousMarkerRefusal,
  impetuousCoverRefusal,
  impetuousOrders,
  impetuousPart,
  spendOrder,
} from '../../../rules/orders/index.ts';
import type { TableView, TrooperState } from '../../../rules/table/index.ts';
import { spentFrom } from '../../../projections/spentFrom.ts';
import { armyOf, type TrooperSpec } from '../../support/seedTroopers.ts';
import { specTable } from '../../support/specTable.ts';

// Impetuous and the Impetuous Phase (docs/rulings.md "Impetuous"). Wiki pages: Impetuous,
// Impetuous Order (N3 Fury), Game Sequence.
const SPECS: readonly TrooperSpec[] = [
  { id: 'lt', name: 'Lieutenant' },
  { id: 'morat', name: 'Morat', skills: ['impetuous'] },
];

const tableOf = (edition: 'n3' | 'n4' | 'n5', states: Readonly<Record<string, readonly TrooperState[]>>): TableView =>
  specTable(edition, 'ca', SPECS, states);

describe.each(['n3', 'n4', 'n5'] as const)('Impetuous (%s)', (edition) => {
  const army = armyOf(edition, 'ca', 'lt', SPECS);
  const rule = `${edition}/skills/impetuous`;
  const skills = `${edition}/skills/impetuous-skills`;

  it(`${rule}: the Tactical Phase gives the Impetuous trooper one Impetuous Order besides its Regular Order; none when Null or in Retreat!`, () => {
    const table = tableOf(edition, {});
    const pools = formOrderPools(table, army, 'lt');
    expect(pools).toMatchObject({ regular: { 'ca-1': 2 }, impetuous: { morat: 1 } });
    expect(pools.citations).toContain(rule);
    expect(impetuousOrders(table, 'lt', false)).toBe(0);
    expect(impetuousOrders(table, 'morat', true)).toBe(0);
    expect(impetuousOrders(tableOf(edition, { morat: ['dead'] }), 'morat', false)).toBe(0);
    expect(formOrderPools(tableOf(edition, { morat: ['dead'] }), army, 'lt').impetuous).toBeUndefined();
  });

  it(`${rule}: spent only when named, only by its owner, once; any other Order ends the phase and the token is lost`, () => {
    const table = tableOf(edition, {});
    const pools = formOrderPools(table, army, 'lt');
    expect(spendOrder(table, pools, 'morat')).toMatchObject(E.right({ kind: 'regular' }));
    expect(E.isRight(spendOrder(table, pools, 'lt', 'impetuous'))).toBe(false);
    const own = spendOrder(table, pools, 'morat', 'impetuous');
    expect(own).toMatchObject(E.right({ kind: 'impetuous', citation: rule }));
    expect(E.isRight(own) && E.isRight(spendOrder(table, own.right.pools, 'morat', 'impetuous'))).toBe(false);
    const after = spentFrom(pools, 'regular', 'ca-1', 'lt');
    expect(after?.impetuous).toEqual({});
    const late = after === null ? null : spendOrder(table, after, 'morat', 'impetuous');
    expect(late !== null && E.isLeft(late) && late.left.reason).toMatch(/Impetuous Phase is over/);
  });

  it(`${skills}: a movement with an Attack, Dodge, Idle or movement, either order; Airborne Deployment alone; nothing else`, () => {
    const move = { skill: 'move' } as const;
    const idle = { skill: 'idle' } as const;
    expect(impetuousDeclarationRefusal(edition, 'morat', 'move', null)).toBeNull();
    expect(impetuousDeclarationRefusal(edition, 'morat', 'bs-attack', move)).toBeNull();
    expect(impetuousDeclarationRefusal(edition, 'morat', 'move', idle)).toBeNull();
    expect(impetuousDeclarationRefusal(edition, 'morat', 'dodge', idle)?.citation).toBe(skills);
    expect(impetuousDeclarationRefusal(edition, 'morat', 'reset', null)?.citation).toBe(skills);
    expect(impetuousDeclarationRefusal(edition, 'morat', 'discover', move)?.citation).toBe(skills);
    expect(impetuousDeclarationRefusal(edition, 'morat', 'move', { skill: 'combat-jump' })?.citation).toBe(skills);
    // N4/N5 name Jump and Climb; N3 only Move.
    expect(impetuousPart(edition, 'jump')).toBe(edition === 'n3' ? null : 'movement');
  });
});

describe.each(['n4', 'n5'] as const)('Impetuous and Marker States (%s)', (edition) => {
  it(`${edition}/skills/impetuous-markers: an Impetuous trooper cannot go back into Camouflage (at any time, N4 FAQ); another trooper can`, () => {
    const table = tableOf(edition, {});
    expect(impetuousMarkerRefusal(table, 'morat', 'camouflage')?.citation).toBe(`${edition}/skills/impetuous-markers`);
    expect(impetuousMarkerRefusal(table, 'lt', 'camouflage')).toBeNull();
    expect(impetuousMarkerRefusal(table, 'morat', 'move')).toBeNull();
    expect(impetuousMarkerRefusal(tableOf('n3', {}), 'morat', 'camouflage')).toBeNull();
  });
});

describe.each(['n4', 'n5'] as const)('Impetuous and Partial Cover (%s)', (edition) => {
  it(`${edition}/skills/impetuous-cover: a cover fact giving an Impetuous trooper Partial Cover is refused; none, or another trooper, is accepted`, () => {
    const table = tableOf(edition, {});
    const partial = { fact: 'cover', target: 'morat', from: 'x', value: 'partial' } as const;
    expect(impetuousCoverRefusal(table, partial)?.citation).toBe(`${edition}/skills/impetuous-cover`);
    expect(impetuousCoverRefusal(table, { ...partial, value: 'none' })).toBeNull();
    expect(impetuousCoverRefusal(table, { ...partial, target: 'lt' })).toBeNull();
    expect(impetuousCoverRefusal(tableOf('n3', {}), partial)).toBeNull();
  });
});
