import * as E from 'fp-ts/lib/Either.js';
import type { ArbiterEvent } from '../events/index.ts';
import { createGameSession, type Rejection, type SessionOptions } from '../machines/index.ts';
import type { RollPurpose } from '../rules/orders/index.ts';
import type { LoggedGame, LoggedStep, StreamedGame } from './loggedGame.ts';

/** Why a re-run stopped before the end of the log. */
export type RerunStop =
  | { readonly kind: 'refused'; readonly step: LoggedStep; readonly rejection: Rejection }
  | {
      readonly kind: 'dice-missing';
      readonly order: number;
      readonly trooper: string;
      readonly purpose: RollPurpose;
      /** Dice the Order now asks for, and how many the log has for that trooper and purpose. */
      readonly need: number;
      readonly logged: number;
    }
  /** The Order still waits for a choice the log does not hold (a fallback after a Guts Roll now failed). */
  | { readonly kind: 'order-open'; readonly order: number; readonly step: string }
  /** The declarations no longer make a resolution the engine can plan (an attack it would refuse). */
  | { readonly kind: 'unresolvable'; readonly order: number; readonly rejection: Rejection };

/** How logged dice were reused on a fork. */
export interface DiceNote {
  readonly order: number;
  readonly trooper: string;
  readonly purpose: RollPurpose;
  readonly text: string;
}

/** What re-runs the machines: the compiled runtime by default (fast), or xstate's interpreter (the reference). */
export type Runtime = NonNullable<SessionOptions['runtime']>;

export interface RerunResult {
  /** Every event the fresh engine appended, GameStarted first (none when a caller took them as they came). */
  readonly events: readonly ArbiterEvent[];
  readonly stopped: RerunStop | null;
  readonly diceNotes: readonly DiceNote[];
}

/**
 * Re-runs the logged commands through a fresh game, exactly as logged (dice included, in
 * their logged place). Stops at the first command the engine refuses. `keep` chooses the events
 * the result lists after the ones the game starts with (default: all); the others are never held.
 * It is shown the events the game starts with too (they are listed whatever it answers), so that
 * it sees every event in order. `before` is told of each step before it is sent.
 */
export const rerunAsLogged = (
  game: LoggedGame | StreamedGame,
  onProgress?: (done: number, total: number) => void,
  runtime: Runtime = 'compiled',
  keep?: (event: ArbiterEvent) => boolean,
  before?: (step: LoggedStep) => void,
): RerunResult => {
  const session = createGameSession(game.input, { runtime, retain: keep === undefined });
  const kept: ArbiterEvent[] = [...session.events];
  if (keep !== undefined) for (const e of kept) keep(e);
  const events = (): readonly ArbiterEvent[] => (keep === undefined ? [...session.events] : kept);
  try {
    // Progress: steps out of all of them, or, for steps taken out as they come, seqs out of the log's.
    const total = 'lastSeq' in game ? game.lastSeq : game.steps.length;
    let i = 0;
    for (const step of game.steps) {
      if (onProgress !== undefined && i % 256 === 0) onProgress('lastSeq' in game ? step.seq : i, total);
      i += 1;
      before?.(step);
      const r = session.send(step.command);
      if (E.isLeft(r))
        return {
          events: events(),
          stopped: { kind: 'refused', step, rejection: r.left },
          diceNotes: [],
        };
      if (keep !== undefined) for (const e of r.right) if (keep(e)) kept.push(e);
    }
    return { events: events(), stopped: null, diceNotes: [] };
  } finally {
    session.stop();
  }
};
