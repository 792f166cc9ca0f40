import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { generatedGame } from '../../bench/generatedGame.ts';
import type { ArbiterEvent } from '../../events/index.ts';
import { snapshotIndex } from '../../kernel/index.ts';
import { createGameSession } from '../../machines/index.ts';
import { evolve, foldGame } from '../../projections/index.ts';
import { anEdition, play, randomOrder, someChoices, someFaces } from '../support/randomPlay.ts';

/** The generated game (bench/generatedGame.ts) of `turns` Turns, its dice from `seed`. */
const generated = (turns: number, seed: number): readonly ArbiterEvent[] => {
  const { input, commands } = generatedGame(turns, seed);
  const session = createGameSession(input, { runtime: 'compiled' });
  for (const command of commands(() => session.due())) if (E.isLeft(session.send(command))) throw new Error('refused');
  return session.events;
};

describe('snapshots: a fold resumed from the nearest checkpoint', () => {
  test.prop([fc.array(fc.integer(), { maxLength: 60 }), fc.integer({ min: 1, max: 9 }), fc.nat(70)])(
    'gives what a fold from the start gives, for any checkpoint spacing and any seq',
    (xs, every, seq) => {
      const fold = (acc: readonly number[], x: number): readonly number[] => [...acc, x * 2];
      const index = snapshotIndex(xs, [] as readonly number[], fold, every);
      expect(index.stateAt(seq)).toEqual(xs.slice(0, seq).reduce(fold, []));
    },
  );

  const games = [1, 2, 3].map((seed) => generated(2 + seed, seed));
  test.prop(
    [fc.constantFrom(...games), fc.integer({ min: 1, max: 64 }), fc.array(fc.nat(), { minLength: 1, maxLength: 5 })],
    { numRuns: 40 },
  )(
    'over generated games, THE evolve from a checkpoint gives the state a fold from the start gives',
    (events, every, picks) => {
      const index = snapshotIndex(events, null, evolve, every);
      for (const pick of picks) {
        const seq = pick % (events.length + 1);
        expect(index.stateAt(seq)).toEqual(foldGame(events.slice(0, seq)));
      }
    },
  );

  test.prop([anEdition.chain((e) => randomOrder(e)), someFaces, someChoices, fc.integer({ min: 1, max: 8 })], {
    numRuns: 40,
  })('over random Orders of every edition, at every seq', (order, faces, choices, every) => {
    const events = play(order, faces, choices, { runtime: 'compiled' }).events;
    const index = snapshotIndex(events, null, evolve, every);
    for (let seq = 0; seq <= events.length; seq += 1)
      expect(index.stateAt(seq)).toEqual(foldGame(events.slice(0, seq)));
  });

  it('clamps a seq outside the events and refuses a spacing that is not a positive integer', () => {
    const index = snapshotIndex([1, 2, 3], 0, (a: number, b: number) => a + b, 2);
    expect([index.stateAt(-4), index.stateAt(2), index.stateAt(99)]).toEqual([0, 3, 6]);
    expect(() => snapshotIndex([], 0, (a: number) => a, 0)).toThrow(RangeError);
  });
});
