import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession, type GameCommand, type SendResult } from '../../machines/index.ts';
import type { SkillDeclaration } from '../../rules/orders/index.ts';
import { armyOf, fusilier, ORTEGA } from '../support/seedTroopers.ts';

// A declared route (issue #4: every detail of a skill, the route included, is declared with it):
// Fusilier 1 (MOV 4-2) against Ortega. The first Move goes up to the first MOV value, a second
// Move up to the second; a BS Attack fires from `start` or a point of a route declared before it.
type Edition = 'n3' | 'n4' | 'n5';
const send = (edition: Edition, commands: readonly GameCommand[]): SendResult => {
  const s = createGameSession({
    edition,
    title: 'route',
    armies: [armyOf(edition, 'panoceania', null, [fusilier(1)]), armyOf(edition, 'nomads', null, [ORTEGA])],
  });
  let last: SendResult | undefined;
  for (const c of commands) {
    last = s.send(c);
    if (E.isLeft(last) && c !== commands[commands.length - 1]) throw new Error(`refused early: ${last.left.reason}`);
  }
  return last as SendResult;
};
const verdict = (r: SendResult): string => (E.isRight(r) ? 'accepted' : `${r.left.citation.id}: ${r.left.reason}`);
const move = (...legs: readonly (readonly [string, number])[]): SkillDeclaration => ({
  skill: 'move',
  route: legs.map(([point, inches]) => ({ point, inches })),
});
const shoot = (from?: string): SkillDeclaration => ({
  skill: 'bs-attack',
  weapon: 'combi-rifle',
  targets: [{ target: 'ortega', burst: 3 }],
  ...(from === undefined ? {} : { from }),
});
const order = (
  first: SkillDeclaration,
  second?: SkillDeclaration,
  between: readonly GameCommand[] = [],
): GameCommand[] => [
  { type: 'start-turn', player: 'panoceania' },
  { type: 'activate', trooper: 'fusilier1' },
  { type: 'declare', trooper: 'fusilier1', declaration: first },
  ...between,
  ...(second === undefined
    ? []
    : [{ type: 'end-aros' } as const, { type: 'declare', trooper: 'fusilier1', declaration: second } as const]),
];

describe.each(['n3', 'n4', 'n5'] as const)('a declared Move route (%s)', (edition) => {
  it(`${edition}/move/mov-values, ${edition}/move/route: the first Move goes up to the first MOV value (4"): 3" + 1" is accepted, 3" + 1.5" refused`, () => {
    expect(verdict(send(edition, order(move(['door', 3], ['crates', 1]))))).toBe('accepted');
    expect(verdict(send(edition, order(move(['door', 3], ['crates', 1.5]))))).toBe(
      `${edition}/move/mov-values: fusilier1's route is 4.5" long, more than the first MOV value, 4"`,
    );
  });

  it(`${edition}/move/mov-values: a second Move goes up to the second MOV value (2")`, () => {
    expect(verdict(send(edition, order(move(['door', 4]), move(['crates', 2]))))).toBe('accepted');
    expect(verdict(send(edition, order(move(['door', 4]), move(['crates', 2.5]))))).toBe(
      `${edition}/move/mov-values: fusilier1's route is 2.5" long, more than the second MOV value, 2"`,
    );
  });

  it(`${edition}/move/route: a route names its points once, never start`, () => {
    expect(verdict(send(edition, order(move(['start', 1]))))).toMatch(new RegExp(`^${edition}/move/route: `));
    expect(verdict(send(edition, order(move(['door', 1]), move(['door', 1]))))).toMatch(
      new RegExp(`^${edition}/move/route: the route names door twice`),
    );
  });

  it('a Move without a route is not measured, as before', () => {
    expect(verdict(send(edition, order({ skill: 'move' })))).toBe('accepted');
  });

  it(`${edition}/bs-attack/firing-point: Move + BS Attack fires from a point of the route, or from the start; any other point is refused`, () => {
    expect(verdict(send(edition, order(move(['door', 3]), shoot('door'))))).toBe('accepted');
    expect(verdict(send(edition, order(move(['door', 3]), shoot('start'))))).toBe('accepted');
    expect(verdict(send(edition, order(move(['door', 3]), shoot('roof'))))).toBe(
      `${edition}/bs-attack/firing-point: fusilier1 fires from roof, which is not a point of its route declared so far (start, door)`,
    );
  });

  it(`${edition}/bs-attack/firing-point, ${edition}/aro/route-point: the active trooper names its firing point with from; at belongs to AROs`, () => {
    const at: SkillDeclaration = {
      skill: 'bs-attack',
      weapon: 'combi-rifle',
      targets: [{ target: 'ortega', burst: 3 }],
      at: 'door',
    };
    expect(verdict(send(edition, order(move(['door', 3]), at)))).toMatch(
      new RegExp(`^${edition}/bs-attack/firing-point: `),
    );
  });

  it('a fact at a point is refused before that point is declared, and when it is not about the activated trooper', () => {
    const before = send(edition, [
      { type: 'start-turn', player: 'panoceania' },
      { type: 'activate', trooper: 'fusilier1' },
      { type: 'measure', fact: { fact: 'lof', from: 'ortega', to: 'fusilier1', value: true, at: 'door' } },
    ]);
    expect(verdict(before)).toBe(
      `${edition}/aro/route-point: door is not a point of fusilier1's route declared so far (start): declare the route first`,
    );
    const unrelated = send(
      edition,
      order(move(['door', 3]), undefined, [
        { type: 'measure', fact: { fact: 'lof', from: 'ortega', to: 'ortega', value: true, at: 'door' } },
      ]),
    );
    expect(verdict(unrelated)).toMatch(
      new RegExp(`^${edition}/aro/route-point: a lof measured at door is about fusilier1 standing there`),
    );
    const fine = send(
      edition,
      order(move(['door', 3]), undefined, [
        { type: 'measure', fact: { fact: 'range', from: 'ortega', to: 'fusilier1', inches: 9, at: 'door' } },
      ]),
    );
    expect(verdict(fine)).toBe('accepted');
  });
});

describe.each(['n3', 'n4'] as const)('BS Attack, then Move (%s)', (edition) => {
  it(`${edition}/bs-attack/firing-point: the BS Attack comes before the route: it fires from the start, or a point the later route must name`, () => {
    expect(verdict(send(edition, order(shoot('start'), move(['door', 3]))))).toBe('accepted');
    expect(verdict(send(edition, order(shoot(), move(['door', 3]))))).toBe('accepted');
    expect(verdict(send(edition, order(shoot('door'), move(['roof', 3]))))).toMatch(
      new RegExp(`^${edition}/bs-attack/firing-point: fusilier1's BS Attack fires from door`),
    );
  });
});

describe('N5 fixes the order: Move, then BS Attack', () => {
  it('a BS Attack first is refused as before, whatever its firing point', () => {
    expect(verdict(send('n5', order(shoot('start'))))).toMatch(/^n5\/orders\/structure: /);
  });
});

describe.each(['n3', 'n4', 'n5'] as const)('a route or point on a skill that cannot carry it (%s)', (edition) => {
  const stray = (d: object): SkillDeclaration => d as SkillDeclaration;
  it('the active trooper: a Move with a firing point or an ARO point, a Reset at a point, a BS Attack with a route', () => {
    expect(verdict(send(edition, order(stray({ skill: 'move', from: 'roof' }))))).toBe(
      `${edition}/bs-attack/firing-point: from names the firing point of the active trooper's BS Attack; a move names none`,
    );
    expect(verdict(send(edition, order(stray({ skill: 'move', at: 'roof' }))))).toBe(
      `${edition}/aro/route-point: at names where a BS Attack or Dodge ARO reacts on the active trooper's route; a move names no point`,
    );
    expect(verdict(send(edition, order(move(['door', 3]), stray({ skill: 'reset', at: 'door' }))))).toMatch(
      new RegExp(`^${edition}/aro/route-point: at names where`),
    );
    expect(
      verdict(
        send(
          edition,
          order(
            move(['door', 3]),
            stray({
              skill: 'bs-attack',
              weapon: 'combi-rifle',
              targets: [{ target: 'ortega', burst: 3 }],
              route: [{ point: 'door', inches: 1 }],
            }),
          ),
        ),
      ),
    ).toBe(`${edition}/move/route: route belongs to a Move; a bs-attack has none`);
  });
  it('an ARO: a Reset at a point, a CC Attack at a point, a Dodge with a firing point', () => {
    const lof: GameCommand = { type: 'measure', fact: { fact: 'lof', from: 'ortega', to: 'fusilier1', value: true } };
    const aro = (d: object): string =>
      verdict(
        send(edition, [...order(move(['door', 3])), lof, { type: 'aro', trooper: 'ortega', declaration: stray(d) }]),
      );
    expect(aro({ skill: 'reset', at: 'door' })).toBe(
      `${edition}/aro/route-point: at names where a BS Attack or Dodge ARO reacts on the active trooper's route; a reset names no point`,
    );
    expect(aro({ skill: 'cc-attack', weapon: 'cc-weapon', target: 'fusilier1', at: 'door' })).toMatch(
      new RegExp(`^${edition}/aro/route-point: at names where`),
    );
    expect(aro({ skill: 'dodge', from: 'door' })).toBe(
      `${edition}/bs-attack/firing-point: from names the firing point of the active trooper's BS Attack; a dodge names none`,
    );
    expect(aro({ skill: 'dodge' })).toBe('accepted');
  });
});

// Seed 001 "Move + BS Attack (or vice versa)": the attack may be made from any point of the route,
// the BS Attack declared before the Move included (N3/N4; in N5 a BS Attack is never first).
describe.each(['n3', 'n4'] as const)(
  '%s/bs-attack/firing-point: a BS Attack declared before its Move, firing from a point of it',
  (edition) => {
    const lof: GameCommand = { type: 'measure', fact: { fact: 'lof', from: 'ortega', to: 'fusilier1', value: true } };
    it('is accepted with a point still to come, and the Move naming it then too', () => {
      expect(verdict(send(edition, order(shoot('door'))))).toBe('accepted');
      expect(verdict(send(edition, order(shoot('door'), move(['door', 3], ['crates', 1]))))).toBe('accepted');
      expect(verdict(send(edition, order(shoot('crates'), move(['door', 3], ['crates', 1]))))).toBe('accepted');
    });
    it('the second skill must be a Move whose route names the point: refused otherwise, nothing appended', () => {
      const cite = `${edition}/bs-attack/firing-point: fusilier1's BS Attack fires from door, a point of the Move to come: the second skill must be a Move whose route names door, not`;
      expect(verdict(send(edition, order(shoot('door'), move(['crates', 3]))))).toBe(
        `${cite} a Move whose route does not name door`,
      );
      expect(verdict(send(edition, order(shoot('door'), { skill: 'move' })))).toBe(`${cite} a Move without a route`);
      expect(verdict(send(edition, order(shoot('door'), { skill: 'idle' })))).toBe(`${cite} idle`);
      const s = createGameSession({
        edition,
        title: 'route',
        armies: [armyOf(edition, 'panoceania', null, [fusilier(1)]), armyOf(edition, 'nomads', null, [ORTEGA])],
      });
      for (const c of order(shoot('door'))) expect(E.isRight(s.send(c))).toBe(true);
      expect(E.isRight(s.send({ type: 'end-aros' }))).toBe(true);
      const before = s.events.length;
      expect(E.isRight(s.send({ type: 'declare', trooper: 'fusilier1', declaration: move(['crates', 3]) }))).toBe(
        false,
      );
      expect(s.events).toHaveLength(before);
    });
    it('an empty firing point is refused; a second skill after a Move may not name a point to come', () => {
      expect(verdict(send(edition, order(shoot(''))))).toBe(
        `${edition}/bs-attack/firing-point: a firing point needs a name: start, or a point the route of the Move to come will name`,
      );
      expect(verdict(send(edition, order(move(['door', 3]), shoot('roof'))))).toBe(
        `${edition}/bs-attack/firing-point: fusilier1 fires from roof, which is not a point of its route declared so far (start, door)`,
      );
    });
    it('before the Move names the point, no fact is measured at it and no ARO reacts at it', () => {
      const atDoor: GameCommand = {
        type: 'measure',
        fact: { fact: 'range', from: 'fusilier1', to: 'ortega', inches: 20, at: 'door' },
      };
      expect(verdict(send(edition, [...order(shoot('door')), atDoor]))).toMatch(
        new RegExp(`^${edition}/aro/route-point: `),
      );
      const aro: GameCommand = {
        type: 'aro',
        trooper: 'ortega',
        declaration: {
          skill: 'bs-attack',
          weapon: 'combi-rifle',
          targets: [{ target: 'fusilier1', burst: 1 }],
          at: 'door',
        },
      };
      expect(verdict(send(edition, [...order(shoot('door')), lof, aro]))).toMatch(
        new RegExp(`^${edition}/aro/route-point: ortega reacts at door, which is not a point`),
      );
      // After the Move, the door is declared: facts and AROs may name it.
      expect(verdict(send(edition, [...order(shoot('door'), move(['door', 3])), atDoor]))).toBe('accepted');
      const lofAtDoor: GameCommand = {
        type: 'measure',
        fact: { fact: 'lof', from: 'ortega', to: 'fusilier1', value: true, at: 'door' },
      };
      expect(verdict(send(edition, [...order(shoot('door'), move(['door', 3])), lofAtDoor, aro]))).toBe('accepted');
    });
  },
);
