import * as E from 'fp-ts/lib/Either.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { evolve } from '../../projections/index.ts';
import { formatScriptError, parseRecordedGame, recordGame } from '../../recording/index.ts';
import type { ArbiterEvent } from '../../rules/events/index.ts';
import type { GameState } from '../../rules/state/index.ts';

/** Every state of a game, folded event by event, while an Order is open. */
export const orderStates = (events: readonly ArbiterEvent[]): GameState[] => {
  const states: GameState[] = [];
  let s: GameState | null = null;
  for (const e of events) {
    s = evolve(s, e);
    if (s !== null && s.order !== null) states.push(s);
  }
  return states;
};

/** The Order states of an example game (examples/FILE), recorded through the compiled runtime (up to a refusal, if any). */
export const exampleOrderStates = (file: string): GameState[] => {
  const path = join(import.meta.dirname, '..', '..', 'examples', file);
  const parsed = parseRecordedGame(path, readFileSync(path, 'utf8'));
  if (E.isLeft(parsed)) throw new Error(formatScriptError(parsed.left));
  const recorded = recordGame(path, parsed.right.game, parsed.right.map, { runtime: 'compiled' });
  return orderStates(E.isRight(recorded) ? recorded.right.events : recorded.left.events);
};
