import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { foldTroopers } from '../../projections/index.ts';
import type { GameCommand } from '../../machines/index.ts';
import { army, lineTrooper } from '../support/troopers.ts';
import { given, only, ofType } from '../support/scenario.ts';

// Engaged (N3 Close Combat, N4/N5 Engaged State; Dodge seed, "Dodging in CC: Disengaging"): base
// contact with an enemy, neither Null nor Immobilized, makes both Engaged; a successful Dodge
// takes the dodger out; a contact measured as broken ends it for the other. In the N3 Active Turn
// the dodger is only separated from its opponent (no move: the seed's "one millimeter", logged
// here as the broken contact); N4/N5 move 2". Dice are ours.
describe.each(['n3', 'n4', 'n5'] as const)('Engaged and disengaging (%s)', (edition) => {
  const input = {
    edition,
    title: 'engaged',
    armies: [
      army('pano', [lineTrooper(edition, 'angus', 'Fusilier Angus', 12)]),
      army('yj', [lineTrooper(edition, 'ortega', 'Alguacil Ortega', 11)]),
    ],
  };
  // An Engaged trooper may only CC Attack, Dodge, Idle or Reset: N3/N4 Dodge then Idle, N5 Idle then Dodge.
  const [first, second] = edition === 'n5' ? (['idle', 'dodge'] as const) : (['dodge', 'idle'] as const);
  const orders: GameCommand[] = [
    { type: 'start-turn', player: 'pano' },
    // Order 1: Angus moves into base contact with Ortega
    { type: 'activate', trooper: 'angus' },
    { type: 'declare', trooper: 'angus', declaration: { skill: 'move' } },
    { type: 'measure', fact: { fact: 'base-contact', a: 'angus', b: 'ortega', value: true } },
    { type: 'end-aros' },
    { type: 'declare', trooper: 'angus', declaration: { skill: 'move' } },
    { type: 'end-aros' },
  ];
  const disengage: GameCommand[] = [
    // Order 2 (Angus is the Lieutenant: his own Order): he Dodges out of the Close Combat
    { type: 'activate', trooper: 'angus', order: 'lieutenant' },
    { type: 'declare', trooper: 'angus', declaration: { skill: first } },
    { type: 'end-aros' },
    { type: 'declare', trooper: 'angus', declaration: { skill: second } },
    { type: 'measure', fact: { fact: 'base-contact', a: 'angus', b: 'ortega', value: false } },
    { type: 'end-aros' },
  ];

  it(`${edition}/states/engaged: base contact with an enemy makes both Engaged at the end of the Order`, () => {
    const { events, session } = given(input).when(orders);
    expect(ofType(events, 'StateEntered').map((e) => [e.trooper, e.state])).toEqual([
      ['angus', 'engaged'],
      ['ortega', 'engaged'],
    ]);
    expect(session.table().troopers['angus']?.states).toEqual(['engaged']);
    expect(foldTroopers(events).troopers['ortega']?.states).toEqual(['engaged']);
  });

  it(`${edition}/states/engaged: a successful Dodge disengages; a failed one leaves both Engaged`, () => {
    const ok = given(input).when([
      ...orders,
      ...disengage,
      { type: 'roll', trooper: 'angus', purpose: 'dodge', faces: [4] },
    ]);
    expect(ofType(ok.events, 'StateLeft').map((e) => [e.trooper, e.state])).toEqual([
      ['angus', 'engaged'],
      ['ortega', 'engaged'],
    ]);
    expect(ofType(ok.events, 'StateLeft').every((e) => e.citations.includes(`${edition}/states/engaged`))).toBe(true);
    expect(only(ok.events, 'DodgeResolved')).toMatchObject({
      trooper: 'angus',
      turn: 'active',
      moves: edition !== 'n3',
      inches: edition === 'n3' ? 0 : 2,
    });
    expect(foldTroopers(ok.events).troopers['angus']?.states).toEqual([]);
    expect(ok.session.table().troopers['ortega']?.states).toEqual([]);
    const failed = given(input).when([
      ...orders,
      ...disengage.slice(0, 4),
      { type: 'end-aros' },
      { type: 'roll', trooper: 'angus', purpose: 'dodge', faces: [18] },
    ]);
    expect(ofType(failed.events, 'StateLeft')).toEqual([]);
    expect(failed.session.table().troopers['angus']?.states).toEqual(['engaged']);
  });

  it('the successful Dodge itself is what takes the dodger out, the contact unmeasured', () => {
    const dodgeOnly = [...orders, ...disengage.slice(0, 4), { type: 'end-aros' as const }];
    const ok = given(input).when([...dodgeOnly, { type: 'roll', trooper: 'angus', purpose: 'dodge', faces: [4] }]);
    expect(
      ofType(ok.events, 'StateLeft')
        .filter((e) => e.trooper === 'angus')
        .map((e) => e.state),
    ).toEqual(['engaged']);
    expect(ok.session.table().troopers['angus']?.states).toEqual([]);
  });

  it('the opponent leaves Engaged too when its only measured contact Dodged away (contact measured at declaration)', () => {
    const contactKnown: GameCommand[] = [
      { type: 'activate', trooper: 'angus', order: 'lieutenant' },
      { type: 'declare', trooper: 'angus', declaration: { skill: first } },
      { type: 'measure', fact: { fact: 'base-contact', a: 'angus', b: 'ortega', value: true } },
      { type: 'end-aros' },
      { type: 'declare', trooper: 'angus', declaration: { skill: second } },
      { type: 'end-aros' },
    ];
    const ok = given(input).when([
      ...orders,
      ...contactKnown,
      { type: 'roll', trooper: 'angus', purpose: 'dodge', faces: [4] },
    ]);
    const left = ofType(ok.events, 'StateLeft');
    expect(left.map((e) => [e.trooper, e.state])).toEqual([
      ['angus', 'engaged'],
      ['ortega', 'engaged'],
    ]);
    expect(ok.session.table().troopers['ortega']?.states).toEqual([]);
    expect(foldTroopers(ok.events).troopers['ortega']?.states).toEqual([]);
    const failed = given(input).when([
      ...orders,
      ...contactKnown,
      { type: 'roll', trooper: 'angus', purpose: 'dodge', faces: [18] },
    ]);
    expect(failed.session.table().troopers['ortega']?.states).toEqual(['engaged']);
  });

  it(`${edition}/states/engaged: an Engaged trooper cannot declare a BS Attack`, () => {
    const { session } = given(input).when(orders);
    for (const c of disengage.slice(0, 3)) session.send(c);
    const r = session.send({
      type: 'declare',
      trooper: 'angus',
      declaration: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'ortega', burst: 3 }] },
    });
    expect(E.isRight(r)).toBe(false);
    if (E.isLeft(r)) expect(r.left.citation.id).toBe(`${edition}/states/engaged`);
  });
});
