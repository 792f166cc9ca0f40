import * as E from 'fp-ts/lib/Either.js';
import type { ArbiterEvent } from '../events/index.ts';
import {
  createGameSession,
  type GameCommand,
  type GameInput,
  type GameSession,
  type SendResult,
  type SessionOptions,
} from '../machines/index.ts';
import { commandTraces, setupOf } from '../machines/index.ts';
import { sameJson } from './sameJson.ts';

export { setupOf };

export interface Replayed {
  /** The game after the commands it accepted (stop it when done). */
  readonly session: GameSession;
  /** The first command it refused, and why; nothing after it was sent. */
  readonly failedAt?: { readonly index: number; readonly reason: string };
}

/** Sends the commands one by one to a fresh game; stops at the first one it refuses. */
export const replayCommands = (
  setup: GameInput,
  commands: readonly GameCommand[],
  options: SessionOptions = {},
): Replayed => {
  const session = createGameSession(setup, options);
  for (const [index, command] of commands.entries()) {
    const r = session.send(command);
    if (E.isLeft(r)) return { session, failedAt: { index, reason: r.left.reason } };
  }
  return { session };
};

const named = (events: readonly ArbiterEvent[], i: number): string => `event ${i} (${events[i]?.type ?? 'none'})`;

/**
 * The commands that, sent one by one to `createGameSession(setupOf(events[0]))`, append exactly
 * these events, event for event; also for a game stopped between two commands (a resumed game).
 * The commands are read from the events that are their traces (commandTraces), then replayed and
 * every event compared: events that no command gives (forged, tampered, or cut inside the events
 * of one command) are refused, naming the first event that does not fit.
 */
export const commandsOf = (
  events: readonly ArbiterEvent[],
  options: SessionOptions = {},
): E.Either<string, readonly GameCommand[]> => {
  const first = events[0];
  if (first === undefined) return E.left('there are no events: a game starts with GameStarted');
  if (first.type !== 'GameStarted') return E.left(`${named(events, 0)}: a game starts with GameStarted`);
  const retracted = events.findIndex((e) => e.type === 'StepRetracted');
  if (retracted !== -1)
    return E.left(
      `${named(events, retracted)}: no command gives a retraction; take the steps it voids out first (eventsInForce)`,
    );
  let session: GameSession;
  try {
    session = createGameSession(setupOf(first), options);
  } catch (e) {
    return E.left(`${named(events, 0)}: the game cannot start: ${e instanceof Error ? e.message : String(e)}`);
  }
  try {
    if (!sameJson(session.events[0], first))
      return E.left(`${named(events, 0)} is not the GameStarted its own setup gives (tampered?)`);
    const commands: GameCommand[] = [];
    for (const { command, at } of commandTraces(events)) {
      const from = session.events.length;
      if (at < from)
        return E.left(`${named(events, at)} is the trace of a ${command.type} the events before it already gave`);
      let r: SendResult;
      try {
        r = session.send(command);
      } catch (e) {
        // A command no honest game sends may break the machine: the events are refused, not the caller.
        return E.left(`${named(events, at)}: the engine fails on the ${command.type} it records: ${String(e)}`);
      }
      if (E.isLeft(r))
        return E.left(`${named(events, at)}: the engine refuses the ${command.type} it records: ${r.left.reason}`);
      for (const [k, got] of r.right.entries()) {
        const i = from + k;
        const given = events[i];
        if (given === undefined)
          return E.left(
            `the events stop inside a command: the ${command.type} of ${named(events, at)} gives ${r.right.length} events, the last ${r.right.length - k} of them (from ${got.type}) are missing`,
          );
        if (!sameJson(given, got))
          return E.left(
            `${named(events, i)} is not what the ${command.type} of ${named(events, at)} gives there (${got.type}): tampered, or not from this engine`,
          );
      }
      if (at >= session.events.length)
        return E.left(
          `${named(events, from)} comes from no command (the next command's trace is ${named(events, at)})`,
        );
      commands.push(command);
    }
    const extra = session.events.length;
    if (extra < events.length) return E.left(`${named(events, extra)} comes from no command`);
    return E.right(commands);
  } finally {
    session.stop();
  }
};
