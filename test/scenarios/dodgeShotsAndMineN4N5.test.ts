import { describe, expect, it } from 'vitest';
import type { TableFact } from '../../rules/table/index.ts';
import { given, only, ofType } from '../support/scenario.ts';
import { turn, type OrderScript } from '../support/orderScript.ts';
import { ANGUS, armyOf, ORTEGA } from '../support/seedTroopers.ts';

// The N3 Dodge seed (test/scenarios/dodgeShotsAndMine.test.ts) played under N4 and N5: Ortega
// shoots Angus, who Dodges; his ARO sets off an Antipersonnel Mine that touches him. One PH die
// meets Ortega's shots Face to Face and the Mine with a Normal Roll at PH-3 = 7.
describe.each(['n4', 'n5'] as const)('a Dodge against shots and a Mine (%s)', (edition) => {
  const input = {
    edition,
    title: 'Dodge against shots and a Mine',
    armies: [armyOf(edition, 'nomads', null, [ORTEGA]), armyOf(edition, 'panoceania', null, [ANGUS])],
  };
  const table: TableFact[] = [
    { fact: 'lof', from: 'angus', to: 'ortega', value: true },
    { fact: 'range', from: 'ortega', to: 'angus', inches: 12 },
    { fact: 'mine', mine: 'ap-mine', weapon: 'antipersonnel-mine', trigger: 'declaration', affects: ['angus'] },
  ];
  const shoot = { skill: 'bs-attack' as const, weapon: 'combi-rifle', targets: [{ target: 'angus', burst: 3 }] };
  const order = (ortega: readonly number[], angus: number, rest: Partial<OrderScript> = {}) =>
    turn('nomads', {
      trooper: 'ortega',
      ...(edition === 'n5' ? { first: { skill: 'idle' }, second: shoot } : { first: shoot }),
      table,
      aros: { angus: { skill: 'dodge' } },
      dice: { ortega, angus: [angus] },
      ...rest,
    });
  const fail = edition === 'n5' ? 20 : 1;

  it(`${edition}/weapons/mines, ${edition}/dodge/mine: winning against the shots (9) but failing PH-3 against the Mine (9 > 7): the Mine hits, no move`, () => {
    const { events } = given(input).when(order([3, 5, 15], 9, { saves: { angus: [fail] } }));
    expect(only(events, 'FaceToFaceResolved').winner).toBe('b');
    const mine = only(events, 'NormalRollResolved');
    expect(mine).toMatchObject({ roller: { trooper: 'angus', sv: { value: 7 } }, successes: 0 });
    expect(mine.roller.sv.mods.map((m) => [m.value, m.citation])).toEqual([[-3, `${edition}/dodge/templates`]]);
    expect(only(events, 'TemplateAttackResolved')).toMatchObject({
      source: 'ap-mine',
      mine: true,
      dodged: false,
      hits: 1,
    });
    expect(only(events, 'DodgeResolved')).toMatchObject({
      moves: false,
      hitBy: ['ap-mine'],
      citations: expect.arrayContaining([`${edition}/dodge/mine`]),
    });
    expect(only(events, 'SavingRollResolved')).toMatchObject({ trooper: 'angus', attacker: 'ap-mine' });
  });

  it(`${edition}/weapons/mines: a 7 passes both: the Mine and the shots are dodged, no save, and the Dodge moves`, () => {
    const { events } = given(input).when(order([3, 5, 15], 7));
    expect(only(events, 'TemplateAttackResolved')).toMatchObject({ source: 'ap-mine', dodged: true, hits: 0 });
    expect(only(events, 'DodgeResolved')).toMatchObject({ moves: true, hitBy: [] });
    expect(ofType(events, 'SavingRollResolved')).toEqual([]);
  });
});
