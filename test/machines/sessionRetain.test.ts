import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { generatedGame } from '../../bench/generatedGame.ts';
import type { ArbiterEvent } from '../../events/index.ts';
import { createGameSession } from '../../machines/index.ts';

/** Plays the bench's generated game (30 Orders): every answer's events, and the session's own list at the end. */
const play = (retain: boolean) => {
  const { input, commands } = generatedGame(3);
  const session = createGameSession(input, { runtime: 'compiled', retain });
  const started = [...session.events];
  const answers: ArbiterEvent[] = [];
  for (const command of commands(() => session.due())) {
    const r = session.send(command);
    if (E.isLeft(r)) throw new Error(`refused: ${r.left.reason}`);
    answers.push(...r.right);
  }
  const refused = session.send({ type: 'activate', trooper: 'nobody' });
  return { started, answers, events: session.events, refused: E.isLeft(refused), state: session.state() };
};

describe('a session that does not retain its events (a re-run keeping only what it compares)', () => {
  it('answers every command with the same events and reaches the same state; its own list keeps only the starting events', () => {
    const kept = play(true);
    const forgot = play(false);
    expect(forgot.answers).toEqual(kept.answers);
    expect(forgot.state).toEqual(kept.state);
    expect(forgot.refused).toBe(true);
    expect(kept.events).toEqual([...kept.started, ...kept.answers]);
    expect(forgot.events).toEqual(forgot.started);
  });
});
