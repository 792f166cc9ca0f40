import * as E from 'fp-ts/lib/Either.js';
import { expect } from 'vitest';
import {
  createGameSession,
  formatRejection,
  type GameCommand,
  type GameInput,
  type GameSession,
} from '../../machines/index.ts';
import type { ArbiterEvent, EventOf, EventType } from '../../events/index.ts';

/**
 * Given a table, when these commands (declarations, measurements, strict dice), then these
 * events and states. Every command must be accepted unless listed as expected to be refused;
 * the Order must conclude with no roll left owed (dice are strict).
 */
export const given = (input: GameInput) => ({
  when(commands: readonly GameCommand[]): { session: GameSession; events: readonly ArbiterEvent[] } {
    const session = createGameSession(input);
    for (const c of commands) {
      const r = session.send(c);
      if (E.isLeft(r)) throw new Error(`command refused: ${formatRejection(r.left)}`);
    }
    expect(session.due(), 'dice still owed: the scenario ran out of scripted dice').toEqual([]);
    return { session, events: session.events };
  },
});

export const ofType = <K extends EventType>(events: readonly ArbiterEvent[], type: K): EventOf<K>[] =>
  events.filter((e): e is EventOf<K> => e.type === type);

export const only = <K extends EventType>(events: readonly ArbiterEvent[], type: K): EventOf<K> => {
  const found = ofType(events, type);
  expect(found, `exactly one ${type}`).toHaveLength(1);
  return found[0] as EventOf<K>;
};
