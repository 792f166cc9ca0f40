import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession, type GameCommand, type GameSession, type SendResult } from '../../machines/index.ts';
import type { SkillDeclaration } from '../../rules/orders/index.ts';
import type { TableFact } from '../../rules/table/index.ts';
import { ofType } from '../support/scenario.ts';
import { armyOf, fusilier, ORTEGA } from '../support/seedTroopers.ts';

// Where an ARO reacts (N3 BS Attack Declaration: against a moving target the ARO may be made at
// any point of its route; N4/N5 read the same): Fusilier 1 moves start → door → crates; Ortega
// has no LoF at the start nor at the door, LoF from the crates on.
type Edition = 'n3' | 'n4' | 'n5';
const facts: TableFact[] = [
  { fact: 'lof', from: 'ortega', to: 'fusilier1', value: false },
  { fact: 'lof', from: 'ortega', to: 'fusilier1', value: false, at: 'door' },
  { fact: 'lof', from: 'ortega', to: 'fusilier1', value: true, at: 'crates' },
];
const start = (edition: Edition, extra: readonly GameCommand[] = []): GameSession => {
  const s = createGameSession({
    edition,
    title: 'aro point',
    armies: [armyOf(edition, 'panoceania', null, [fusilier(1)]), armyOf(edition, 'nomads', null, [ORTEGA])],
  });
  const commands: GameCommand[] = [
    { type: 'start-turn', player: 'panoceania' },
    { type: 'activate', trooper: 'fusilier1' },
    {
      type: 'declare',
      trooper: 'fusilier1',
      declaration: {
        skill: 'move',
        route: [
          { point: 'door', inches: 3 },
          { point: 'crates', inches: 1 },
        ],
      },
    },
    ...facts.map((fact): GameCommand => ({ type: 'measure', fact })),
    ...extra,
  ];
  for (const c of commands) {
    const r = s.send(c);
    if (E.isLeft(r)) throw new Error(r.left.reason);
  }
  return s;
};
const verdict = (r: SendResult): string => (E.isRight(r) ? 'accepted' : `${r.left.citation.id}: ${r.left.reason}`);
const aro = (s: GameSession, declaration: SkillDeclaration): string =>
  verdict(s.send({ type: 'aro', trooper: 'ortega', declaration }));
const shootAt = (at?: string, from?: string): SkillDeclaration => ({
  skill: 'bs-attack',
  weapon: 'combi-rifle',
  targets: [{ target: 'fusilier1', burst: 1 }],
  ...(at === undefined ? {} : { at }),
  ...(from === undefined ? {} : { from }),
});

describe.each(['n3', 'n4', 'n5'] as const)('an ARO at a point of the route (%s)', (edition) => {
  it(`${edition}/aro/route-point: LoF at one point of the route is enough to react there`, () => {
    expect(aro(start(edition), shootAt('crates'))).toBe('accepted');
    expect(aro(start(edition), { skill: 'dodge', at: 'crates' })).toBe('accepted');
  });

  it(`${edition}/aro/route-point: with no point named, the plain facts decide, and the refusal names the point that would do`, () => {
    expect(aro(start(edition), shootAt())).toBe(
      `${edition}/aro/eligibility: ortega has neither LoF to fusilier1 nor it in its ZoC (it has LoF with fusilier1 at crates: declare the ARO at that point)`,
    );
  });

  it(`${edition}/aro/route-point: a point where it has no LoF is refused with the rule of the ARO point`, () => {
    expect(aro(start(edition), shootAt('door'))).toBe(
      `${edition}/aro/route-point: ortega has neither LoF to fusilier1 at door nor it in its ZoC`,
    );
  });

  it('a point that is not on the route, or a firing point on an ARO, is refused', () => {
    expect(aro(start(edition), shootAt('roof'))).toBe(
      `${edition}/aro/route-point: ortega reacts at roof, which is not a point of fusilier1's route declared so far (start, door, crates)`,
    );
    expect(aro(start(edition), shootAt(undefined, 'crates'))).toMatch(
      new RegExp(`^${edition}/aro/route-point: from names the active trooper's firing point`),
    );
  });

  it('a trooper that sees the route only at the crates and lets the first skill pass loses its ARO', () => {
    const s = start(edition, [{ type: 'end-aros' }]);
    expect(ofType(s.events, 'AroDeclarationsClosed')[0]?.forfeited).toEqual(['ortega']);
  });

  it('a skill that names no point (Reset) reacts wherever the trooper can', () => {
    expect(aro(start(edition), { skill: 'reset' })).toBe('accepted');
  });
});

describe('ZoC at a point of the route', () => {
  const zocOnly = (edition: Edition): GameSession =>
    start(edition, [
      { type: 'measure', fact: { fact: 'zoc', trooper: 'ortega', of: 'fusilier1', value: true, at: 'door' } },
    ]);
  it.each(['n4', 'n5'] as const)(
    '%s: the activation in its ZoC at the door lets it Dodge there, not shoot',
    (edition) => {
      expect(aro(zocOnly(edition), { skill: 'dodge', at: 'door' })).toBe('accepted');
      expect(aro(zocOnly(edition), shootAt('door'))).toBe(
        `${edition}/zoc/outside-lof: ortega has no LoF to fusilier1 at door: from ZoC it cannot declare bs-attack`,
      );
    },
  );
  it.each(['n4', 'n5'] as const)(
    '%s: a Dodge naming no point, with ZoC only at the door, is refused with that point',
    (edition) => {
      // No LoF at the crates after all (measured again): only the ZoC at the door is left.
      const s = start(edition, [
        { type: 'measure', fact: { fact: 'zoc', trooper: 'ortega', of: 'fusilier1', value: true, at: 'door' } },
        { type: 'measure', fact: { fact: 'lof', from: 'ortega', to: 'fusilier1', value: false, at: 'crates' } },
      ]);
      expect(aro(s, { skill: 'dodge' })).toBe(
        `${edition}/aro/eligibility: ortega has neither LoF to fusilier1 nor it in its ZoC (it has fusilier1 in its ZoC at door: declare the ARO at that point)`,
      );
    },
  );
  it('n3: from ZoC without LoF only Change Facing or Reset', () => {
    expect(aro(zocOnly('n3'), { skill: 'dodge', at: 'door' })).toBe(
      'n3/zoc/outside-lof: ortega has no LoF to fusilier1 at door: from ZoC it cannot declare dodge',
    );
  });
});
