import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import type { TableFact } from '../../rules/table/index.ts';
import type { SkillDeclaration } from '../../rules/orders/index.ts';
import { createGameSession, formatRejection } from '../../machines/index.ts';
import { given, ofType, only } from '../support/scenario.ts';
import { fates, turn } from '../support/orderScript.ts';
import { ALGUACIL, armyOf, fusilier, ORTEGA } from '../support/seedTroopers.ts';

// Move + BS Attack (BS Attack Declaration, N3 "Move + BS Attack (or vice versa)"; N4/N5 BS Attack
// "every shot from the same point"; the ARO at any point of the route): Fusilier 1 (BS 12, MOV
// 4-2) moves start → door (3") → crates (1") and fires from the door, where Ortega is 20" away
// in Partial Cover; Ortega (BS 11) sees the Fusilier only from the crates on, 10" away with no
// cover, and reacts there. The dice are ours. Each roll reads the facts at its own point.
const input = (edition: 'n3' | 'n4' | 'n5') => ({
  edition,
  title: 'Move + BS Attack from a point of the route',
  armies: [armyOf(edition, 'panoceania', null, [fusilier(1)]), armyOf(edition, 'nomads', null, [ORTEGA])],
});
const move: SkillDeclaration = {
  skill: 'move',
  route: [
    { point: 'door', inches: 3 },
    { point: 'crates', inches: 1 },
  ],
};
const shoot: SkillDeclaration = {
  skill: 'bs-attack',
  weapon: 'combi-rifle',
  targets: [{ target: 'ortega', burst: 3 }],
  from: 'door',
};
const table: TableFact[] = [
  // At the start nobody sees anybody; these plain facts must not be read by either roll.
  { fact: 'lof', from: 'ortega', to: 'fusilier1', value: false },
  { fact: 'range', from: 'fusilier1', to: 'ortega', inches: 30 },
  { fact: 'lof', from: 'ortega', to: 'fusilier1', value: true, at: 'crates' },
  { fact: 'range', from: 'ortega', to: 'fusilier1', inches: 10, at: 'crates' },
  { fact: 'cover', target: 'fusilier1', from: 'ortega', value: 'none', at: 'crates' },
];
const table2: TableFact[] = [
  { fact: 'lof', from: 'fusilier1', to: 'ortega', value: true, at: 'door' },
  { fact: 'range', from: 'fusilier1', to: 'ortega', inches: 20, at: 'door' },
  { fact: 'cover', target: 'ortega', from: 'fusilier1', value: 'partial', at: 'door' },
];

describe.each(['n3', 'n4', 'n5'] as const)('Move + BS Attack from the door, ARO at the crates (%s)', (edition) => {
  it(`${edition}/bs-attack/firing-point, ${edition}/aro/route-point, ${edition}/face-to-face/when: one Face to Face: the Fusilier at the door (BS 12 -3 range -3 cover = 6), Ortega at the crates (BS 11 +3 range = 14)`, () => {
    const { events } = given(input(edition)).when(
      turn('panoceania', {
        trooper: 'fusilier1',
        first: move,
        table,
        aros: {
          ortega: {
            skill: 'bs-attack',
            weapon: 'combi-rifle',
            targets: [{ target: 'fusilier1', burst: 1 }],
            at: 'crates',
          },
        },
        second: shoot,
        table2,
        dice: { fusilier1: [5, 2, 18], ortega: [3] },
        saves: { ortega: [edition === 'n5' ? 20 : 1] },
      }),
    );
    const f2f = only(events, 'FaceToFaceResolved');
    expect(f2f.exchange).toBe('fusilier1>ortega');
    expect(f2f.a.rollers[0]?.sv.value).toBe(6);
    expect(f2f.b.rollers[0]?.sv.value).toBe(14);
    expect(fates(f2f.a.dice)).toEqual({
      'fusilier1#1': { kind: 'hit' },
      'fusilier1#2': { kind: 'cancelled', by: ['ortega#1'] },
      'fusilier1#3': { kind: 'failed' },
    });
    // Ortega's failed save carries the Partial Cover he had against the shot from the door.
    const save = only(events, 'SavingRollResolved');
    expect(save.trooper).toBe('ortega');
    expect(save.mods.map((m) => [m.value, m.citation])).toEqual([
      [edition === 'n4' ? -3 : 3, `${edition}/cover/partial`],
    ]);
  });
});

// The same route, but the Fusilier shoots another Alguacil from the door: Ortega's ARO at the
// crates and the Fusilier's attack no longer affect each other, so each is a Normal Roll, still
// each with the facts at its own point.
describe.each(['n3', 'n4', 'n5'] as const)(
  'Move + BS Attack at another target: Normal Rolls at two points (%s)',
  (edition) => {
    it(`${edition}/face-to-face/when, ${edition}/aro/route-point: the Fusilier rolls against the Alguacil with the door facts (12 - 3 = 9), Ortega against the Fusilier with the crates facts (11 + 3 = 14)`, () => {
      const game = {
        edition,
        title: 'two points, two Normal Rolls',
        armies: [
          armyOf(edition, 'panoceania', null, [fusilier(1)]),
          armyOf(edition, 'nomads', null, [ORTEGA, ALGUACIL]),
        ],
      };
      const { events } = given(game).when(
        turn('panoceania', {
          trooper: 'fusilier1',
          first: move,
          table,
          aros: {
            ortega: {
              skill: 'bs-attack',
              weapon: 'combi-rifle',
              targets: [{ target: 'fusilier1', burst: 1 }],
              at: 'crates',
            },
          },
          second: {
            skill: 'bs-attack',
            weapon: 'combi-rifle',
            targets: [{ target: 'alguacil', burst: 3 }],
            from: 'door',
          },
          table2: [
            { fact: 'lof', from: 'fusilier1', to: 'alguacil', value: true, at: 'door' },
            { fact: 'range', from: 'fusilier1', to: 'alguacil', inches: 20, at: 'door' },
            { fact: 'range', from: 'fusilier1', to: 'alguacil', inches: 5 },
          ],
          dice: { fusilier1: [15, 16, 17], ortega: [19] },
        }),
      );
      expect(ofType(events, 'FaceToFaceResolved')).toEqual([]);
      const normals = ofType(events, 'NormalRollResolved');
      expect(normals.map((n) => [n.exchange, n.roller.sv.value])).toEqual(
        expect.arrayContaining([
          ['fusilier1>alguacil', 9],
          ['ortega>fusilier1', 14],
        ]),
      );
      expect(normals).toHaveLength(2);
    });
  },
);

// BS Attack then Move (N3/N4; seed 001 "Move + BS Attack (or vice versa)"): the BS Attack,
// declared first, fires from the door of the Move declared second. The door facts (20", -3)
// are measured once the route names the door; the plain 5" (no MOD) must not be read.
// In N5 a BS Attack is never the first skill (moveRoute.test.ts).
describe.each(['n3', 'n4'] as const)(
  'BS Attack declared first, fired from a point of the Move that follows (%s)',
  (edition) => {
    const atDoor: TableFact[] = [
      { fact: 'lof', from: 'ortega', to: 'fusilier1', value: false },
      { fact: 'range', from: 'fusilier1', to: 'ortega', inches: 5 },
      { fact: 'lof', from: 'fusilier1', to: 'ortega', value: true, at: 'door' },
      { fact: 'range', from: 'fusilier1', to: 'ortega', inches: 20, at: 'door' },
    ];
    it('the attack rolls with the door facts: BS 12 -3 range = 9, not the plain 12 at 5"', () => {
      const { events } = given(input(edition)).when(
        turn('panoceania', {
          trooper: 'fusilier1',
          first: shoot,
          table: [{ fact: 'lof', from: 'ortega', to: 'fusilier1', value: false }],
          second: move,
          table2: atDoor,
          dice: { fusilier1: [15, 16, 17] },
        }),
      );
      const roll = only(events, 'NormalRollResolved');
      expect(roll.exchange).toBe('fusilier1>ortega');
      expect(roll.roller.sv.value).toBe(9);
      expect(roll.roller.sv.mods.map((m) => m.value)).toEqual([-3]);
    });
    it('resolution asks for the range at the door rather than reading the plain 5"', () => {
      const s = createGameSession(input(edition));
      for (const c of turn('panoceania', {
        trooper: 'fusilier1',
        first: shoot,
        table: [atDoor[0] as TableFact, atDoor[1] as TableFact],
        second: move,
        table2: [atDoor[2] as TableFact],
      })) {
        const r = s.send(c);
        if (E.isLeft(r)) throw new Error(formatRejection(r.left));
      }
      const r = s.send({ type: 'roll', trooper: 'fusilier1', purpose: 'attack', faces: [15, 16, 17] });
      expect(E.isRight(r)).toBe(false);
      expect(E.isRight(r) ? '' : r.left.reason).toContain(
        'the range from fusilier1 to ortega at door was not measured',
      );
    });
  },
);
