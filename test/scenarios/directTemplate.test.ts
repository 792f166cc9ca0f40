import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import type { TableFact } from '../../rules/table/index.ts';
import { createGameSession } from '../../machines/index.ts';
import { given, only, ofType } from '../support/scenario.ts';
import { turn, type OrderScript } from '../support/orderScript.ts';
import { armyOf, DATURAZI, fusilier, type TrooperSpec } from '../support/seedTroopers.ts';

// Rulebook seed (N3), "Direct Template Weapons": no roll to hit; the template placed at
// declaration touches Fusilier 1 and Fusilier 2. Fusilier 1 shoots back: a Normal Roll, not Face
// to Face, and he suffers the template anyway. Fusilier 2 Dodges: a Normal PH Roll. With B2
// (Twin Chain Rifles) the template is placed twice and one Dodge roll dodges both. The seed has
// rules, not dice: every die here is ours.
const TWIN: TrooperSpec = { ...DATURAZI, weapons: ['chain-rifle', 'chain-rifle'], skills: ['twin-weapons'] };
const input = (daturazi: TrooperSpec = DATURAZI) => ({
  edition: 'n3' as const,
  title: 'Direct Template',
  armies: [armyOf('n3', 'combined', null, [daturazi]), armyOf('n3', 'panoceania', null, [fusilier(1), fusilier(2)])],
});
const table: TableFact[] = [
  { fact: 'lof', from: 'fusilier1', to: 'daturazi', value: true },
  { fact: 'lof', from: 'fusilier2', to: 'daturazi', value: true },
  { fact: 'range', from: 'fusilier1', to: 'daturazi', inches: 6 },
  { fact: 'template', from: 'daturazi', shot: 1, affects: ['fusilier1', 'fusilier2'] },
];
const aros = {
  fusilier1: { skill: 'bs-attack' as const, weapon: 'combi-rifle', targets: [{ target: 'daturazi', burst: 1 }] },
  fusilier2: { skill: 'dodge' as const },
};
const order = (rest: Partial<OrderScript>): OrderScript => ({
  trooper: 'daturazi',
  first: { skill: 'bs-attack', weapon: 'chain-rifle', targets: [{ target: 'fusilier1', burst: 1 }] },
  table,
  aros,
  second: { skill: 'move' },
  dice: { fusilier1: [8], fusilier2: [4] },
  ...rest,
});

describe('Rulebook seed: Direct Template Weapons (Chain Rifle, N3)', () => {
  it('n3/templates/direct: no roll for the user; the shooter rolls a Normal Roll and takes the template anyway; the Dodge passes', () => {
    const { events } = given(input()).when(
      turn(
        'combined',
        order({
          saves: { fusilier1: [16], daturazi: [10] },
          guts: { fusilier1: { roll: 3 } },
        }),
      ),
    );
    expect(ofType(events, 'FaceToFaceResolved')).toEqual([]);
    expect(
      ofType(events, 'DiceRolled')
        .filter((d) => d.purpose === 'attack')
        .map((d) => d.trooper),
    ).not.toContain('daturazi');
    const templates = ofType(events, 'TemplateAttackResolved');
    expect(templates.map((t) => [t.target, t.dodged, t.hits])).toEqual([
      ['fusilier1', false, 1],
      ['fusilier2', true, 0],
    ]);
    expect(templates[0]?.citations).toEqual(['n3/templates/direct']);
    const rolls = ofType(events, 'NormalRollResolved');
    expect(rolls.map((r) => [r.exchange, r.roller.skill, r.roller.sv.value, r.successes])).toEqual([
      ['fusilier2~dodge>daturazi', 'dodge', 10, 1],
      ['fusilier1>daturazi', 'bs-attack', 15, 1],
    ]);
    expect(ofType(events, 'HitsScored').map((h) => [h.attacker, h.target])).toEqual([
      ['daturazi', 'fusilier1'],
      ['fusilier1', 'daturazi'],
    ]);
    const saves = ofType(events, 'SavingRollResolved');
    expect(saves.map((s) => [s.trooper, s.wounds])).toEqual([
      ['fusilier1', 0],
      ['daturazi', 1],
    ]);
    expect(only(events, 'StateEntered')).toMatchObject({ trooper: 'daturazi', state: 'unconscious' });
    expect(ofType(events, 'GutsRequirementChecked').map((g) => [g.trooper, g.required])).toEqual([
      ['fusilier1', true],
      ['daturazi', false],
    ]);
  });

  it('a Dodge without LoF to the user is at PH-3; failing it, the template hits', () => {
    const { events } = given(input()).when(
      turn(
        'combined',
        order({
          table: [...table, { fact: 'lof', from: 'fusilier2', to: 'daturazi', value: false }],
          aros: { fusilier2: { skill: 'dodge' } },
          dice: { fusilier2: [8] },
          saves: { fusilier1: [16], fusilier2: [17] },
          guts: { fusilier1: { roll: 3 }, fusilier2: { roll: 3 } },
        }),
      ),
    );
    expect(only(events, 'NormalRollResolved')).toMatchObject({ roller: { sv: { value: 7 } }, successes: 0 });
    expect(ofType(events, 'TemplateAttackResolved').map((t) => t.hits)).toEqual([1, 1]);
  });

  it('B2 (Twin Chain Rifles) places the template twice; one passed Dodge avoids both', () => {
    const { events } = given(input(TWIN)).when(
      turn(
        'combined',
        order({
          first: {
            skill: 'bs-attack',
            weapon: 'chain-rifle',
            twin: true,
            targets: [
              { target: 'fusilier1', burst: 1 },
              { target: 'fusilier2', burst: 1 },
            ],
          },
          table: [...table, { fact: 'template', from: 'daturazi', shot: 2, affects: ['fusilier2'] }],
          saves: { fusilier1: [16], daturazi: [15] },
          guts: { fusilier1: { roll: 3 }, daturazi: { roll: 3 } },
        }),
      ),
    );
    expect(ofType(events, 'TemplateAttackResolved').map((t) => [t.target, t.placements, t.dodged, t.hits])).toEqual([
      ['fusilier1', 1, false, 1],
      ['fusilier2', 2, true, 0],
    ]);
    expect(ofType(events, 'DiceRolled').filter((d) => d.trooper === 'fusilier2')).toMatchObject([
      { purpose: 'dodge', faces: [4] },
    ]);
  });
});

describe('Direct Template placement comes with the declaration', () => {
  it('n3/templates/direct: where the template fell cannot be measured once the AROs have closed: refused with the rule, nothing appended', () => {
    const s = createGameSession(input());
    const commands = [
      { type: 'start-turn', player: 'combined' },
      { type: 'activate', trooper: 'daturazi' },
      {
        type: 'declare',
        trooper: 'daturazi',
        declaration: { skill: 'bs-attack', weapon: 'chain-rifle', targets: [{ target: 'fusilier1', burst: 1 }] },
      },
      { type: 'measure', fact: { fact: 'lof', from: 'fusilier1', to: 'daturazi', value: true } },
      { type: 'measure', fact: { fact: 'range', from: 'fusilier1', to: 'daturazi', inches: 6 } },
      { type: 'aro', trooper: 'fusilier1', declaration: aros.fusilier1 },
      { type: 'end-aros' },
      { type: 'declare', trooper: 'daturazi', declaration: { skill: 'move' } },
      { type: 'end-aros' },
    ] as const;
    for (const c of commands) expect(E.isRight(s.send(c)), c.type).toBe(true);
    expect(s.where().order).toBe('resolution');
    const n = s.events.length;
    const late = s.send({
      type: 'measure',
      fact: { fact: 'template', from: 'daturazi', shot: 1, affects: ['fusilier1', 'fusilier2'] },
    });
    expect(E.isRight(late)).toBe(false);
    if (E.isLeft(late))
      expect(late.left).toMatchObject({
        reason: expect.stringMatching(/daturazi's Direct Template is placed when its attack is declared/),
        citation: { id: 'n3/templates/direct' },
      });
    expect(s.events.length).toBe(n);
    // Other measurements before the first die are still taken at Resolution.
    expect(
      E.isRight(
        s.send({ type: 'measure', fact: { fact: 'cover', target: 'fusilier1', from: 'daturazi', value: 'none' } }),
      ),
    ).toBe(true);
  });
});
