import { describe, expect, it } from 'vitest';
import { moveAllowance } from '../../../rules/combat/index.ts';
import { measurementRefusal, routeRefusal } from '../../../rules/orders/index.ts';
import type { TableView } from '../../../rules/table/index.ts';
import { trooper } from '../../support/seedTroopers.ts';

describe('moveAllowance: how far a Move goes', () => {
  it.each(['n3', 'n4', 'n5'] as const)(
    '%s: the first Move uses the first MOV value, a second Move the second',
    (edition) => {
      expect(moveAllowance(edition, [4, 2], 0)).toMatchObject({ inches: 4, citations: [`${edition}/move/mov-values`] });
      expect(moveAllowance(edition, [4, 2], 1)).toMatchObject({ inches: 2, citations: [`${edition}/move/mov-values`] });
    },
  );

  it('n3/move/mov-values, n3/move/prone: N3 Prone halves both MOV values, rounding up', () => {
    expect(moveAllowance('n3', [5, 3], 0, ['prone'])).toMatchObject({
      inches: 3,
      citations: ['n3/move/mov-values', 'n3/move/prone'],
    });
    expect(moveAllowance('n3', [5, 3], 1, ['prone'])).toMatchObject({ inches: 2 });
  });

  it('n5/move/mov-values, n5/states/prone: N5 Prone halves the distance of a Movement skill', () => {
    expect(moveAllowance('n5', [5, 3], 0, ['prone'])).toMatchObject({
      inches: 2.5,
      citations: ['n5/move/mov-values', 'n5/states/prone'],
    });
  });

  it('n4/move/mov-values, n4/states/prone: N4 Prone halves the MOV values (exactly: the rule names no rounding)', () => {
    expect(moveAllowance('n4', [4, 4], 0, ['prone'])).toMatchObject({
      inches: 2,
      citations: ['n4/move/mov-values', 'n4/states/prone'],
    });
    expect(moveAllowance('n4', [6, 3], 1, ['prone'])).toMatchObject({ inches: 1.5 });
    expect(moveAllowance('n4', [6, 3], 1, [])).toMatchObject({ inches: 3, citations: ['n4/move/mov-values'] });
  });
});

describe('measurementRefusal: the Dodge move of a Prone trooper (N5)', () => {
  const table = (states: readonly 'prone'[]): TableView => ({
    edition: 'n5',
    troopers: {
      dodger: {
        profile: trooper('n5', { id: 'dodger', name: 'Dodger' }),
        player: 'b',
        group: 'g',
        woundsReceived: 0,
        states,
        spentUses: {},
      },
      shooter: {
        profile: trooper('n5', { id: 'shooter', name: 'Shooter' }),
        player: 'a',
        group: 'g',
        woundsReceived: 0,
        states: [],
        spentUses: {},
      },
    },
  });
  const ctx = (states: readonly 'prone'[]) => ({
    table: table(states),
    activePlayer: 'a',
    active: ['shooter'],
    points: [],
    forfeited: [],
    arosClosed: false,
    declared: [{ trooper: 'dodger', declaration: { skill: 'dodge' as const } }],
  });
  it('n5/states/prone: halves the 2" to 1"', () => {
    expect(
      measurementRefusal(ctx(['prone']), { fact: 'dodge-move', trooper: 'dodger', inches: 1, contacts: [] }),
    ).toBeNull();
    expect(
      measurementRefusal(ctx(['prone']), { fact: 'dodge-move', trooper: 'dodger', inches: 1.5, contacts: [] }),
    ).toEqual({
      reason: 'dodger\'s Dodge may move up to 1" in the Reactive Turn, not 1.5"',
      citation: 'n5/states/prone',
    });
    expect(
      measurementRefusal(ctx([]), { fact: 'dodge-move', trooper: 'dodger', inches: 1.5, contacts: [] }),
    ).toBeNull();
  });
});

describe('routeRefusal: the route of a Prone trooper', () => {
  const view = (edition: 'n3' | 'n4' | 'n5') => ({
    profile: trooper(edition, { id: 'f', name: 'F' }),
    player: 'a',
    group: 'g',
    woundsReceived: 0,
    states: ['prone' as const],
    spentUses: {},
  });
  const route = (inches: number) => ({ skill: 'move' as const, route: [{ point: 'crates', inches }] });
  it('n3/move/prone, n4/states/prone, n5/states/prone: every edition measures it against half the first MOV value (4" → 2")', () => {
    for (const edition of ['n3', 'n4', 'n5'] as const) {
      expect(routeRefusal(edition, view(edition), 'f', route(2), [])).toBeNull();
      expect(routeRefusal(edition, view(edition), 'f', route(2.5), [])?.citation).toBe(
        { n3: 'n3/move/prone', n4: 'n4/states/prone', n5: 'n5/states/prone' }[edition],
      );
    }
  });
});
