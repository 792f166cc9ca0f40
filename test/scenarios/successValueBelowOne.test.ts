import { describe, expect, it } from 'vitest';
import { given, only, ofType } from '../support/scenario.ts';
import { turn } from '../support/orderScript.ts';
import { armyOf, fusilier, MORAT } from '../support/seedTroopers.ts';

// An SV below 1 fails with no die in every edition (docs/rulings.md "N5 SV below 1"): the engine
// owes no die for it and rules the automatic failure, whatever the skill (attack, Dodge, Reset).
describe('a roll whose MODs leave an SV below 1 owes no die and fails', () => {
  it('N4: a PH 5 trooper in IMM-A dodges at 5 - 6 = -1: no Dodge die, the Dodge fails, the Burst hits (Face to Face)', () => {
    const input = {
      edition: 'n4' as const,
      title: 'SV below 1',
      armies: [
        armyOf('n4', 'panoceania', 'fusilier1', [{ ...fusilier(1), weapons: ['adhesive-launcher'] }, fusilier(2)]),
        armyOf('n4', 'combined', 'morat', [{ ...MORAT, attributes: { PH: 5 } }]),
      ],
    };
    const shoot = (weapon: string, burst: number) => ({
      skill: 'bs-attack' as const,
      weapon,
      targets: [{ target: 'morat', burst }],
    });
    const { events, session } = given(input).when(
      turn(
        'panoceania',
        // Order 1: the PARA hit; the Morat's PH-6 roll (SV -1) fails with no die: IMM-A.
        {
          trooper: 'fusilier1',
          first: shoot('adhesive-launcher', 1),
          table: [
            { fact: 'range', from: 'fusilier1', to: 'morat', inches: 10 },
            { fact: 'lof', from: 'morat', to: 'fusilier1', value: false },
          ],
          dice: { fusilier1: [5] },
        },
        // Order 2: Fusilier 2 shoots; the Morat (IMM-A) Dodges at PH 5 - 6.
        {
          trooper: 'fusilier2',
          first: shoot('combi-rifle', 3),
          table: [
            { fact: 'range', from: 'fusilier2', to: 'morat', inches: 10 },
            { fact: 'lof', from: 'morat', to: 'fusilier2', value: true },
          ],
          aros: { morat: { skill: 'dodge' } },
          dice: { fusilier2: [16, 4, 20] },
          saves: { morat: [1] },
        },
      ),
    );
    expect(ofType(events, 'DiceRolled').filter((e) => e.trooper === 'morat' && e.purpose === 'dodge')).toEqual([]);
    const f2f = only(events, 'FaceToFaceResolved');
    expect(f2f.b).toMatchObject({
      rollers: [{ trooper: 'morat', skill: 'dodge', sv: { value: -1 } }],
      dice: [],
      automaticFailures: ['morat'],
    });
    expect(f2f.winner).toBe('a');
    expect(only(events, 'DodgeResolved')).toMatchObject({ trooper: 'morat', moves: false, hitBy: ['fusilier2'] });
    expect(session.table().troopers['morat']?.states).toContain('imm-a');
  });

  it('n3/rolls/attribute-below-1: N3 (no MOD cap): BS 12 at 40" (-6) into Partial Cover (-3) in a -6 visibility zone is SV -3: no attack die, no hit', () => {
    const input = {
      edition: 'n3' as const,
      title: 'SV below 1',
      armies: [armyOf('n3', 'panoceania', 'fusilier1', [fusilier(1)]), armyOf('n3', 'combined', 'morat', [MORAT])],
    };
    const { events, session } = given(input).when(
      turn('panoceania', {
        trooper: 'fusilier1',
        first: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'morat', burst: 3 }] },
        second: { skill: 'move' },
        table: [
          { fact: 'range', from: 'fusilier1', to: 'morat', inches: 40 },
          { fact: 'lof', from: 'morat', to: 'fusilier1', value: false },
          { fact: 'cover', target: 'morat', from: 'fusilier1', value: 'partial' },
          { fact: 'visibility', from: 'fusilier1', to: 'morat', mod: -6, reason: 'Low Visibility Zone' },
        ],
      }),
    );
    expect(ofType(events, 'DiceRolled')).toEqual([]);
    const rolls = ofType(events, 'NormalRollResolved');
    expect(rolls.length).toBeGreaterThan(0);
    for (const r of rolls) {
      expect(r).toMatchObject({
        roller: { trooper: 'fusilier1', sv: { value: -3 } },
        automaticFailure: true,
        dice: [],
        successes: 0,
      });
      expect(r.citations).toContain('n3/rolls/attribute-below-1');
    }
    expect(ofType(events, 'HitsScored')).toEqual([]);
    expect(session.where().order).toBeNull();
  });
});
