import { describe, expect, it } from 'vitest';
import type { TableFact } from '../../rules/table/index.ts';
import { given, only, ofType } from '../support/scenario.ts';
import { fates, turn, type OrderScript } from '../support/orderScript.ts';
import { armyOf, FENDETESTAS, shooter } from '../support/seedTroopers.ts';
import type { Edition } from '../../rules/edition.ts';

// Dodge seed (N3), "Example of Dodge in Active Turn": Fendetestas Moves, four enemies declare BS
// Attack AROs, and he Dodges as his second skill: one PH die (his 9) against all four BS rolls
// (BS 11 + 3 range = 14: 3, 5, 17, 12). His PH is not printed: 11 is taken. The ARM and Guts dice
// are ours (the seed stops at "one ARM Roll").
const SHOOTERS = [1, 2, 3, 4];
const input = (edition: Edition) => ({
  edition,
  title: 'Dodge in Active Turn',
  armies: [armyOf(edition, 'ariadna', null, [FENDETESTAS]), armyOf(edition, 'panoceania', null, SHOOTERS.map(shooter))],
});
const table: TableFact[] = SHOOTERS.flatMap((n): TableFact[] => [
  { fact: 'lof', from: `shooter${n}`, to: 'fendetestas', value: true },
  { fact: 'lof', from: 'fendetestas', to: `shooter${n}`, value: true },
  { fact: 'range', from: `shooter${n}`, to: 'fendetestas', inches: 12 },
]);
const order = (shooterDice: readonly number[], rest: Partial<OrderScript> = {}) =>
  turn('ariadna', {
    trooper: 'fendetestas',
    first: { skill: 'move' },
    table,
    aros: Object.fromEntries(
      SHOOTERS.map((n) => [
        `shooter${n}`,
        { skill: 'bs-attack' as const, weapon: 'combi-rifle', targets: [{ target: 'fendetestas', burst: 1 }] },
      ]),
    ),
    second: { skill: 'dodge' },
    dice: { fendetestas: [9], ...Object.fromEntries(SHOOTERS.map((n, i) => [`shooter${n}`, [shooterDice[i] ?? 20]])) },
    ...rest,
  });

describe('Dodge seed: Dodge in Active Turn (Fendetestas against four BS Attacks, N3)', () => {
  it('n3/dodge/face-to-face: his 9 beats the 3 and the 5, the 17 fails, the 12 hits: one ARM Roll, and he does not move', () => {
    const { events } = given(input('n3')).when(
      order([3, 5, 17, 12], { saves: { fendetestas: [15] }, guts: { fendetestas: { roll: 8 } } }),
    );
    const f2f = only(events, 'FaceToFaceResolved');
    expect(f2f.exchange).toBe('fendetestas~dodge');
    expect(f2f.a.rollers.map((r) => [r.trooper, r.skill, r.sv.value])).toEqual([['fendetestas', 'dodge', 11]]);
    expect(f2f.b.rollers.map((r) => r.sv.value)).toEqual([14, 14, 14, 14]);
    expect(fates(f2f.b.dice)).toEqual({
      'shooter1#1': { kind: 'cancelled', by: ['fendetestas#1'] },
      'shooter2#1': { kind: 'cancelled', by: ['fendetestas#1'] },
      'shooter3#1': { kind: 'failed' },
      'shooter4#1': { kind: 'hit' },
    });
    expect(fates(f2f.a.dice)).toEqual({ 'fendetestas#1': { kind: 'cancelled', by: ['shooter4#1'] } });
    expect(f2f.citations).toContain('n3/dodge/face-to-face');
    expect(only(events, 'HitsScored')).toMatchObject({
      attacker: 'shooter4',
      target: 'fendetestas',
      hits: 1,
      criticals: 0,
    });
    expect(only(events, 'DodgeResolved')).toMatchObject({
      trooper: 'fendetestas',
      turn: 'active',
      moves: false,
      inches: 0,
      hitBy: ['shooter4'],
    });
    expect(only(events, 'SavingRollResolved')).toMatchObject({
      trooper: 'fendetestas',
      attacker: 'shooter4',
      rolls: [{ face: 15, saved: true }],
    });
    expect(only(events, 'GutsRollResolved')).toMatchObject({ trooper: 'fendetestas', passed: true });
  });

  it('n3/dodge/move: N3: even winning against all four, an Active Turn Dodge does not move him', () => {
    const { events } = given(input('n3')).when(order([3, 5, 17, 8]));
    expect(only(events, 'FaceToFaceResolved').winner).toBe('a');
    expect(ofType(events, 'HitsScored')).toEqual([]);
    expect(only(events, 'DodgeResolved')).toMatchObject({ moves: false, inches: 0, citations: ['n3/dodge/move'] });
  });

  it.each(['n4', 'n5'] as const)('%s: the same winning Dodge moves him 2" in his own Active Turn', (edition) => {
    const { events } = given(input(edition)).when(order([3, 5, 17, 8]));
    expect(only(events, 'DodgeResolved')).toMatchObject({
      moves: true,
      inches: 2,
      citations: expect.arrayContaining([`${edition}/dodge/move`]),
    });
  });
});
