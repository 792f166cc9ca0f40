import { describe, expect, it } from 'vitest';
import type { TableFact } from '../../rules/table/index.ts';
import { given, only, ofType } from '../support/scenario.ts';
import { fates, turn, type OrderScript } from '../support/orderScript.ts';
import { ANGUS, armyOf, ORTEGA } from '../support/seedTroopers.ts';

// Dodge seed (N3), "Dodging BS Attacks and Templates" in the Reactive Turn: Ortega shoots Angus
// with his B3 Combi Rifle; Angus Dodges, and his ARO sets off an Antipersonnel Mine. One PH die:
// Face to Face against Ortega's three dice (PH 10) and a Normal Roll at PH-3 = 7 against the Mine.
// The seed lists four outcomes without dice; the dice below produce each one. Ortega's BS 11 + 3
// (12") = 14. The ARM and Guts dice are ours (all ARM Rolls pass, so Angus stays up).
const input = {
  edition: 'n3' as const,
  title: 'Dodge against shots and a Mine',
  armies: [armyOf('n3', 'nomads', null, [ORTEGA]), armyOf('n3', 'panoceania', null, [ANGUS])],
};
const table: TableFact[] = [
  { fact: 'lof', from: 'angus', to: 'ortega', value: true },
  { fact: 'range', from: 'ortega', to: 'angus', inches: 12 },
  { fact: 'mine', mine: 'ap-mine', weapon: 'antipersonnel-mine', trigger: 'declaration', affects: ['angus'] },
];
const order = (ortega: readonly number[], angus: number, rest: Partial<OrderScript> = {}) =>
  turn('nomads', {
    trooper: 'ortega',
    first: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'angus', burst: 3 }] },
    table,
    aros: { angus: { skill: 'dodge' } },
    dice: { ortega, angus: [angus] },
    ...rest,
  });

describe('Dodge seed: Angus Dodges Ortega and a Mine with one die (N3), the four outcomes', () => {
  it('n3/dodge/templates, n3/dodge/mine, n3/weapons/mines: 1. wins the Face to Face (9) but fails the Mine (9 > 7): no move, an ARM Roll against the Mine', () => {
    const { events } = given(input).when(
      order([3, 5, 15], 9, { saves: { angus: [15] }, guts: { angus: { roll: 5 } } }),
    );
    const f2f = only(events, 'FaceToFaceResolved');
    expect(fates(f2f.b.dice)).toEqual({ 'angus#1': { kind: 'hit' } });
    const mine = only(events, 'NormalRollResolved');
    expect(mine).toMatchObject({ exchange: 'angus~dodge>ap-mine', roller: { sv: { value: 7 } }, successes: 0 });
    expect(mine.roller.sv.mods.map((m) => [m.value, m.citation])).toEqual([[-3, 'n3/dodge/templates']]);
    expect(only(events, 'TemplateAttackResolved')).toMatchObject({
      source: 'ap-mine',
      mine: true,
      dodged: false,
      hits: 1,
    });
    expect(only(events, 'DodgeResolved')).toMatchObject({
      moves: false,
      hitBy: ['ap-mine'],
      citations: expect.arrayContaining(['n3/dodge/mine']),
    });
    expect(only(events, 'SavingRollResolved')).toMatchObject({
      attacker: 'ap-mine',
      ammo: 'Shock',
      rolls: [{ face: 15, saved: true }],
    });
  });

  it('2. passes the Mine (6 ≤ 7) but loses to Ortega (8 and 12 beat 6): no move, two ARM Rolls', () => {
    const { events } = given(input).when(
      order([3, 8, 12], 6, { saves: { angus: [15, 16] }, guts: { angus: { roll: 5 } } }),
    );
    const f2f = only(events, 'FaceToFaceResolved');
    expect(fates(f2f.a.dice)).toEqual({
      'ortega#1': { kind: 'cancelled', by: ['angus#1'] },
      'ortega#2': { kind: 'hit' },
      'ortega#3': { kind: 'hit' },
    });
    expect(only(events, 'TemplateAttackResolved')).toMatchObject({ dodged: true, hits: 0 });
    expect(only(events, 'DodgeResolved')).toMatchObject({ moves: false, hitBy: ['ortega'] });
    expect(only(events, 'SavingRollResolved')).toMatchObject({
      attacker: 'ortega',
      rolls: [{ face: 15 }, { face: 16 }],
    });
  });

  it('n3/weapons/mines: 3. fails both (12 is above PH 10): no move, ARM Rolls against Ortega and the Mine', () => {
    const { events } = given(input).when(
      order([3, 5, 15], 12, { saves: { angus: [14, 15, 16] }, guts: { angus: { roll: 5 } } }),
    );
    expect(only(events, 'DodgeResolved')).toMatchObject({ moves: false, hitBy: ['ortega', 'ap-mine'] });
    expect(ofType(events, 'SavingRollResolved').map((s) => [s.attacker, s.rolls.length])).toEqual([
      ['ortega', 2],
      ['ap-mine', 1],
    ]);
  });

  it('4. dodges everything (7): no damage, and he moves as his ARO allows', () => {
    const { events } = given(input).when(order([3, 5, 15], 7));
    expect(only(events, 'FaceToFaceResolved').winner).toBe('b');
    expect(only(events, 'TemplateAttackResolved')).toMatchObject({ dodged: true });
    expect(only(events, 'DodgeResolved')).toMatchObject({ moves: true, inches: 2, hitBy: [] });
    expect(ofType(events, 'SavingRollResolved')).toEqual([]);
    expect(ofType(events, 'GutsRequirementChecked')).toEqual([]);
  });
});
