import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession, type GameCommand } from '../../machines/index.ts';
import type { Edition } from '../../rules/edition.ts';
import type { SkillDeclaration } from '../../rules/orders/index.ts';
import type { TableFact } from '../../rules/table/index.ts';
import { given, ofType } from '../support/scenario.ts';
import { turn } from '../support/orderScript.ts';
import { armyOf, FENDETESTAS, MORAT } from '../support/seedTroopers.ts';

// Intuitive Attack (http://infinitythewiki.com/en/Intuitive_Attack_(Trait), the N3 Trait page,
// the only Intuitive Attack page stored; N4/N5 read from it). Its worked example has Fendetestas
// the Irmandinho and his Chain Rifle against a Camouflage Marker that shoots back: markers are not
// modelled, so here Fendetestas (WIP 12) attacks the Morat hidden behind a Zero Visibility Zone.
// The dice and the saves are ours.
const input = (edition: Edition) => ({
  edition,
  title: 'Intuitive Attack',
  armies: [
    armyOf(edition, 'nomads', null, [{ ...FENDETESTAS, weapons: ['chain-rifle', 'combi-rifle'] }]),
    armyOf(edition, 'ca', null, [MORAT, { ...MORAT, id: 'morat2', name: 'Morat 2' }]),
  ],
});
const intuitive: SkillDeclaration = { skill: 'intuitive-attack', weapon: 'chain-rifle', target: 'morat' };
const hidden: readonly TableFact[] = [
  { fact: 'lof', from: 'fendetestas', to: 'morat', value: false },
  { fact: 'lof', from: 'morat', to: 'fendetestas', value: false },
  { fact: 'lof', from: 'morat2', to: 'fendetestas', value: false },
  { fact: 'template', from: 'fendetestas', shot: 1, affects: ['morat', 'morat2'] },
];
// A failed save: N5 above PS + ARM, N3/N4 (ARM roll against DAM) a low die.
const failedSave = (edition: Edition): number => (edition === 'n5' ? 20 : 1);

describe.each(['n3', 'n4', 'n5'] as const)('Intuitive Attack (%s)', (edition) => {
  const ROLL = `${edition}/intuitive-attack/roll`;
  const WEAPON = `${edition}/intuitive-attack/weapon`;

  it(`${ROLL}: one unmodified WIP die (12, no MOD), a Normal Roll against a Morat that cannot answer; its 9 hits both Morats under the template`, () => {
    const { events } = given(input(edition)).when(
      turn('nomads', {
        trooper: 'fendetestas',
        first: intuitive,
        second: null,
        table: hidden,
        dice: { fendetestas: [9] },
        saves: { morat: [failedSave(edition)], morat2: [failedSave(edition)] },
      }),
    );
    const rolls = ofType(events, 'NormalRollResolved');
    expect(rolls.map((r) => [r.roller.trooper, r.roller.sv.attribute, r.roller.sv.value, r.roller.sv.mods])).toEqual([
      ['fendetestas', 'WIP', 12, []],
      ['fendetestas', 'WIP', 12, []],
    ]);
    expect(rolls[0]?.citations).toEqual(expect.arrayContaining([ROLL, WEAPON]));
    expect(ofType(events, 'HitsScored').map((h) => [h.target, h.hits])).toEqual([
      ['morat', 1],
      ['morat2', 1],
    ]);
  });

  it(`${ROLL}: a failed WIP roll (15) places no hit`, () => {
    const { events } = given(input(edition)).when(
      turn('nomads', {
        trooper: 'fendetestas',
        first: intuitive,
        second: null,
        table: hidden,
        dice: { fendetestas: [15] },
      }),
    );
    expect(ofType(events, 'HitsScored')).toEqual([]);
  });

  it(`${ROLL}: Morat 2 Dodges the template without LoF to Fendetestas: Face to Face, PH 11 -3 = 8; its 7 beats the 5`, () => {
    const { events } = given(input(edition)).when(
      turn('nomads', {
        trooper: 'fendetestas',
        first: intuitive,
        second: null,
        table: hidden,
        aros: { morat2: { skill: 'dodge' } },
        dice: { fendetestas: [5], morat2: [7] },
        saves: { morat: [failedSave(edition)] },
      }),
    );
    const f2f = ofType(events, 'FaceToFaceResolved');
    expect(f2f.map((x) => [x.b.rollers[0]?.trooper, x.b.rollers[0]?.sv.value, x.winner])).toEqual([['morat2', 8, 'b']]);
    expect(ofType(events, 'HitsScored').map((h) => h.target)).toEqual(['morat']);
  });

  it(`${ROLL}: into a Zero Visibility Zone (LoF blocked by it, measured as a zone): still one unmodified WIP die, nothing voided; its 12 is a Critical on the main target`, () => {
    const zero: readonly TableFact[] = [
      { fact: 'visibility-zone', from: 'fendetestas', to: 'morat', zone: 'zero' },
      { fact: 'lof', from: 'morat', to: 'fendetestas', value: false },
      { fact: 'lof', from: 'morat2', to: 'fendetestas', value: false },
    ];
    const { events } = given(input(edition)).when(
      turn('nomads', {
        trooper: 'fendetestas',
        first: intuitive,
        second: null,
        table: zero,
        dice: { fendetestas: [12] },
        // A Critical: N3 a Wound with no save (as the Trait page says), N4/N5 one more save.
        saves: edition === 'n3' ? {} : { morat: [failedSave(edition), failedSave(edition)] },
      }),
    );
    expect(ofType(events, 'SkillVoided')).toEqual([]);
    expect(ofType(events, 'NormalRollResolved').map((r) => [r.roller.sv.value, r.roller.sv.mods, r.criticals])).toEqual(
      [[12, [], 1]],
    );
    expect(ofType(events, 'HitsScored').map((h) => [h.target, h.hits, h.criticals])).toEqual([['morat', 0, 1]]);
  });

  const start: GameCommand[] = [
    { type: 'start-turn', player: 'nomads' },
    { type: 'activate', trooper: 'fendetestas' },
  ];
  it(`${WEAPON}: a weapon without a Direct Template is refused at declaration, nothing appended`, () => {
    const s = createGameSession(input(edition));
    for (const c of start) expect(E.isRight(s.send(c))).toBe(true);
    const n = s.events.length;
    const r = s.send({
      type: 'declare',
      trooper: 'fendetestas',
      declaration: { skill: 'intuitive-attack', weapon: 'combi-rifle', target: 'morat' },
    });
    expect(E.isRight(r)).toBe(false);
    if (E.isLeft(r))
      expect(r.left).toMatchObject({
        reason: 'an Intuitive Attack needs a Direct Template weapon: Combi Rifle is not one',
        citation: { id: WEAPON },
      });
    expect(s.events.length).toBe(n);
  });

  it(`${edition}/skills/intuitive-attack: it fills the Order (N5 Long Skill, N3/N4 Entire Order): refused as a second skill`, () => {
    const s = createGameSession(input(edition));
    for (const c of start) expect(E.isRight(s.send(c))).toBe(true);
    expect(E.isRight(s.send({ type: 'declare', trooper: 'fendetestas', declaration: { skill: 'move' } }))).toBe(true);
    expect(E.isRight(s.send({ type: 'end-aros' }))).toBe(true);
    expect(E.isRight(s.send({ type: 'declare', trooper: 'fendetestas', declaration: intuitive }))).toBe(false);
  });

  it(`${edition}/aro/usable-in-aro: an Intuitive Attack declared in ARO is refused`, () => {
    const s = createGameSession(input(edition));
    for (const c of start) expect(E.isRight(s.send(c))).toBe(true);
    expect(E.isRight(s.send({ type: 'declare', trooper: 'fendetestas', declaration: { skill: 'move' } }))).toBe(true);
    expect(
      E.isRight(s.send({ type: 'measure', fact: { fact: 'lof', from: 'morat', to: 'fendetestas', value: true } })),
    ).toBe(true);
    const r = s.send({
      type: 'aro',
      trooper: 'morat',
      declaration: { skill: 'intuitive-attack', weapon: 'combi-rifle', target: 'fendetestas' },
    });
    expect(E.isRight(r)).toBe(false);
    if (E.isLeft(r)) expect(r.left.citation.id).toBe(`${edition}/aro/usable-in-aro`);
  });
});
