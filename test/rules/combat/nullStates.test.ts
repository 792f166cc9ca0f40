import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { allowedSkills, canDeclare, gutsRoll, SKILL_IDS } from '../../../rules/combat/index.ts';

describe('Null states declare nothing', () => {
  it.each(['n3', 'n4', 'n5'] as const)(
    '%s/states/dead: a Dead trooper can declare no skill at all, each refusal citing Dead',
    (edition) => {
      const dead = allowedSkills(edition, ['dead']);
      expect(dead.allowed).toEqual([]);
      expect(canDeclare(edition, ['dead'], 'dodge')).toMatchObject(
        E.left({ refusal: { citation: `${edition}/states/dead` } }),
      );
      expect(canDeclare(edition, ['dead', 'prone'], 'reset')).toMatchObject(
        E.left({ refusal: { citation: `${edition}/states/dead` } }),
      );
      expect(E.isRight(canDeclare(edition, [], 'dodge'))).toBe(true);
    },
  );

  it('n3/states/unconscious: an Unconscious trooper can declare nothing, not even Reset or Idle', () => {
    expect(allowedSkills('n3', ['unconscious']).allowed).toEqual([]);
    for (const skill of SKILL_IDS)
      expect(canDeclare('n3', ['unconscious'], skill)).toMatchObject(
        E.left({ refusal: { citation: 'n3/states/unconscious' } }),
      );
  });
});

describe('the Guts Roll in N3', () => {
  it('n3/guts/roll: one Normal WIP Roll (WIP 13: 13 passes, 14 fails); the owner may fail it on purpose without a die', () => {
    expect(gutsRoll('n3', { kind: 'roll', roller: 'angus', wip: 13, mods: [], face: 13 })).toMatchObject({
      passed: true,
      citations: expect.arrayContaining(['n3/guts/roll']),
    });
    expect(gutsRoll('n3', { kind: 'roll', roller: 'angus', wip: 13, mods: [], face: 14 }).passed).toBe(false);
    expect(gutsRoll('n3', { kind: 'fail-on-purpose' })).toEqual({
      passed: false,
      roll: null,
      citations: ['n3/guts/roll'],
    });
  });
});
