import { describe, expect, it } from 'vitest';
import type { TableFact } from '../../rules/table/index.ts';
import { given, only, ofType } from '../support/scenario.ts';
import { fates, turn, type OrderScript } from '../support/orderScript.ts';
import { armyOf, FENDETESTAS, fusilier } from '../support/seedTroopers.ts';

// Dodge seed (N3), "Example of Dodge in Reactive Turn": a Fusilier shoots Fendetestas, who
// Dodges as his ARO towards a Total Cover 2" short of his reach. The seed gives no dice: the
// Fusilier's BS 12 - 3 (20": Combi Rifle 16-32") = 9 and the dice below are ours. Winning, he
// moves his 2"; losing, he is hit, does not move, and (having passed his ARM Roll) makes a Guts Roll.
const input = {
  edition: 'n3' as const,
  title: 'Dodge in Reactive Turn',
  armies: [armyOf('n3', 'panoceania', null, [fusilier(1)]), armyOf('n3', 'ariadna', null, [FENDETESTAS])],
};
const table: TableFact[] = [
  { fact: 'lof', from: 'fendetestas', to: 'fusilier1', value: true },
  { fact: 'range', from: 'fusilier1', to: 'fendetestas', inches: 20 },
];
const order = (fusilierDice: readonly number[], dodge: number, rest: Partial<OrderScript> = {}) =>
  turn('panoceania', {
    trooper: 'fusilier1',
    first: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'fendetestas', burst: 3 }] },
    table,
    aros: { fendetestas: { skill: 'dodge', note: '2" towards the Total Cover' } },
    second: { skill: 'move' },
    dice: { fusilier1: fusilierDice, fendetestas: [dodge] },
    ...rest,
  });

describe('Dodge seed: Dodge in Reactive Turn (Fendetestas against a Fusilier, N3)', () => {
  it('his lucky day: his 10 beats the 4 and the 6, the 15 fails: no hit, and he moves his 2 inches', () => {
    const { events } = given(input).when(order([4, 6, 15], 10));
    const f2f = only(events, 'FaceToFaceResolved');
    expect(f2f.exchange).toBe('fusilier1>fendetestas');
    expect(f2f.a.rollers[0]?.sv.value).toBe(9);
    expect(f2f.b.rollers[0]).toMatchObject({ trooper: 'fendetestas', skill: 'dodge', sv: { value: 11 } });
    expect(fates(f2f.a.dice)).toEqual({
      'fusilier1#1': { kind: 'cancelled', by: ['fendetestas#1'] },
      'fusilier1#2': { kind: 'cancelled', by: ['fendetestas#1'] },
      'fusilier1#3': { kind: 'failed' },
    });
    expect(f2f.winner).toBe('b');
    expect(ofType(events, 'HitsScored')).toEqual([]);
    expect(only(events, 'DodgeResolved')).toMatchObject({
      trooper: 'fendetestas',
      turn: 'reactive',
      moves: true,
      inches: 2,
      hitBy: [],
    });
    expect(ofType(events, 'GutsRequirementChecked')).toEqual([]);
  });

  it('n3/guts/requirements, n3/guts/fallback: not his lucky day: the 8 beats his 5; hit, no move, an ARM Roll passed, then a Guts Roll', () => {
    const { events } = given(input).when(
      order([4, 8, 15], 5, {
        saves: { fendetestas: [16] },
        guts: { fendetestas: { roll: 14, options: { leaveLof: false, reachCover: true }, move: 'reach-cover' } },
      }),
    );
    const f2f = only(events, 'FaceToFaceResolved');
    expect(fates(f2f.a.dice)).toEqual({
      'fusilier1#1': { kind: 'cancelled', by: ['fendetestas#1'] },
      'fusilier1#2': { kind: 'hit' },
      'fusilier1#3': { kind: 'failed' },
    });
    expect(only(events, 'DodgeResolved')).toMatchObject({ moves: false, inches: 0, hitBy: ['fusilier1'] });
    expect(only(events, 'SavingRollResolved')).toMatchObject({
      threshold: { kind: 'n3-arm-roll', damage: 13, armour: 0 },
      rolls: [{ face: 16, saved: true }],
    });
    expect(only(events, 'GutsRequirementChecked')).toMatchObject({
      trooper: 'fendetestas',
      required: true,
      citations: ['n3/guts/requirements'],
    });
    expect(only(events, 'GutsRollResolved')).toMatchObject({ choice: 'roll', sv: { value: 12 }, passed: false });
    expect(only(events, 'GutsMoved')).toMatchObject({
      trooper: 'fendetestas',
      option: 'reach-cover',
      citations: ['n3/guts/fallback'],
    });
  });
});
