import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession, type GameCommand } from '../../machines/index.ts';
import type { WeaponProfile } from '../../rules/profiles/index.ts';
import { armyOf, fusilier, MORAT } from '../support/seedTroopers.ts';
import { given, ofType, only } from '../support/scenario.ts';
import { initialTable } from '../../rules/table/index.ts';
import { unmetRequirement } from '../../rules/resolution/index.ts';
import type { TrooperState } from '../../rules/table/index.ts';

// Issue #5, BS Attack requirements: a BS Weapon, and not in base contact with an enemy (the
// trooper must fight in Close Combat). A CC Attack needs a CC Weapon (or a Pistol's cc trait).
describe.each(['n3', 'n4', 'n5'] as const)('BS and CC Attack requirements (%s)', (edition) => {
  const pistol: WeaponProfile = {
    id: 'pistol',
    name: 'Pistol',
    burst: 2,
    ammo: 'N',
    save: 'ARM',
    damage: 11,
    ps: 9,
    ranges: [
      { upTo: 8, mod: 3 },
      { upTo: 16, mod: 0 },
    ],
    template: 'none',
    traits: ['cc'],
  };
  const input = {
    edition,
    title: 'requirements',
    armies: [
      armyOf(edition, 'pano', null, [{ ...fusilier(1), weapons: ['combi-rifle', 'cc-weapon', pistol] }, fusilier(2)]),
      armyOf(edition, 'ca', null, [{ ...MORAT, weapons: ['combi-rifle', 'cc-weapon'] }]),
    ],
  };
  const idle = edition === 'n5' ? { skill: 'idle' as const } : { skill: 'move' as const };
  const combiAt = (target: string) => ({
    skill: 'bs-attack' as const,
    weapon: 'combi-rifle',
    targets: [{ target, burst: 3 }],
  });
  const opening: GameCommand[] = [
    { type: 'start-turn', player: 'pano' },
    { type: 'activate', trooper: 'fusilier1' },
    { type: 'declare', trooper: 'fusilier1', declaration: idle },
    { type: 'measure', fact: { fact: 'lof', from: 'morat', to: 'fusilier1', value: true } },
  ];
  const requirements = `${edition}/bs-attack/requirements`;

  it(`${edition}/bs-attack/requirements: a BS Attack with a CC Weapon is refused with the rule, as the declaration and as an ARO; nothing is appended`, () => {
    const s = createGameSession(input);
    for (const c of opening) expect(E.isRight(s.send(c))).toBe(true);
    const n = s.events.length;
    const aro = s.send({
      type: 'aro',
      trooper: 'morat',
      declaration: { skill: 'bs-attack', weapon: 'cc-weapon', targets: [{ target: 'fusilier1', burst: 1 }] },
    });
    expect(E.isRight(aro)).toBe(false);
    if (E.isLeft(aro))
      expect(aro.left).toMatchObject({
        reason: expect.stringMatching(/CC Weapon is not a BS Weapon/),
        citation: { id: requirements },
      });
    expect(E.isRight(s.send({ type: 'end-aros' }))).toBe(true);
    const m = s.events.length;
    const declared = s.send({
      type: 'declare',
      trooper: 'fusilier1',
      declaration: { skill: 'bs-attack', weapon: 'cc-weapon', targets: [{ target: 'morat', burst: 1 }] },
    });
    expect(E.isRight(declared)).toBe(false);
    if (E.isLeft(declared)) expect(declared.left.citation.id).toBe(requirements);
    expect(s.events.length).toBe(m);
    expect(m).toBeGreaterThan(n);
  });

  it(`${edition}/cc-attack/weapon: a CC Attack with a Combi Rifle is refused; with a CC Weapon or a Pistol (cc trait) it may be declared`, () => {
    const declare = (weapon: string) => {
      const s = createGameSession(input);
      for (const c of [
        ...opening,
        { type: 'measure', fact: { fact: 'base-contact', a: 'fusilier1', b: 'morat', value: true } } as const,
        { type: 'end-aros' } as const,
      ])
        expect(E.isRight(s.send(c))).toBe(true);
      return s.send({
        type: 'declare',
        trooper: 'fusilier1',
        declaration: { skill: 'cc-attack', weapon, target: 'morat' },
      });
    };
    const rifle = declare('combi-rifle');
    expect(E.isRight(rifle)).toBe(false);
    if (E.isLeft(rifle))
      expect(rifle.left).toMatchObject({
        reason: expect.stringMatching(/not a CC Weapon/),
        citation: { id: `${edition}/cc-attack/weapon` },
      });
    expect(E.isRight(declare('cc-weapon'))).toBe(true);
    expect(E.isRight(declare('pistol'))).toBe(true);
  });

  it(`${edition}/bs-attack/requirements: in base contact with an enemy, a BS Attack is refused when the contact is known, and null (Idle) when measured after it`, () => {
    const s = createGameSession(input);
    for (const c of [
      ...opening,
      { type: 'measure', fact: { fact: 'base-contact', a: 'fusilier1', b: 'morat', value: true } } as const,
      { type: 'end-aros' } as const,
    ])
      expect(E.isRight(s.send(c))).toBe(true);
    const refused = s.send({ type: 'declare', trooper: 'fusilier1', declaration: combiAt('morat') });
    expect(E.isRight(refused)).toBe(false);
    if (E.isLeft(refused))
      expect(refused.left.reason).toMatch(/fusilier1 is in base contact with morat, so it cannot make a BS Attack/);

    const { events } = given(input).when([
      ...opening,
      {
        type: 'aro',
        trooper: 'morat',
        declaration: { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'fusilier1', burst: 1 }] },
      },
      { type: 'measure', fact: { fact: 'range', from: 'fusilier1', to: 'morat', inches: 10 } },
      { type: 'end-aros' },
      { type: 'declare', trooper: 'fusilier1', declaration: combiAt('morat') },
      { type: 'measure', fact: { fact: 'lof', from: 'fusilier1', to: 'morat', value: true } },
      { type: 'measure', fact: { fact: 'base-contact', a: 'fusilier1', b: 'fusilier2', value: true } },
      { type: 'measure', fact: { fact: 'base-contact', a: 'fusilier1', b: 'morat', value: true } },
      { type: 'end-aros' },
    ]);
    // Both are in contact: the Fusilier's attack and the Morat's ARO are null, no die is rolled.
    expect(ofType(events, 'SkillVoided').map((v) => [v.trooper, v.skill, v.reason.split(',')[0]])).toEqual([
      ['fusilier1', 'bs-attack', 'fusilier1 is in base contact with morat'],
      ['morat', 'bs-attack', 'morat is in base contact with fusilier1'],
    ]);
    expect(ofType(events, 'DiceRolled')).toEqual([]);
    expect(only(events, 'OrderConcluded').trooper).toBe('fusilier1');
  });

  it(`${edition}/bs-attack/requirements: an enemy in contact that is Null (Unconscious) does not stop the BS Attack; a friend in contact never does`, () => {
    const table = initialTable(edition, input.armies);
    const d = (states: readonly TrooperState[]) => ({
      table: { ...table, troopers: { ...table.troopers, morat: { ...(table.troopers['morat'] ?? fail()), states } } },
      player: 'pano',
      active: 'fusilier1',
      coordinated: [],
      first: idle,
      second: null,
      aros: [],
      facts: [
        { fact: 'base-contact', a: 'fusilier1', b: 'morat', value: true },
        { fact: 'base-contact', a: 'fusilier1', b: 'fusilier2', value: true },
      ] as const,
    });
    expect(unmetRequirement(d([]), 'fusilier1', combiAt('morat'))).toMatch(/in base contact with morat/);
    expect(unmetRequirement(d(['unconscious']), 'fusilier1', combiAt('morat'))).toBeNull();
  });
});

const fail = (): never => {
  throw new Error('no morat on the table');
};
