import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession, type GameCommand } from '../../machines/index.ts';
import { foldTroopers } from '../../projections/index.ts';
import type { Edition } from '../../rules/edition.ts';
import type { SkillDeclaration } from '../../rules/orders/index.ts';
import { given, only, ofType } from '../support/scenario.ts';
import { armyOf, type TrooperSpec } from '../support/seedTroopers.ts';

// A game recorded from mid-way: the Aquila Guard starts in IMM-B (docs/rulings.md "Starting
// states"). IMM-B (https://infinitythewiki.com/Immobilized-B_State; N3: Immobilized-1, read the
// same, docs/rulings.md "N3 IMM states") allows only Reset (N4/N5 at -3 WIP) and Idle; a passed
// Reset cancels it, and the next Order the trooper moves freely. WIP 13; dice are ours.
// Example: examples/quantronic-combat-e7.game.yaml ends the same way (N5).
const AQUILA: TrooperSpec = { id: 'aquila', name: 'Aquila Guard', type: 'HI', attributes: { WIP: 13, BTS: 6 } };
const input = (edition: Edition) => ({
  edition,
  title: 'Starting in IMM-B',
  armies: [
    armyOf(edition, 'panoceania', 'aquila', [AQUILA]),
    armyOf(edition, 'combined', 'morat', [{ id: 'morat', name: 'Morat Vanguard' }]),
  ],
  startingStates: [{ trooper: 'aquila', states: ['imm-b'] }] as const,
});
const IMM_B = { n3: 'n3/states/immobilized', n4: 'n4/states/imm-b', n5: 'n5/states/imm-b' } as const;
const RESET_SV = { n3: 13, n4: 10, n5: 10 } as const;
const reset: SkillDeclaration = { skill: 'reset' };
/** A Reset Order in the edition's structure (N5: a Basic Short Skill first; N3/N4: the Short Skill, then Idle). */
const resetOrder = (edition: Edition, die: number, order?: 'lieutenant'): GameCommand[] => [
  { type: 'activate', trooper: 'aquila', ...(order === undefined ? {} : { order }) },
  { type: 'declare', trooper: 'aquila', declaration: edition === 'n5' ? { skill: 'idle' } : reset },
  { type: 'measure', fact: { fact: 'lof', from: 'morat', to: 'aquila', value: false } },
  { type: 'end-aros' },
  { type: 'declare', trooper: 'aquila', declaration: edition === 'n5' ? reset : { skill: 'idle' } },
  { type: 'end-aros' },
  { type: 'roll', trooper: 'aquila', purpose: 'reset', faces: [die] },
];

describe.each(['n3', 'n4', 'n5'] as const)('A trooper that starts the game in IMM-B (%s)', (edition) => {
  it('starts Immobilized: GameStarted logs the state, the table and the fold of the log agree', () => {
    const session = createGameSession(input(edition));
    expect(only(session.events, 'GameStarted').startingStates).toEqual([{ trooper: 'aquila', states: ['imm-b'] }]);
    expect(session.table().troopers['aquila']?.states).toEqual(['imm-b']);
    expect(foldTroopers(session.events).troopers['aquila']?.states).toEqual(['imm-b']);
  });

  it("may only Reset (or Idle): a Move or a BS Attack is refused with the state's rule, and nothing is appended", () => {
    const session = createGameSession(input(edition));
    expect(E.isRight(session.send({ type: 'start-turn', player: 'panoceania' }))).toBe(true);
    expect(E.isRight(session.send({ type: 'activate', trooper: 'aquila' }))).toBe(true);
    const before = session.events.length;
    for (const declaration of [
      { skill: 'move' },
      { skill: 'bs-attack', weapon: 'combi-rifle', targets: [{ target: 'morat', burst: 3 }] },
    ] as const) {
      const r = session.send({ type: 'declare', trooper: 'aquila', declaration });
      expect(E.isRight(r)).toBe(false);
      if (E.isLeft(r)) expect(r.left.citation.id).toBe(IMM_B[edition]);
    }
    expect(session.events.length).toBe(before);
  });

  it('a failed Reset leaves it in IMM-B; a passed Reset in a later Order cancels it, and then it may Move', () => {
    const fail = RESET_SV[edition] + 2;
    const { events, session } = given(input(edition)).when([
      { type: 'start-turn', player: 'panoceania' },
      ...resetOrder(edition, fail),
      ...resetOrder(edition, 4, 'lieutenant'),
    ]);
    const [first, second] = ofType(events, 'NormalRollResolved');
    expect(first).toMatchObject({
      exchange: 'aquila~reset',
      roller: { sv: { value: RESET_SV[edition] } },
      successes: 0,
    });
    expect(second).toMatchObject({ exchange: 'aquila~reset', successes: 1 });
    expect(only(events, 'StateLeft')).toMatchObject({ trooper: 'aquila', state: 'imm-b' });
    expect(session.table().troopers['aquila']?.states).toEqual([]);
    expect(foldTroopers(events).troopers['aquila']?.states).toEqual([]);
    expect(E.isRight(session.send({ type: 'end-turn' }))).toBe(true);
    expect(E.isRight(session.send({ type: 'start-turn', player: 'combined' }))).toBe(true);
    expect(E.isRight(session.send({ type: 'end-turn' }))).toBe(true);
    expect(E.isRight(session.send({ type: 'start-turn', player: 'panoceania' }))).toBe(true);
    expect(E.isRight(session.send({ type: 'activate', trooper: 'aquila' }))).toBe(true);
    expect(E.isRight(session.send({ type: 'declare', trooper: 'aquila', declaration: { skill: 'move' } }))).toBe(true);
  });
});
