import { describe, expect, it } from 'vitest';
import type { TableFact } from '../../rules/table/index.ts';
import { given, only, ofType } from '../support/scenario.ts';
import { fates, turn } from '../support/orderScript.ts';
import { ANGUS, armyOf, DATURAZI, MORAT } from '../support/seedTroopers.ts';

// Dodge seed (N3), "Dodging BS Attacks and Templates" in the Active Turn: Angus Moves; a Morat
// Vanguard declares a BS Attack ARO and a Dāturazi a Chain Rifle (Direct Template) ARO; Angus
// Dodges. His one PH die (3) is a Normal Roll against the template (passed: dodged) and meets the
// Morat's BS roll (9) Face to Face (lost: hit). The Morat's BS 12 + 3 range and Angus' ARM and
// Guts dice are ours; the seed ends at "an ARM Roll for his life".
const input = {
  edition: 'n3' as const,
  title: 'Dodging BS Attacks and Templates',
  armies: [armyOf('n3', 'panoceania', null, [ANGUS]), armyOf('n3', 'combined', null, [MORAT, DATURAZI])],
};
const table: TableFact[] = [
  { fact: 'lof', from: 'morat', to: 'angus', value: true },
  { fact: 'lof', from: 'daturazi', to: 'angus', value: true },
  { fact: 'lof', from: 'angus', to: 'morat', value: true },
  { fact: 'lof', from: 'angus', to: 'daturazi', value: true },
  { fact: 'range', from: 'morat', to: 'angus', inches: 12 },
  { fact: 'template', from: 'daturazi', shot: 1, affects: ['angus'] },
];
const order = (angus: number, morat: number, rest: object = {}) =>
  turn('panoceania', {
    trooper: 'angus',
    first: { skill: 'move' },
    table,
    aros: {
      morat: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'angus', burst: 1 }] },
      daturazi: { skill: 'bs-attack', weapon: 'chain-rifle', targets: [{ target: 'angus', burst: 1 }] },
    },
    second: { skill: 'dodge' },
    dice: { angus: [angus], morat: [morat] },
    ...rest,
  });

describe('Dodge seed: Dodging BS Attacks and Templates in the Active Turn (Angus, N3)', () => {
  it("n3/templates/direct: Angus' 3 dodges the Chain Rifle (Normal PH Roll) but the Morat's 9 wins the Face to Face: one ARM Roll", () => {
    const { events } = given(input).when(order(3, 9, { saves: { angus: [16] }, guts: { angus: { roll: 4 } } }));
    const normal = only(events, 'NormalRollResolved');
    expect(normal).toMatchObject({
      exchange: 'angus~dodge>daturazi',
      roller: { trooper: 'angus', skill: 'dodge', sv: { value: 10 } },
      successes: 1,
    });
    expect(normal.citations).toContain('n3/templates/direct');
    const template = only(events, 'TemplateAttackResolved');
    expect(template).toMatchObject({
      source: 'daturazi',
      target: 'angus',
      placements: 1,
      dodge: 'angus~dodge>daturazi',
      dodged: true,
      hits: 0,
    });
    const f2f = only(events, 'FaceToFaceResolved');
    expect(f2f.exchange).toBe('angus~dodge');
    expect(f2f.b.rollers.map((r) => [r.trooper, r.sv.value])).toEqual([['morat', 15]]);
    expect(fates(f2f.a.dice)).toEqual({ 'angus#1': { kind: 'cancelled', by: ['morat#1'] } });
    expect(fates(f2f.b.dice)).toEqual({ 'morat#1': { kind: 'hit' } });
    // One die, read twice: the same face in both rulings.
    expect(normal.dice[0]?.die.face).toBe(f2f.a.dice[0]?.die.face);
    expect(ofType(events, 'DiceRolled').filter((d) => d.trooper === 'angus' && d.purpose === 'dodge')).toHaveLength(1);
    expect(only(events, 'HitsScored')).toMatchObject({ attacker: 'morat', target: 'angus', hits: 1 });
    expect(only(events, 'DodgeResolved')).toMatchObject({ trooper: 'angus', moves: false, hitBy: ['morat'] });
    expect(only(events, 'SavingRollResolved')).toMatchObject({ attacker: 'morat', rolls: [{ face: 16, saved: true }] });
  });

  it('a failed Dodge die leaves him under the template as well: two ARM Rolls (read in the order of the rulings)', () => {
    const { events } = given(input).when(order(13, 9, { saves: { angus: [16, 17] }, guts: { angus: { roll: 4 } } }));
    expect(only(events, 'TemplateAttackResolved')).toMatchObject({ dodged: false, hits: 1 });
    expect(ofType(events, 'SavingRollResolved').map((s) => s.attacker)).toEqual(['daturazi', 'morat']);
  });
});
