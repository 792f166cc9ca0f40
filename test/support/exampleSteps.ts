import * as E from 'fp-ts/lib/Either.js';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ArbiterEvent } from '../../events/index.ts';
import type { GameState } from '../../rules/state/index.ts';
import { createGameSession, type GameCommand, type GameInput } from '../../machines/index.ts';
import { parseRecordedGame, recordGame } from '../../recording/index.ts';
import { loggedGame } from '../../audit/loggedGame.ts';
import { isInfinityExample } from './infinityExample.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Every example game's file name (examples/*.game.yaml). */
export const exampleGames = (): readonly string[] =>
  readdirSync(join(ROOT, 'examples'))
    .filter((f) => f.endsWith('.game.yaml'))
    .filter(isInfinityExample)
    .sort();

export const examplePath = (name: string): string => join(ROOT, 'examples', name);

/** The events `arbiter record` writes for an example. */
export const recordedEvents = (name: string): readonly ArbiterEvent[] => {
  const file = examplePath(name);
  const parsed = parseRecordedGame(file, readFileSync(file, 'utf8'));
  if (E.isLeft(parsed)) throw new Error(`${name}: ${parsed.left.message}`);
  const r = recordGame(file, parsed.right.game, parsed.right.map);
  if (E.isLeft(r)) throw new Error(`${name}: ${r.left.error.message}`);
  return r.right.events;
};

/** One command of a game as it was played: the state before, the command, its events, the state after. */
export interface PlayedStep {
  readonly before: GameState;
  readonly command: GameCommand;
  readonly events: readonly ArbiterEvent[];
  readonly after: GameState;
}

/** An example's setup and its commands replayed one by one in a fresh session. */
export const exampleSteps = (name: string): { readonly input: GameInput; readonly steps: readonly PlayedStep[] } => {
  const events = recordedEvents(name);
  const logged = loggedGame(events.map((event, i) => ({ seq: i + 1, line: i + 1, event })));
  if (E.isLeft(logged)) throw new Error(`${name}: ${logged.left}`);
  const session = createGameSession(logged.right.input, { runtime: 'compiled' });
  const steps: PlayedStep[] = [];
  for (const { command } of logged.right.steps) {
    const before = session.state();
    const r = session.send(command);
    if (E.isLeft(r)) throw new Error(`${name}: ${command.type} refused: ${r.left.reason}`);
    steps.push({ before, command, events: r.right, after: session.state() });
  }
  return { input: logged.right.input, steps };
};
