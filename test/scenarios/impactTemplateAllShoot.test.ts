import { describe, expect, it } from 'vitest';
import type { TableFact } from '../../rules/table/index.ts';
import { given, ofType } from '../support/scenario.ts';
import { fates, turn } from '../support/orderScript.ts';
import { hellcatInput, inALine, lof, shootBack, shotgunAt } from '../support/hellcat.ts';

// Rulebook seed (N3), "Teardrop Impact Template example: all targets react by shooting". All
// three Fusiliers have LoF and shoot; each makes his own Face to Face against the Hellcat's two
// dice. As the seed tells it: Fusilier 1 wins (the Hellcat saves), Fusilier 2 wins (another
// save), Fusilier 3 loses (he saves). The dice are ours.
const ranges: TableFact[] = [
  { fact: 'range', from: 'hellcat', to: 'fusilier2', inches: 7 },
  { fact: 'range', from: 'hellcat', to: 'fusilier3', inches: 8 },
];

describe('Rulebook seed: Teardrop Impact Template, all targets shoot (Hellcat, N3)', () => {
  it("Fusilier 1's win does not cancel the attack on the others: two hits on the Hellcat, one on Fusilier 3", () => {
    const { events } = given(hellcatInput).when(
      turn('nomads', {
        trooper: 'hellcat',
        first: shotgunAt([{ target: 'fusilier1', burst: 2 }]),
        table: [...inALine, ...ranges, ...lof([1, 2, 3])],
        aros: { fusilier1: shootBack, fusilier2: shootBack, fusilier3: shootBack },
        dice: { hellcat: [2, 5], fusilier1: [13], fusilier2: [9], fusilier3: [4] },
        saves: { hellcat: [15, 16], fusilier3: [14] },
        guts: { hellcat: { roll: 3 }, fusilier3: { roll: 4 } },
      }),
    );
    const f2f = ofType(events, 'FaceToFaceResolved');
    expect(f2f.map((x) => x.winner)).toEqual(['b', 'b', 'a']);
    expect(fates(f2f[2]?.a.dice ?? [])).toEqual({
      'hellcat#1': { kind: 'cancelled', by: ['fusilier3#1'] },
      'hellcat#2': { kind: 'hit' },
    });
    expect(ofType(events, 'HitsScored').map((h) => [h.attacker, h.target, h.hits])).toEqual([
      ['fusilier1', 'hellcat', 1],
      ['fusilier2', 'hellcat', 1],
      ['hellcat', 'fusilier3', 1],
    ]);
    expect(ofType(events, 'SavingRollResolved').map((s) => [s.trooper, s.attacker, s.rolls.length])).toEqual([
      ['hellcat', 'fusilier1', 1],
      ['hellcat', 'fusilier2', 1],
      ['fusilier3', 'hellcat', 1],
    ]);
  });
});
