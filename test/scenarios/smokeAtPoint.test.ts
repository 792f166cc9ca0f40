import { describe, expect, it } from 'vitest';
import type { Edition } from '../../rules/edition.ts';
import { given, only, ofType } from '../support/scenario.ts';
import { turn, type OrderScript } from '../support/orderScript.ts';
import { armyOf, fusilier, MORAT } from '../support/seedTroopers.ts';

// A Smoke or Eclipse throw at a named point of the table (docs/rulings.md "Smoke and Eclipse"):
// Targetless, a Normal Roll of BS with the Range MOD to the point, the template placed on a hit.
const game = (edition: Edition) => ({
  edition,
  title: 'Smoke at a point',
  armies: [
    armyOf(edition, 'panoceania', 'fusilier1', [
      { ...fusilier(1), weapons: ['combi-rifle', 'smoke-grenades', 'eclipse-grenades'] },
      fusilier(2),
    ]),
    armyOf(edition, 'combined', 'morat', [MORAT]),
  ],
});

/** Fusilier 1 throws `weapon` at the point `gap`, `inches` away, naming template `id`. */
const atPoint = (
  weapon: string,
  id: string,
  die: number,
  inches = 6,
  rest: Partial<OrderScript> = {},
): OrderScript => ({
  trooper: 'fusilier1',
  first: { skill: 'idle' },
  second: { skill: 'bs-attack', weapon, targets: [], point: 'gap' },
  table: [
    { fact: 'lof', from: 'morat', to: 'fusilier1', value: false },
    { fact: 'range', from: 'fusilier1', to: 'gap', inches },
    { fact: 'template', from: 'fusilier1', shot: 1, affects: [], smoke: id },
  ],
  dice: { fusilier1: [die] },
  ...rest,
});

describe('Smoke and Eclipse thrown at a point', () => {
  it('n5/smoke/at-point: a throw at a point is a Normal Roll of BS with the Range MOD to it (BS 12 + 3 at 6" = 15, a 9 hits); the template is placed', () => {
    const { events, session } = given(game('n5')).when(turn('panoceania', atPoint('smoke-grenades', 'smoke1', 9)));
    const roll = only(events, 'NormalRollResolved');
    expect(roll).toMatchObject({ exchange: 'fusilier1>gap' });
    expect(roll.citations).toContain('n5/smoke/at-point');
    expect(roll.roller.sv).toMatchObject({ attribute: 'BS', base: 12, modTotal: 3, value: 15 });
    expect(only(events, 'SmokeThrown')).toMatchObject({
      id: 'smoke1',
      by: 'fusilier1',
      weapon: 'smoke-grenades',
      placed: true,
      citations: ['n5/smoke/template'],
    });
    expect(session.state().table.smoke).toEqual([{ id: 'smoke1', ammo: 'Smoke', by: 'fusilier1', order: 1 }]);
    expect(ofType(events, 'SavingRollResolved')).toEqual([]);
  });

  it('n5/smoke/at-point, n5/smoke/removed: a throw at a point that fails its Normal Roll (a 19 against 15) leaves no template', () => {
    const { events, session } = given(game('n5')).when(turn('panoceania', atPoint('smoke-grenades', 'smoke1', 19)));
    expect(only(events, 'SmokeThrown')).toMatchObject({ placed: false, citations: ['n5/smoke/removed'] });
    expect(session.state().table.smoke).toBeUndefined();
  });

  it('n4/smoke/at-point: Eclipse thrown at a point in N4 places its template too', () => {
    const { events } = given(game('n4')).when(turn('panoceania', atPoint('eclipse-grenades', 'eclipse1', 5)));
    expect(only(events, 'NormalRollResolved').citations).toContain('n4/smoke/at-point');
    expect(only(events, 'SmokeThrown')).toMatchObject({ ammo: 'Eclipse', placed: true });
  });

  it('n5/smoke/at-point: a Combi Rifle cannot be fired at a point: refused at declaration with the rule', () => {
    const order = atPoint('combi-rifle', 'smoke1', 9);
    expect(() => given(game('n5')).when(turn('panoceania', order))).toThrow(
      /not Smoke or Eclipse.*n5\/smoke\/at-point/s,
    );
  });

  it('n5/smoke/at-point: a throw at a point names no target: a target with it is refused', () => {
    const order = atPoint('smoke-grenades', 'smoke1', 9, 6, {
      second: { skill: 'bs-attack', weapon: 'smoke-grenades', targets: [{ target: 'morat', burst: 1 }], point: 'gap' },
    });
    expect(() => given(game('n5')).when(turn('panoceania', order))).toThrow(/names no target/);
  });

  it('n5/smoke/at-point: without a range fact to the point the throw is refused at the Resolution', () => {
    const order = atPoint('smoke-grenades', 'smoke1', 9, 6, {
      table: [{ fact: 'template', from: 'fusilier1', shot: 1, affects: [], smoke: 'smoke1' }],
    });
    expect(() => given(game('n5')).when(turn('panoceania', order))).toThrow(/range from fusilier1 to the point gap/);
  });
});
