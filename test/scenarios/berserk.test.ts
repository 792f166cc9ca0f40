import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession, type GameCommand, type GameInput } from '../../machines/index.ts';
import type { SkillDeclaration } from '../../rules/orders/index.ts';
import type { Edition } from '../../rules/edition.ts';
import type { TrooperSkill } from '../../rules/profiles/index.ts';
import { armyOf, type TrooperSpec } from '../support/seedTroopers.ts';
import { given, ofType, only } from '../support/scenario.ts';

// A berserker (CC 15, MOV 4-2) charges a Morat (CC 13) 5" away and attacks it in Close Combat.
const berserker = (skills: readonly TrooperSkill[]): TrooperSpec => ({
  id: 'dogface',
  name: 'Dog-Warrior',
  attributes: { CC: 15, PH: 13 },
  weapons: ['combi-rifle', 'cc-weapon'],
  skills,
});
const MORAT: TrooperSpec = { id: 'morat', name: 'Morat', attributes: { CC: 13, PH: 11 }, weapons: ['cc-weapon'] };

const game = (edition: Edition, skills: readonly TrooperSkill[] = ['berserk']): GameInput => ({
  edition,
  title: 'berserk',
  armies: [armyOf(edition, 'a', null, [berserker(skills)]), armyOf(edition, 'b', null, [MORAT])],
});

const BERSERK: SkillDeclaration = {
  skill: 'berserk',
  weapon: 'cc-weapon',
  target: 'morat',
  route: [{ point: 'contact', inches: 5 }],
};

const charge = (aro: SkillDeclaration | null, contact = true): GameCommand[] => [
  { type: 'start-turn', player: 'a' },
  { type: 'activate', trooper: 'dogface' },
  { type: 'declare', trooper: 'dogface', declaration: BERSERK },
  { type: 'measure', fact: { fact: 'lof', from: 'dogface', to: 'morat', value: true } },
  { type: 'measure', fact: { fact: 'lof', from: 'morat', to: 'dogface', value: true } },
  { type: 'measure', fact: { fact: 'base-contact', a: 'dogface', b: 'morat', value: contact } },
  ...(aro === null ? [] : [{ type: 'aro', trooper: 'morat', declaration: aro } as const]),
  { type: 'end-aros' },
];

describe.each(['n4', 'n5'] as const)('Berserk (%s)', (edition) => {
  const rule = `${edition}/skills/berserk`;

  it(`${rule}: Move + CC Attack in one skill; the target's CC Attack back is a Normal Roll too, so both hit and both save`, () => {
    const { events } = given(game(edition)).when([
      ...charge({ skill: 'cc-attack', weapon: 'cc-weapon', target: 'dogface' }),
      { type: 'roll', trooper: 'dogface', purpose: 'attack', faces: [10] },
      { type: 'roll', trooper: 'morat', purpose: 'attack', faces: [8] },
      { type: 'roll', trooper: 'morat', purpose: 'saving-roll', faces: [20] },
      { type: 'roll', trooper: 'dogface', purpose: 'saving-roll', faces: [20] },
    ]);
    expect(ofType(events, 'FaceToFaceResolved')).toEqual([]);
    const normals = ofType(events, 'NormalRollResolved');
    expect(normals.map((n) => [n.roller.trooper, n.roller.sv.value, n.successes])).toEqual([
      ['dogface', 15, 1],
      ['morat', 13, 1],
    ]);
    expect(normals[0]?.citations).toContain(rule);
    expect(ofType(events, 'HitsScored').map((h) => [h.attacker, h.target])).toEqual([
      ['dogface', 'morat'],
      ['morat', 'dogface'],
    ]);
  });

  it(`${rule}: the target cannot Dodge it — its Dodge is a Normal Roll that avoids nothing`, () => {
    const { events } = given(game(edition)).when([
      ...charge({ skill: 'dodge' }),
      { type: 'roll', trooper: 'dogface', purpose: 'attack', faces: [10] },
      { type: 'roll', trooper: 'morat', purpose: 'dodge', faces: [3] },
      { type: 'roll', trooper: 'morat', purpose: 'saving-roll', faces: [20] },
    ]);
    expect(ofType(events, 'FaceToFaceResolved')).toEqual([]);
    expect(only(events, 'HitsScored')).toMatchObject({ attacker: 'dogface', target: 'morat', hits: 1 });
  });

  it(`${rule}: Berserk (+3) adds +3 to the CC Attack`, () => {
    const { events } = given(game(edition, ['berserk-3'])).when([
      ...charge(null),
      { type: 'roll', trooper: 'dogface', purpose: 'attack', faces: [17] },
      { type: 'roll', trooper: 'morat', purpose: 'saving-roll', faces: [20] },
    ]);
    expect(only(events, 'NormalRollResolved').roller.sv).toMatchObject({
      value: 18,
      mods: [{ value: 3, citation: rule }],
    });
  });

  it(`${rule}: out of reach (base contact measured absent) it is an Idle: no roll`, () => {
    const { events } = given(game(edition)).when(charge(null, false));
    expect(only(events, 'SkillVoided').reason).toMatch(/does not reach base contact with morat/);
    expect(ofType(events, 'NormalRollResolved')).toEqual([]);
  });

  it(`${rule}: refused — a route longer than both MOV values (4 + 2), a trooper without Berserk, a second skill after it`, () => {
    const refusedWith = (input: GameInput, cmds: readonly GameCommand[], last: GameCommand) => {
      const session = createGameSession(input);
      for (const c of cmds) expect(E.isRight(session.send(c))).toBe(true);
      const r = session.send(last);
      expect(E.isRight(r)).toBe(false);
      return E.isRight(r) ? null : r.left;
    };
    const start: GameCommand[] = [
      { type: 'start-turn', player: 'a' },
      { type: 'activate', trooper: 'dogface' },
    ];
    const far = refusedWith(game(edition), start, {
      type: 'declare',
      trooper: 'dogface',
      declaration: { ...BERSERK, route: [{ point: 'contact', inches: 6.5 }] },
    });
    expect(far?.reason).toMatch(/both MOV values added together/);
    expect(far?.citation.id).toBe(rule);
    const none = refusedWith(game(edition, []), start, { type: 'declare', trooper: 'dogface', declaration: BERSERK });
    expect(none?.citation.id).toBe(rule);
    const second = refusedWith(
      game(edition),
      [...start, { type: 'declare', trooper: 'dogface', declaration: BERSERK }, { type: 'end-aros' }],
      {
        type: 'declare',
        trooper: 'dogface',
        declaration: { skill: 'idle' },
      },
    );
    expect(second?.reason).toMatch(/fills the whole Order/);
  });
});

describe('Berserk in N3', () => {
  it('n3/skills/cc-special-skills-unsourced: refused (N3 Berserk is a CC Combat Mode, not read)', () => {
    const session = createGameSession(game('n3'));
    for (const c of [
      { type: 'start-turn', player: 'a' },
      { type: 'activate', trooper: 'dogface' },
    ] as GameCommand[])
      expect(E.isRight(session.send(c))).toBe(true);
    const r = session.send({ type: 'declare', trooper: 'dogface', declaration: BERSERK });
    expect(E.isRight(r)).toBe(false);
    if (E.isLeft(r)) expect(r.left.citation.id).toBe('n3/skills/cc-special-skills-unsourced');
  });
});
