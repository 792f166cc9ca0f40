import { describe, expect, it } from 'vitest';
import type { GameCommand } from '../../machines/index.ts';
import type { Edition } from '../../rules/edition.ts';
import type { ArmyList } from '../../rules/profiles/index.ts';
import type { TableFact } from '../../rules/table/index.ts';
import { given, only, ofType } from '../support/scenario.ts';
import { fates } from '../support/orderScript.ts';
import { armyOf, HELLCAT } from '../support/seedTroopers.ts';
import { lineTrooper } from '../support/troopers.ts';

// Issue #5: an Impact Template in ARO against a Coordinated Order. F1 (spearhead), F2 and F3 shoot
// the Hellcat together; it answers with its Boarding Shotgun at F2, the template covering F1, F2,
// F3 and F4 (who is not in the Order). The Hellcat's one die (SV 12 + 6 = 18, MODs against F2)
// meets each member Face to Face — each attacks it — and F4 in a Normal Roll. A Critical counts
// only on F2. Members: BS 12 + 3 (Combi at 12") = SV 15. Dice ours.
const pano = (edition: Edition): ArmyList => ({
  player: 'pano',
  faction: 'PanOceania',
  lieutenant: 'f1',
  groups: [
    { id: 'g1', troopers: ['f1', 'f2', 'f3', 'f4'].map((id) => lineTrooper(edition, id, id.toUpperCase(), 12)) },
  ],
});
const input = (edition: Edition) => ({
  edition,
  title: 'coordinated vs template ARO',
  armies: [pano(edition), armyOf(edition, 'nomads', null, [HELLCAT, { id: 'alguacil', name: 'Alguacil' }])],
});

const facts = (affects: readonly string[]): TableFact[] => [
  ...['f1', 'f2', 'f3'].map((m): TableFact => ({ fact: 'range', from: m, to: 'hellcat', inches: 12 })),
  { fact: 'lof', from: 'hellcat', to: 'f2', value: true },
  { fact: 'range', from: 'hellcat', to: 'f2', inches: 6 },
  { fact: 'template', from: 'hellcat', shot: 1, affects },
];

const order = (
  edition: Edition,
  affects: readonly string[],
  dice: Readonly<Record<string, readonly number[]>>,
  after: readonly GameCommand[],
): GameCommand[] => [
  { type: 'start-turn', player: 'pano' },
  { type: 'activate', trooper: 'f1', coordinated: ['f2', 'f3'] },
  { type: 'declare', trooper: 'f1', declaration: edition === 'n5' ? { skill: 'idle' } : { skill: 'move' } },
  ...facts(affects).map((fact): GameCommand => ({ type: 'measure', fact })),
  {
    type: 'aro',
    trooper: 'hellcat',
    declaration: { skill: 'bs-attack', weapon: 'boarding-shotgun', targets: [{ target: 'f2', burst: 1 }] },
  },
  { type: 'end-aros' },
  {
    type: 'declare',
    trooper: 'f1',
    declaration: {
      skill: 'bs-attack',
      weapon: 'combi-rifle',
      targets: [{ target: 'hellcat', burst: edition === 'n3' ? 1 : 2 }],
    },
  },
  { type: 'end-aros' },
  ...Object.entries(dice).map(([trooper, faces]): GameCommand => ({ type: 'roll', trooper, purpose: 'attack', faces })),
  ...after,
];

const saves = (edition: Edition, rolls: Readonly<Record<string, number>>): GameCommand[] =>
  Object.entries(rolls).map(([trooper, n]) => ({
    type: 'roll',
    trooper,
    purpose: 'saving-roll',
    faces: Array.from({ length: n }, () => (edition === 'n5' ? 1 : 20)),
  }));
const guts = (troopers: readonly string[]): GameCommand[] =>
  troopers.map((trooper) => ({ type: 'roll', trooper, purpose: 'guts', faces: [1] }));

describe.each(['n4', 'n5'] as const)('Impact Template in ARO against a Coordinated Order (%s)', (edition) => {
  it(`${edition}/templates/impact: the same die meets every member Face to Face and F4 with a Normal Roll`, () => {
    const { events } = given(input(edition)).when(
      order(edition, ['f1', 'f2', 'f3', 'f4'], { f1: [3, 4], f2: [14], f3: [20], hellcat: [10] }, [
        ...saves(edition, { f1: 1, hellcat: 1, f3: 1, f4: 1 }),
        ...guts(['f1', 'hellcat', 'f3', 'f4']),
      ]),
    );
    const f2f = ofType(events, 'FaceToFaceResolved');
    expect(f2f.map((x) => [x.exchange, x.winner])).toEqual([
      ['f1>hellcat', 'b'],
      ['f2>hellcat', 'a'],
      ['f3>hellcat', 'b'],
    ]);
    for (const x of f2f) {
      expect(x.b.rollers).toMatchObject([{ trooper: 'hellcat', sv: { value: 18 } }]);
      expect(x.b.dice.map((d) => d.die.face)).toEqual([10]);
      expect(x.citations).toContain(`${edition}/templates/impact`);
    }
    expect(fates(f2f[1]?.b.dice ?? [])).toEqual({ 'hellcat#1': { kind: 'cancelled', by: ['f2#1'] } });
    expect(only(events, 'NormalRollResolved')).toMatchObject({ exchange: 'hellcat>f4', successes: 1 });
    expect(ofType(events, 'HitsScored').map((h) => [h.attacker, h.target])).toEqual([
      ['hellcat', 'f1'],
      ['f2', 'hellcat'],
      ['hellcat', 'f3'],
      ['hellcat', 'f4'],
    ]);
    expect(
      ofType(events, 'DiceRolled')
        .filter((e) => e.trooper === 'hellcat' && e.purpose === 'attack')
        .map((e) => e.faces),
    ).toEqual([[10]]);
  });

  it(`${edition}/templates/critical-main-target: a Critical: an extra save for F2, the main target, and plain hits on the others`, () => {
    const { events } = given(input(edition)).when(
      order(edition, ['f1', 'f2', 'f3', 'f4'], { f1: [3, 4], f2: [14], f3: [20], hellcat: [18] }, [
        ...saves(edition, { f1: 1, f2: 2, f3: 1, f4: 1 }),
        ...guts(['f1', 'f2', 'f3', 'f4']),
      ]),
    );
    expect(ofType(events, 'HitsScored').map((h) => [h.target, h.hits, h.criticals])).toEqual([
      ['f1', 1, 0],
      ['f2', 0, 1],
      ['f3', 1, 0],
      ['f4', 1, 0],
    ]);
    expect(ofType(events, 'SavingRollResolved').map((s) => [s.trooper, s.rolls.length])).toEqual([
      ['f1', 1],
      ['f2', 2],
      ['f3', 1],
      ['f4', 1],
    ]);
  });

  it(`${edition}/templates/friendly-nullified: the template also touching the Alguacil: the Hellcat rolls nothing, every member rolls Normal`, () => {
    const { events } = given(input(edition)).when(
      order(edition, ['f1', 'f2', 'alguacil'], { f1: [16, 17], f2: [18], f3: [19] }, []),
    );
    expect(only(events, 'ShotNullified')).toMatchObject({
      attacker: 'hellcat',
      citations: [`${edition}/templates/friendly-nullified`],
    });
    expect(ofType(events, 'FaceToFaceResolved')).toEqual([]);
    expect(ofType(events, 'NormalRollResolved').map((x) => x.exchange)).toEqual([
      'f1>hellcat',
      'f2>hellcat',
      'f3>hellcat',
    ]);
  });
});

describe('Impact Template in ARO against a Coordinated Order (n3)', () => {
  it('Burst 1 each; the Critical on F2 is a Wound with no roll, the others roll ARM', () => {
    const pass = 20;
    const { events } = given(input('n3')).when(
      order('n3', ['f1', 'f2', 'f3'], { f1: [16], f2: [17], f3: [19], hellcat: [18] }, [
        { type: 'roll', trooper: 'f1', purpose: 'saving-roll', faces: [pass] },
        { type: 'roll', trooper: 'f3', purpose: 'saving-roll', faces: [pass] },
        ...guts(['f1', 'f3']),
      ]),
    );
    expect(ofType(events, 'FaceToFaceResolved').map((x) => x.exchange)).toEqual([
      'f1>hellcat',
      'f2>hellcat',
      'f3>hellcat',
    ]);
    expect(ofType(events, 'HitsScored').map((h) => [h.target, h.hits, h.criticals])).toEqual([
      ['f1', 1, 0],
      ['f2', 0, 1],
      ['f3', 1, 0],
    ]);
    expect(ofType(events, 'SavingRollResolved').map((s) => [s.trooper, s.rolls.length, s.automaticWounds])).toEqual([
      ['f1', 1, 0],
      ['f2', 0, 1],
      ['f3', 1, 0],
    ]);
    expect(ofType(events, 'StateEntered').map((s) => [s.trooper, s.state])).toEqual([['f2', 'unconscious']]);
  });
});
