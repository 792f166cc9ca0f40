import { describe, expect, it } from 'vitest';
import type { Edition } from '../../rules/edition.ts';
import type { TableFact } from '../../rules/table/index.ts';
import { fennecAndSenku } from '../support/troopers.ts';
import { given, only, ofType } from '../support/scenario.ts';
import { fates, turn, type OrderScript } from '../support/orderScript.ts';

// Face to Face seed (N5), "Two Face to Face Rolls": the Fennec splits his Burst 3, two shots at
// Senku A and one at Senku B; both Senku shoot back. Fennec 4 and 9 against Senku A's 5: the 5
// cancels the 4, the 9 wins. Fennec 11 against Senku B's 11: a Critical for Senku B (SV 11), who
// wins: the Fennec is critically hit. Saves and Guts dice are ours. N3 reads the same dice with
// its own Critical rule: one Wound, no roll.
const input = (edition: Edition) => ({
  edition,
  title: 'Two F2F',
  armies: fennecAndSenku(edition, ['senkuA', 'senkuB']),
});
const table: TableFact[] = [
  { fact: 'lof', from: 'senkuA', to: 'fennec', value: true },
  { fact: 'lof', from: 'senkuB', to: 'fennec', value: true },
  { fact: 'range', from: 'fennec', to: 'senkuA', inches: 15 },
  { fact: 'range', from: 'fennec', to: 'senkuB', inches: 9 },
  ...(['senkuA', 'senkuB'] as const).flatMap((s): TableFact[] => [
    { fact: 'cover', target: s, from: 'fennec', value: 'partial' },
    { fact: 'cover', target: 'fennec', from: s, value: 'partial' },
  ]),
];
const aro = { skill: 'bs-attack' as const, weapon: 'combi-rifle', targets: [{ target: 'fennec', burst: 1 }] };
const shots = {
  skill: 'bs-attack' as const,
  weapon: 'combi-rifle',
  targets: [
    { target: 'senkuA', burst: 2 },
    { target: 'senkuB', burst: 1 },
  ],
};
const order = (edition: Edition, rest: Partial<OrderScript>) =>
  turn('panoceania', {
    trooper: 'fennec',
    first: edition === 'n5' ? { skill: 'idle' } : shots,
    table,
    aros: { senkuA: aro, senkuB: aro },
    second: edition === 'n5' ? shots : { skill: 'move' },
    dice: { fennec: [4, 9, 11], senkuA: [5], senkuB: [11] },
    ...rest,
  });

describe('Face to Face seed: Two Face to Face Rolls from a split Burst', () => {
  it('n5/critical/extra-saving-roll: N5: Senku A is hit once (one Saving Roll); the Fennec is critically hit: two Saving Rolls', () => {
    const { events } = given(input('n5')).when(
      order('n5', { saves: { senkuA: [8], fennec: [5, 13] }, guts: { senkuA: { roll: 6 } } }),
    );
    const [first, second] = ofType(events, 'FaceToFaceResolved');
    expect(first?.exchange).toBe('fennec>senkuA');
    expect(fates(first?.a.dice ?? [])).toEqual({
      'fennec#1': { kind: 'cancelled', by: ['senkuA#1'] },
      'fennec#2': { kind: 'hit' },
    });
    expect(fates(first?.b.dice ?? [])).toEqual({ 'senkuA#1': { kind: 'cancelled', by: ['fennec#2'] } });
    expect(second?.exchange).toBe('fennec>senkuB');
    expect(fates(second?.a.dice ?? [])).toEqual({ 'fennec#3': { kind: 'cancelled', by: ['senkuB#1'] } });
    expect(fates(second?.b.dice ?? [])).toEqual({ 'senkuB#1': { kind: 'critical-hit' } });
    expect(ofType(events, 'HitsScored').map((h) => [h.attacker, h.target, h.hits, h.criticals])).toEqual([
      ['fennec', 'senkuA', 1, 0],
      ['senkuB', 'fennec', 0, 1],
    ]);
    const saves = ofType(events, 'SavingRollResolved');
    expect(saves.map((s) => [s.trooper, s.rolls.length, s.automaticWounds])).toEqual([
      ['senkuA', 1, 0],
      ['fennec', 2, 0],
    ]);
    expect(saves[1]?.citations).toContain('n5/critical/extra-saving-roll');
    expect(only(events, 'WoundsInflicted')).toMatchObject({ trooper: 'fennec', wounds: 1 });
    expect(ofType(events, 'GutsRequirementChecked').map((g) => [g.trooper, g.required])).toEqual([
      ['senkuA', true],
      ['fennec', false],
    ]);
  });

  it('N3: the same Critical costs the Fennec one Wound with no ARM Roll', () => {
    const { events } = given(input('n3')).when(order('n3', { saves: { senkuA: [12] }, guts: { senkuA: { roll: 6 } } }));
    const fennec = ofType(events, 'SavingRollResolved').find((s) => s.trooper === 'fennec');
    expect(fennec).toMatchObject({ rolls: [], automaticWounds: 1, wounds: 1 });
    expect(ofType(events, 'StateEntered')).toMatchObject([{ trooper: 'fennec', state: 'unconscious' }]);
    expect(ofType(events, 'SavingRollResolved').find((s) => s.trooper === 'senkuA')).toMatchObject({
      threshold: { kind: 'n3-arm-roll', armour: 4 },
    });
  });
});
