import { describe, expect, it } from 'vitest';
import type { Edition } from '../../rules/edition.ts';
import type { TableFact } from '../../rules/table/index.ts';
import { given, only, ofType } from '../support/scenario.ts';
import { turn } from '../support/orderScript.ts';
import { ANGUS, armyOf, ORTEGA } from '../support/seedTroopers.ts';

// Dodge seed, N3 FAQ 1.2: a reactive Dodge whose 2" move would end in a Mine's trigger area. The
// Dodge is Face to Face against the active trooper and a Normal Roll against the Mine; failing
// either, the move does not happen, so the Mine never activates. Dice are ours. In N4/N5 Dodge
// movement sets off no Deployable: the Mine plays no part.
const input = (edition: Edition) => ({
  edition,
  title: 'Dodge into a Mine (FAQ)',
  armies: [armyOf(edition, 'nomads', null, [ORTEGA]), armyOf(edition, 'panoceania', null, [ANGUS])],
});
const table: TableFact[] = [
  { fact: 'lof', from: 'angus', to: 'ortega', value: true },
  { fact: 'range', from: 'ortega', to: 'angus', inches: 12 },
  { fact: 'mine', mine: 'ap-mine', weapon: 'antipersonnel-mine', trigger: 'destination', affects: ['angus'] },
];
const attack = (edition: Edition) => ({
  skill: 'bs-attack' as const,
  weapon: 'combi-rifle',
  targets: [{ target: 'angus', burst: edition === 'n3' ? 1 : 3 }],
});
const order = (edition: Edition, angus: number) =>
  turn('nomads', {
    trooper: 'ortega',
    first: edition === 'n5' ? { skill: 'idle' } : attack(edition),
    table,
    aros: { angus: { skill: 'dodge', note: '2" ending in the Mine\'s trigger area' } },
    second: edition === 'n5' ? attack(edition) : { skill: 'move' },
    dice: { ortega: edition === 'n3' ? [3] : [3, 4, 18], angus: [angus] },
  });

describe("Dodge seed FAQ: a Dodge that would end in a Mine's trigger area", () => {
  it('N3: winning the Face to Face but failing the Normal PH-3 Roll: no move, and the Mine never activates', () => {
    const { events } = given(input('n3')).when(order('n3', 9));
    expect(only(events, 'FaceToFaceResolved').winner).toBe('b');
    expect(only(events, 'NormalRollResolved')).toMatchObject({
      exchange: 'angus~dodge>ap-mine',
      roller: { sv: { value: 7 } },
      successes: 0,
    });
    expect(ofType(events, 'TemplateAttackResolved')).toEqual([]);
    expect(only(events, 'DodgeResolved')).toMatchObject({ moves: false, hitBy: [], minesNotActivated: ['ap-mine'] });
    expect(ofType(events, 'HitsScored')).toEqual([]);
  });

  it('N3: passing both, he moves; the Mine activates and was dodged: still no hit', () => {
    const { events } = given(input('n3')).when(order('n3', 6));
    expect(only(events, 'DodgeResolved')).toMatchObject({ moves: true, inches: 2, hitBy: [], minesNotActivated: [] });
    expect(ofType(events, 'HitsScored')).toEqual([]);
  });

  it.each(['n4', 'n5'] as const)(
    '%s/dodge/mine: the Dodge move sets off no Mine: no Normal Roll against it, the 9 moves him',
    (edition) => {
      const { events } = given(input(edition)).when(order(edition, 9));
      expect(ofType(events, 'NormalRollResolved')).toEqual([]);
      expect(only(events, 'DodgeResolved')).toMatchObject({
        moves: true,
        minesNotActivated: ['ap-mine'],
        citations: expect.arrayContaining([`${edition}/dodge/no-deployable-trigger`]),
      });
    },
  );
});
