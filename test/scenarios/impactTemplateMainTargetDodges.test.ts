import { describe, expect, it } from 'vitest';
import { given, ofType } from '../support/scenario.ts';
import { fates, turn } from '../support/orderScript.ts';
import { dodge, hellcatInput, inALine, lof, shotgunAt } from '../support/hellcat.ts';

// Rulebook seed (N3), "Teardrop Impact Template example: target reacts by dodging". As before,
// but Fusilier 1 Dodges: PH 10, no MOD (he has LoF), Face to Face against both Hellcat dice;
// Fusiliers 2 and 3 Dodge at PH-3. Our dice: Fusilier 3's 3 cancels the Hellcat's 2 but the 5
// cancels it in turn, so one template reaches him.
describe('Rulebook seed: Teardrop Impact Template, the target Dodges (Hellcat, N3)', () => {
  it('n3/dodge/templates: each Dodge is its own Face to Face: Fusiliers 1 and 2 avoid the templates, Fusilier 3 is hit once', () => {
    const { events } = given(hellcatInput).when(
      turn('nomads', {
        trooper: 'hellcat',
        first: shotgunAt([{ target: 'fusilier1', burst: 2 }]),
        table: [...inALine, ...lof([1], [2, 3])],
        aros: { fusilier1: dodge, fusilier2: dodge, fusilier3: dodge },
        dice: { hellcat: [2, 5], fusilier1: [8], fusilier2: [6], fusilier3: [3] },
        saves: { fusilier3: [15] },
        guts: { fusilier3: { roll: 4 } },
      }),
    );
    const [f1, , f3] = ofType(events, 'FaceToFaceResolved');
    expect(f1?.b.rollers).toMatchObject([{ trooper: 'fusilier1', skill: 'dodge', sv: { value: 10, mods: [] } }]);
    expect(f3?.b.rollers).toMatchObject([
      { trooper: 'fusilier3', sv: { value: 7, mods: [{ value: -3, citation: 'n3/dodge/templates' }] } },
    ]);
    expect(fates(f3?.a.dice ?? [])).toEqual({
      'hellcat#1': { kind: 'cancelled', by: ['fusilier3#1'] },
      'hellcat#2': { kind: 'hit' },
    });
    expect(fates(f3?.b.dice ?? [])).toEqual({ 'fusilier3#1': { kind: 'cancelled', by: ['hellcat#2'] } });
    expect(ofType(events, 'HitsScored').map((h) => [h.attacker, h.target, h.hits])).toEqual([
      ['hellcat', 'fusilier3', 1],
    ]);
    expect(ofType(events, 'DodgeResolved').map((d) => [d.trooper, d.moves])).toEqual([
      ['fusilier1', true],
      ['fusilier2', true],
      ['fusilier3', false],
    ]);
  });
});
