import { describe, expect, it } from 'vitest';
import { given, ofType } from '../support/scenario.ts';
import { fates, turn } from '../support/orderScript.ts';
import { dodge, hellcatInput, inALine, lof, shootBack, shotgunAt } from '../support/hellcat.ts';

// Rulebook seed (N3), "Teardrop Impact Template example: main target reacts by shooting". The
// Hellcat's B2 Boarding Shotgun at Fusilier 1; each template covers all three. Fusilier 1 (LoF)
// shoots back: Face to Face against both Hellcat dice. Fusiliers 2 and 3 (no LoF: Fusilier 1
// blocks it) may Dodge at PH-3, each in its own Face to Face against the same two dice. The seed
// gives no dice; ours make Fusilier 1 and 2 win and Fusilier 3 lose.
describe('Rulebook seed: Teardrop Impact Template, the main target shoots back (Hellcat, N3)', () => {
  it('n3/templates/impact: one roll, compared with each Fusilier separately: Fusilier 1 hits the Hellcat, Fusilier 2 dodges, Fusilier 3 takes both templates', () => {
    const { events } = given(hellcatInput).when(
      turn('nomads', {
        trooper: 'hellcat',
        first: shotgunAt([{ target: 'fusilier1', burst: 2 }]),
        table: [...inALine, ...lof([1], [2, 3])],
        aros: { fusilier1: shootBack, fusilier2: dodge, fusilier3: dodge },
        dice: { hellcat: [2, 5], fusilier1: [13], fusilier2: [6], fusilier3: [16] },
        saves: { hellcat: [15], fusilier3: [14, 15] },
        guts: { hellcat: { roll: 3 }, fusilier3: { roll: 4 } },
      }),
    );
    const [f1, f2, f3] = ofType(events, 'FaceToFaceResolved');
    expect([f1?.exchange, f2?.exchange, f3?.exchange]).toEqual([
      'hellcat>fusilier1',
      'hellcat>fusilier2',
      'hellcat>fusilier3',
    ]);
    for (const x of [f1, f2, f3]) expect(x?.a.rollers).toMatchObject([{ trooper: 'hellcat', sv: { value: 18 } }]);
    expect(f1?.citations).toContain('n3/templates/impact');
    expect(f1?.b.rollers).toMatchObject([{ trooper: 'fusilier1', skill: 'bs-attack', sv: { value: 15 } }]);
    expect(f2?.b.rollers).toMatchObject([{ trooper: 'fusilier2', skill: 'dodge', sv: { value: 7 } }]);
    expect(fates(f1?.a.dice ?? [])).toEqual({
      'hellcat#1': { kind: 'cancelled', by: ['fusilier1#1'] },
      'hellcat#2': { kind: 'cancelled', by: ['fusilier1#1'] },
    });
    expect(fates(f2?.a.dice ?? [])).toEqual({
      'hellcat#1': { kind: 'cancelled', by: ['fusilier2#1'] },
      'hellcat#2': { kind: 'cancelled', by: ['fusilier2#1'] },
    });
    expect(fates(f3?.a.dice ?? [])).toEqual({ 'hellcat#1': { kind: 'hit' }, 'hellcat#2': { kind: 'hit' } });
    expect(fates(f3?.b.dice ?? [])).toEqual({ 'fusilier3#1': { kind: 'failed' } });
    expect(ofType(events, 'HitsScored').map((h) => [h.attacker, h.target, h.hits])).toEqual([
      ['fusilier1', 'hellcat', 1],
      ['hellcat', 'fusilier3', 2],
    ]);
    expect(ofType(events, 'SavingRollResolved').map((s) => [s.trooper, s.rolls.length])).toEqual([
      ['hellcat', 1],
      ['fusilier3', 2],
    ]);
    expect(ofType(events, 'DodgeResolved').map((d) => [d.trooper, d.moves, d.hitBy])).toEqual([
      ['fusilier2', true, []],
      ['fusilier3', false, ['hellcat']],
    ]);
  });
});
