import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession } from '../../machines/index.ts';
import type { TableFact } from '../../rules/table/index.ts';
import { given, only, ofType } from '../support/scenario.ts';
import { turn, type OrderScript } from '../support/orderScript.ts';
import { ANGUS, armyOf, BIPANDRA, fusilier, ORTEGA } from '../support/seedTroopers.ts';

// Rulebook seed (N3), "BS Attacks into Close Combat": Ortega attacks Bipandra in Close Combat;
// Angus reacts with a BS Attack on Ortega: BS 12 + 3 (range) - 6 (one ally in that Close Combat)
// = 9. He rolls 12: failed, Failure Category 3, within the -6: Bipandra takes the hit and makes
// an ARM Roll. Ortega's CC die (18, a miss) and Bipandra's ARM die (15, passed) are ours.
// Bipandra, Engaged, makes no Guts Roll.
const input = (allies = [ANGUS, BIPANDRA]) => ({
  edition: 'n3' as const,
  title: 'BS Attacks into Close Combat',
  armies: [armyOf('n3', 'nomads', null, [ORTEGA]), armyOf('n3', 'panoceania', null, allies)],
});
const table: TableFact[] = [
  { fact: 'base-contact', a: 'ortega', b: 'bipandra', value: true },
  { fact: 'lof', from: 'angus', to: 'ortega', value: true },
  { fact: 'lof', from: 'bipandra', to: 'ortega', value: false },
  { fact: 'range', from: 'angus', to: 'ortega', inches: 10 },
];
const order = (angus: number, rest: Partial<OrderScript> = {}): OrderScript => ({
  trooper: 'ortega',
  first: { skill: 'cc-attack', weapon: 'cc-weapon', target: 'bipandra' },
  table,
  aros: { angus: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'ortega', burst: 1 }] } },
  dice: { ortega: [18], angus: [angus] },
  ...rest,
});

describe('Rulebook seed: BS Attacks into Close Combat (Angus, Bipandra and Ortega, N3)', () => {
  it('n3/bs-attack/range, n3/bs-attack/into-close-combat, n3/bs-attack/friendly-fire: Angus rolls 12 against 9: Failure Category 3 is within the -6, Bipandra is hit and makes an ARM Roll', () => {
    const { events } = given(input()).when(turn('nomads', order(12, { saves: { bipandra: [15] } })));
    const shot = ofType(events, 'NormalRollResolved').find((n) => n.roller.trooper === 'angus');
    expect(shot?.roller.sv).toMatchObject({ base: 12, value: 9 });
    expect(shot?.roller.sv.mods.map((m) => [m.value, m.citation])).toEqual([
      [3, 'n3/bs-attack/range'],
      [-6, 'n3/bs-attack/into-close-combat'],
    ]);
    expect(shot?.dice.map((d) => d.fate)).toEqual([{ kind: 'failed' }]);
    expect(only(events, 'FriendlyFireHit')).toMatchObject({
      attacker: 'angus',
      ally: 'bipandra',
      die: 'angus#1',
      face: 12,
      sv: 9,
      failureCategory: 3,
      allyMod: -6,
      citations: ['n3/bs-attack/friendly-fire'],
    });
    expect(only(events, 'HitsScored')).toMatchObject({ attacker: 'angus', target: 'bipandra', hits: 1 });
    expect(only(events, 'SavingRollResolved')).toMatchObject({
      trooper: 'bipandra',
      attacker: 'angus',
      rolls: [{ face: 15, saved: true }],
    });
    expect(only(events, 'GutsRequirementChecked')).toMatchObject({ trooper: 'bipandra', required: false });
    const ortega = ofType(events, 'NormalRollResolved').find((n) => n.roller.trooper === 'ortega');
    expect(ortega).toMatchObject({ roller: { skill: 'cc-attack', sv: { value: 13 } }, successes: 0 });
  });

  it('an 8 hits Ortega; a 16 (Failure Category 7) misses everyone', () => {
    const hit = given(input()).when(turn('nomads', order(8, { saves: { ortega: [15] }, guts: {} })));
    expect(only(hit.events, 'HitsScored')).toMatchObject({ attacker: 'angus', target: 'ortega' });
    expect(ofType(hit.events, 'FriendlyFireHit')).toEqual([]);
    const miss = given(input()).when(turn('nomads', order(16)));
    expect(ofType(miss.events, 'FriendlyFireHit')).toEqual([]);
    expect(ofType(miss.events, 'HitsScored')).toEqual([]);
  });

  it('n3/bs-attack/friendly-fire: with two allies engaged (-12) the attacker must declare which one takes a stray shot before rolling', () => {
    const both: TableFact = { fact: 'base-contact', a: 'ortega', b: 'fusilier2', value: true };
    const session = createGameSession(input([ANGUS, BIPANDRA, fusilier(2)]));
    const commands = turn(
      'nomads',
      order(12, { table: [...table, both, { fact: 'lof', from: 'fusilier2', to: 'ortega', value: false }], dice: {} }),
    );
    for (const c of commands) expect(E.isRight(session.send(c))).toBe(true);
    const before = session.events.length;
    const refused = session.send({ type: 'roll', trooper: 'angus', purpose: 'attack', faces: [10] });
    expect(E.isRight(refused)).toBe(false);
    if (E.isLeft(refused))
      expect(refused.left).toMatchObject({
        reason: expect.stringMatching(/declare which of them takes angus's stray shots/),
        citation: { id: 'n3/bs-attack/friendly-fire' },
      });
    expect(session.events.length).toBe(before);
    expect(
      E.isRight(
        session.send({ type: 'measure', fact: { fact: 'friendly-fire', attacker: 'angus', ally: 'fusilier2' } }),
      ),
    ).toBe(true);
    expect(E.isRight(session.send({ type: 'roll', trooper: 'ortega', purpose: 'attack', faces: [18] }))).toBe(true);
    expect(E.isRight(session.send({ type: 'roll', trooper: 'angus', purpose: 'attack', faces: [10] }))).toBe(true);
    const stray = ofType(session.events, 'FriendlyFireHit');
    expect(stray).toMatchObject([{ ally: 'fusilier2', face: 10, sv: 3, failureCategory: 7, allyMod: -12 }]);
  });
});
