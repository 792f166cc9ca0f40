import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { createGameSession, type GameCommand, type GameInput } from '../../machines/index.ts';
import type { SkillDeclaration } from '../../rules/orders/index.ts';
import type { TrooperSkill } from '../../rules/profiles/index.ts';
import { faceToFaceRollOdds } from '../../audit/rollOdds.ts';
import { armyOf, weapon, type TrooperSpec } from '../support/seedTroopers.ts';
import { given, only } from '../support/scenario.ts';

// N5 Martial Arts L3 and L5 give the CC Attack +1 SD: one more die, one die discarded by its player
// (rules/dice/specialDie.ts). The numbers are ours: the N5 page's rows were not in the copy read.

const fighter = (id: string, cc: number, skills: readonly TrooperSkill[]): TrooperSpec => ({
  id,
  name: id,
  attributes: { CC: cc, PH: 11, ARM: 0 },
  weapons: [weapon('n5', 'cc-weapon')],
  skills,
});

const game = (active: TrooperSpec, reactive: TrooperSpec): GameInput => ({
  edition: 'n5',
  title: 'martial arts special die',
  armies: [armyOf('n5', 'a', null, [active]), armyOf('n5', 'b', null, [reactive])],
});

const cc = (target: string): SkillDeclaration => ({ skill: 'cc-attack', weapon: 'cc-weapon', target });

/** An Idle, then the active trooper's CC Attack on `target` in base contact, with `target`'s ARO. */
const order = (active: string, target: string, aro: SkillDeclaration | null): GameCommand[] => [
  { type: 'start-turn', player: 'a' },
  { type: 'activate', trooper: active },
  { type: 'declare', trooper: active, declaration: { skill: 'idle' } },
  { type: 'measure', fact: { fact: 'base-contact', a: active, b: target, value: true } },
  { type: 'measure', fact: { fact: 'lof', from: target, to: active, value: true } },
  ...(aro === null ? [] : [{ type: 'aro', trooper: target, declaration: aro } as const]),
  { type: 'end-aros' },
  { type: 'declare', trooper: active, declaration: cc(target) },
  { type: 'end-aros' },
];

const roll = (trooper: string, faces: readonly number[], discard?: readonly number[]): GameCommand => ({
  type: 'roll',
  trooper,
  purpose: 'attack',
  faces,
  ...(discard === undefined ? {} : { discard }),
});

describe('n5/skills/martial-arts: the Special Die (+1 SD) of Levels 3 and 5', () => {
  const oni = fighter('oni', 15, ['martial-arts-3']);
  const morat = fighter('morat', 13, []);

  it('n5/skills/martial-arts: L3 in the Active Turn rolls 2 dice for its B1 CC Attack and its player discards one; the kept die meets the ARO', () => {
    const { events } = given(game(oni, morat)).when([
      ...order('oni', 'morat', cc('oni')),
      roll('oni', [4, 17], [0]),
      roll('morat', [9]),
      { type: 'roll', trooper: 'morat', purpose: 'saving-roll', faces: [20] },
    ]);
    const rolled = events.find((e) => e.type === 'DiceRolled' && e.trooper === 'oni');
    expect(rolled).toMatchObject({ faces: [4, 17], discard: [0], discardRule: 'n5/skills/martial-arts' });
    const f2f = only(events, 'FaceToFaceResolved');
    expect(f2f.a.rollers[0]).toMatchObject({
      sv: { value: 18 },
      extraDice: { count: 1, citation: 'n5/skills/martial-arts' },
    });
    expect(f2f.a.dice.map((d) => d.die.face)).toEqual([17]);
    expect(f2f.winner).toBe('a');
    expect(f2f.citations).toContain('n5/skills/martial-arts');
    // The odds count both dice rolled (20^3), the player discarding the worst.
    const odds = faceToFaceRollOdds('n5', f2f);
    expect(odds.kind).toBe('face-to-face');
    if (odds.kind === 'face-to-face') expect(odds.winner.total).toBe(String(20n ** 3n));
  });

  it('n5/skills/martial-arts: L5 in ARO rolls 2 dice for its Burst 1 and keeps the one it names', () => {
    const { events } = given(game(morat, fighter('oni', 15, ['martial-arts-5']))).when([
      ...order('morat', 'oni', cc('morat')),
      roll('morat', [5]),
      roll('oni', [16, 2], [1]),
      { type: 'roll', trooper: 'morat', purpose: 'saving-roll', faces: [20] },
    ]);
    const f2f = only(events, 'FaceToFaceResolved');
    expect(f2f.b.dice.map((d) => d.die.face)).toEqual([16]);
    expect(f2f.winner).toBe('b');
    expect(f2f.b.rollers[0]?.extraDice).toEqual({ count: 1, citation: 'n5/skills/martial-arts' });
  });

  it('n5/skills/martial-arts: the wrong number of dice, a missing discard and a discard on a roll without a Special Die are refused', () => {
    const session = createGameSession(game(oni, morat));
    for (const c of order('oni', 'morat', cc('oni'))) expect(E.isRight(session.send(c))).toBe(true);
    const refused = (c: GameCommand): string => {
      const r = session.send(c);
      expect(E.isRight(r)).toBe(false);
      return E.isRight(r) ? '' : `${r.left.citation.id}: ${r.left.reason}`;
    };
    expect(refused(roll('oni', [4]))).toContain('exactly 2');
    expect(refused(roll('oni', [4, 17]))).toMatch(/^n5\/skills\/martial-arts: 1 die is discarded/);
    expect(refused(roll('oni', [4, 17], [2]))).toContain('no die 3');
    expect(refused(roll('morat', [9], [0]))).toContain('no extra die');
    expect(E.isRight(session.send(roll('oni', [4, 17], [0])))).toBe(true);
  });
});
