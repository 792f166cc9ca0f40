import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { loggedGame, streamedGame, type AuditRecord } from '../../audit/index.ts';
import { createGameSession } from '../../machines/index.ts';
import { generatedGame } from '../../bench/generatedGame.ts';
import { exampleGames, recordedEvents } from '../support/exampleSteps.ts';
import type { ArbiterEvent } from '../../events/index.ts';

const recordsOf = (events: readonly ArbiterEvent[]): readonly AuditRecord[] =>
  events.map((event, i) => ({ seq: i + 1, line: i + 1, event }));

/** The steps taken out Turn by Turn, against those of the whole log at once. */
const expectSameSteps = (records: readonly AuditRecord[]): void => {
  const whole = loggedGame(records);
  const streamed = streamedGame(records);
  if (E.isLeft(whole) || E.isLeft(streamed)) throw new Error('not a game');
  expect(streamed.right.input).toEqual(whole.right.input);
  expect([...streamed.right.steps]).toEqual(whole.right.steps);
  // Iterated again, from the start.
  expect([...streamed.right.steps].length).toBe(whole.right.steps.length);
};

describe('streamedGame (the commands of a log taken out Turn by Turn)', () => {
  it.each(exampleGames())('gives the steps loggedGame gives: %s', (name) => {
    expectSameSteps(recordsOf(recordedEvents(name)));
  });

  it('gives the steps loggedGame gives on generated games (every seed a different game)', () => {
    for (const seed of [1, 2, 3]) {
      const { input, commands } = generatedGame(3, seed);
      const session = createGameSession(input, { runtime: 'compiled' });
      for (const command of commands(() => session.due()))
        if (E.isLeft(session.send(command))) throw new Error('refused');
      expectSameSteps(recordsOf(session.events));
    }
  });

  it('refuses what loggedGame refuses, in the same words', () => {
    const records = recordsOf(recordedEvents(exampleGames()[0] ?? ''));
    for (const cut of [records.slice(1), [...records, records[0] as AuditRecord], []]) {
      expect(streamedGame(cut)).toEqual(loggedGame(cut));
    }
  });
});
