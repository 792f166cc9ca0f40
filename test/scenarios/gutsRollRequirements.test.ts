import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession } from '../../machines/index.ts';
import { given, only, ofType } from '../support/scenario.ts';
import { orderCommands, turn } from '../support/orderScript.ts';
import { gutsInput, gutsTable, shootMorat } from '../support/gutsTable.ts';

// Guts seed (N4, update 2.1): a Guts Roll is one Normal WIP Roll at the very end of the Order,
// after the Saving Rolls, for a trooper that suffered a successful Attack making it save or enter
// a State — not if it is Engaged, Null or Immobilized; still if every attacker is Null by then.
describe('Guts seed: requirements (N4)', () => {
  it('n4/guts/requirements, n4/guts/roll: hit, saved: a Guts Roll at Conclusion; WIP 11, a 5 holds: the Morat stands its ground', () => {
    const { events } = given(gutsInput()).when(
      turn('panoceania', shootMorat([5, 16, 18], { saves: { morat: [15] }, guts: { morat: { roll: 5 } } })),
    );
    const check = only(events, 'GutsRequirementChecked');
    expect(check).toMatchObject({ trooper: 'morat', required: true, citations: ['n4/guts/requirements'] });
    const steps = events
      .filter((e) => e.type === 'OrderStepEntered')
      .map((e) => (e.type === 'OrderStepEntered' ? e.step : ''));
    const at = events.indexOf(check);
    expect(
      events
        .slice(0, at)
        .filter((e) => e.type === 'OrderStepEntered')
        .pop(),
    ).toMatchObject({ step: 'conclusion' });
    expect(steps.at(-1)).toBe('conclusion');
    expect(events.indexOf(only(events, 'SavingRollResolved'))).toBeLessThan(at);
    expect(only(events, 'GutsRollResolved')).toMatchObject({
      choice: 'roll',
      sv: { attribute: 'WIP', value: 11 },
      passed: true,
      citations: expect.arrayContaining(['n4/guts/roll']),
    });
    expect(ofType(events, 'GutsMoved')).toEqual([]);
  });

  it('Engaged (in base contact with an enemy): no Guts Roll', () => {
    const { events } = given(gutsInput()).when(
      turn(
        'panoceania',
        shootMorat([5, 16, 18], {
          table: [...gutsTable, { fact: 'base-contact', a: 'morat', b: 'fusilier2', value: true }],
          saves: { morat: [15] },
        }),
      ),
    );
    expect(only(events, 'GutsRequirementChecked')).toMatchObject({
      required: false,
      why: expect.stringMatching(/Engaged/),
    });
  });

  it('Null after its Saving Roll (Unconscious): no Guts Roll', () => {
    const { events } = given(gutsInput()).when(turn('panoceania', shootMorat([5, 16, 18], { saves: { morat: [4] } })));
    expect(ofType(events, 'StateEntered').map((e) => e.state)).toEqual(['unconscious', 'prone']);
    expect(only(events, 'GutsRequirementChecked')).toMatchObject({
      required: false,
      why: expect.stringMatching(/Null/),
    });
  });

  it('no successful Attack: nothing to check, nothing owed', () => {
    const { events } = given(gutsInput()).when(turn('panoceania', shootMorat([16, 17, 18])));
    expect(ofType(events, 'GutsRequirementChecked')).toEqual([]);
  });

  it('the Guts Roll is made even if every attacker is Null at the end of the Order', () => {
    const { events } = given(gutsInput('n4', [{ id: 'morat2', name: 'Morat Vanguard 2' }])).when(
      turn(
        'panoceania',
        shootMorat([5, 16, 18], {
          table: [
            ...gutsTable,
            { fact: 'lof', from: 'morat2', to: 'fusilier1', value: true },
            { fact: 'range', from: 'morat2', to: 'fusilier1', inches: 10 },
          ],
          aros: { morat2: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'fusilier1', burst: 1 }] } },
          dice: { fusilier1: [5, 16, 18], morat2: [3] },
          saves: { morat: [15], fusilier1: [2] },
          guts: { morat: { roll: 5 } },
        }),
      ),
    );
    expect(ofType(events, 'StateEntered')).toMatchObject([
      { trooper: 'fusilier1', state: 'unconscious' },
      { trooper: 'fusilier1', state: 'prone' },
    ]);
    expect(ofType(events, 'GutsRequirementChecked').map((g) => [g.trooper, g.required])).toEqual([
      ['morat', true],
      ['fusilier1', false],
    ]);
    expect(ofType(events, 'GutsRequirementChecked')[0]?.why).toMatch(/every attacker is Null/);
  });

  it('n4/guts/roll: Guts commands are refused outside the Conclusion, and for troopers that owe none; nothing is appended', () => {
    const session = createGameSession(gutsInput());
    session.send({ type: 'start-turn', player: 'panoceania' });
    const commands = orderCommands(shootMorat([5, 16, 18], { saves: { morat: [15] } }));
    const beforeDice = commands.findIndex((c) => c.type === 'roll');
    for (const c of commands.slice(0, beforeDice)) expect(E.isRight(session.send(c))).toBe(true);
    for (const early of [
      { type: 'fail-guts', trooper: 'morat' } as const,
      { type: 'roll', trooper: 'morat', purpose: 'guts', faces: [5] } as const,
    ]) {
      const n = session.events.length;
      const r = session.send(early);
      expect(E.isRight(r)).toBe(false);
      if (E.isLeft(r)) expect(r.left.step).toMatch(/Resolution/);
      expect(session.events.length).toBe(n);
    }
    for (const c of commands.slice(beforeDice)) expect(E.isRight(session.send(c))).toBe(true);
    expect(session.due()).toEqual([{ trooper: 'morat', purpose: 'guts', count: 1 }]);
    const n = session.events.length;
    const r = session.send({ type: 'fail-guts', trooper: 'fusilier1' });
    expect(E.isRight(r)).toBe(false);
    if (E.isLeft(r))
      expect(r.left).toMatchObject({
        reason: expect.stringMatching(/suffered no successful Attack/),
        citation: { id: 'n4/guts/roll' },
      });
    expect(E.isRight(session.send({ type: 'roll', trooper: 'morat', purpose: 'guts', faces: [5, 6] }))).toBe(false);
    expect(session.events.length).toBe(n);
    expect(E.isRight(session.send({ type: 'roll', trooper: 'morat', purpose: 'guts', faces: [5] }))).toBe(true);
    expect(session.where().order).toBeNull();
  });
});
