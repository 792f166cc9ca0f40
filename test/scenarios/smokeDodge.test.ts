import { describe, expect, it } from 'vitest';
import type { Edition } from '../../rules/edition.ts';
import { given, ofType } from '../support/scenario.ts';
import { turn, type OrderScript } from '../support/orderScript.ts';
import { armyOf, fusilier, MORAT } from '../support/seedTroopers.ts';

// A Dodge inside a Smoke or Eclipse template (docs/rulings.md "Smoke and Eclipse"): the enemy the
// template touches makes a Normal Roll, not a Face to Face Roll against the thrower; the throw is
// a Normal Roll too, and its template stays if it hits.
const game = (edition: Edition) => ({
  edition,
  title: 'Dodge in Smoke',
  armies: [
    armyOf(edition, 'panoceania', 'fusilier1', [{ ...fusilier(1), weapons: ['combi-rifle', 'smoke-grenades'] }]),
    armyOf(edition, 'combined', 'morat', [MORAT]),
  ],
});

/** Fusilier 1 throws Smoke at the Morat 6" away, who sees it and Dodges. */
const dodged = (throwDie: number, dodgeDie: number, rest: Partial<OrderScript> = {}): OrderScript => ({
  trooper: 'fusilier1',
  first: { skill: 'idle' },
  second: { skill: 'bs-attack', weapon: 'smoke-grenades', targets: [{ target: 'morat', burst: 1 }] },
  table: [
    { fact: 'lof', from: 'morat', to: 'fusilier1', value: true },
    { fact: 'range', from: 'fusilier1', to: 'morat', inches: 6 },
    { fact: 'template', from: 'fusilier1', shot: 1, affects: ['morat'], smoke: 'smoke1' },
  ],
  aros: { morat: { skill: 'dodge' } },
  dice: { fusilier1: [throwDie], morat: [dodgeDie] },
  ...rest,
});

describe('Dodging inside a Smoke template', () => {
  it('n5/smoke/dodge: the Morat Dodging inside the template makes a Normal Roll, and so does the throw: no Face to Face', () => {
    // The throw's 9 would lose a Face to Face against the Dodge's higher success 10; as Normal Rolls both pass.
    const { events, session } = given(game('n5')).when(turn('panoceania', dodged(9, 10)));
    expect(ofType(events, 'FaceToFaceResolved')).toEqual([]);
    const rolls = ofType(events, 'NormalRollResolved');
    expect(rolls.map((r) => [r.roller.trooper, r.roller.skill, r.successes])).toEqual([
      ['fusilier1', 'bs-attack', 1],
      ['morat', 'dodge', 1],
    ]);
    expect(rolls.every((r) => r.citations.includes('n5/smoke/dodge'))).toBe(true);
    expect(session.state().table.smoke).toEqual([{ id: 'smoke1', ammo: 'Smoke', by: 'fusilier1', order: 1 }]);
  });

  it('n5/smoke/dodge: a failed throw leaves no template, whatever the Dodge rolled', () => {
    const { events, session } = given(game('n5')).when(turn('panoceania', dodged(19, 20)));
    expect(ofType(events, 'FaceToFaceResolved')).toEqual([]);
    expect(ofType(events, 'SmokeThrown')).toMatchObject([{ placed: false }]);
    expect(session.state().table.smoke).toBeUndefined();
  });

  it('n4/smoke/dodge: in N4 too, even with no template named (the target of the throw is inside it)', () => {
    const order = dodged(9, 5, {
      table: [
        { fact: 'lof', from: 'morat', to: 'fusilier1', value: true },
        { fact: 'range', from: 'fusilier1', to: 'morat', inches: 6 },
      ],
    });
    const { events } = given(game('n4')).when(turn('panoceania', order));
    expect(ofType(events, 'FaceToFaceResolved')).toEqual([]);
    expect(ofType(events, 'NormalRollResolved').map((r) => r.citations.includes('n4/smoke/dodge'))).toEqual([
      true,
      true,
    ]);
  });

  it('n5/smoke/dodge, n5/smoke/at-point: an enemy under a template thrown at a point Dodges with a Normal Roll', () => {
    const order = dodged(9, 5, {
      second: { skill: 'bs-attack', weapon: 'smoke-grenades', targets: [], point: 'gap' },
      table: [
        { fact: 'lof', from: 'morat', to: 'fusilier1', value: true },
        { fact: 'range', from: 'fusilier1', to: 'gap', inches: 4 },
        { fact: 'template', from: 'fusilier1', shot: 1, affects: ['morat'], smoke: 'smoke1' },
      ],
    });
    const { events, session } = given(game('n5')).when(turn('panoceania', order));
    const rolls = ofType(events, 'NormalRollResolved');
    expect(rolls.map((r) => [r.exchange, r.successes])).toEqual([
      ['fusilier1>gap', 1],
      ['morat~dodge', 1],
    ]);
    expect(session.state().table.smoke).toHaveLength(1);
  });
});
