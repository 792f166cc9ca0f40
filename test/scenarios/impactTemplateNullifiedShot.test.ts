import { describe, expect, it } from 'vitest';
import type { TableFact } from '../../rules/table/index.ts';
import { given, only, ofType } from '../support/scenario.ts';
import { fates, turn } from '../support/orderScript.ts';
import { hellcatInput, lof, shootBack, shotgunAt } from '../support/hellcat.ts';

// Rulebook seed (N3), "Teardrop Impact Template example: nullified shot". The Hellcat splits its
// B2: shot 1 at Fusilier 1 (its template also covers Fusilier 3), shot 2 at Fusilier 2, but that
// template covers a friendly Alguacil: shot 2 is nullified. Fusilier 2 keeps his ARO and shoots:
// a Normal Roll. Shot 1 is still resolved Face to Face against Fusilier 1 and Fusilier 3. Dice ours.
const table: TableFact[] = [
  { fact: 'range', from: 'hellcat', to: 'fusilier1', inches: 6 },
  { fact: 'range', from: 'hellcat', to: 'fusilier2', inches: 7 },
  { fact: 'range', from: 'hellcat', to: 'fusilier3', inches: 8 },
  { fact: 'template', from: 'hellcat', shot: 1, affects: ['fusilier1', 'fusilier3'] },
  { fact: 'template', from: 'hellcat', shot: 2, affects: ['fusilier2', 'alguacil'] },
  ...lof([1, 2, 3]),
];

describe('Rulebook seed: Teardrop Impact Template, a nullified shot (Hellcat, N3)', () => {
  it('n3/templates/friendly-nullified: shot 2 never happens (one die); Fusilier 2 shoots with a Normal Roll; shot 1 meets Fusiliers 1 and 3', () => {
    const { events } = given(hellcatInput).when(
      turn('nomads', {
        trooper: 'hellcat',
        first: shotgunAt([
          { target: 'fusilier1', burst: 1 },
          { target: 'fusilier2', burst: 1 },
        ]),
        table,
        aros: { fusilier1: shootBack, fusilier2: shootBack, fusilier3: shootBack },
        dice: { hellcat: [5], fusilier1: [13], fusilier2: [9], fusilier3: [4] },
        saves: { hellcat: [15, 16], fusilier3: [14] },
        guts: { hellcat: { roll: 3 }, fusilier3: { roll: 4 } },
      }),
    );
    expect(only(events, 'ShotNullified')).toMatchObject({
      attacker: 'hellcat',
      shot: 2,
      touching: [
        { trooper: 'fusilier2', side: 'enemy' },
        { trooper: 'alguacil', side: 'friendly' },
      ],
      keepAro: ['fusilier2'],
      expendableUsesSpent: 0,
      citations: ['n3/templates/friendly-nullified'],
    });
    const f2f = ofType(events, 'FaceToFaceResolved');
    expect(f2f.map((x) => x.exchange)).toEqual(['hellcat>fusilier1', 'hellcat>fusilier3']);
    expect(fates(f2f[1]?.a.dice ?? [])).toEqual({ 'hellcat#1': { kind: 'hit' } });
    expect(only(events, 'NormalRollResolved')).toMatchObject({ exchange: 'fusilier2>hellcat', successes: 1 });
    expect(ofType(events, 'HitsScored').map((h) => [h.attacker, h.target])).toEqual([
      ['fusilier1', 'hellcat'],
      ['hellcat', 'fusilier3'],
      ['fusilier2', 'hellcat'],
    ]);
  });
});
