/*
 * Decisions (docs/rulings.md "Starting states"):
 * - A recorded game may start mid-way, with troopers already in a state the table shows by a
 *   token: Prone, IMM-A, IMM-B or Isolated (every edition; N3 reads IMM-A and IMM-B as its
 *   Immobilized-1, docs/rulings.md "N3 IMM states"), and Stunned (caused earlier in the Turn the
 *   game starts in: it ends with that Turn).
 * - Not a starting state: Normal (no state at all), Engaged (it follows from base contact with
 *   an enemy, measured in an Order), Unconscious and Dead (they follow from Wounds, which a game
 *   starts without).
 * - Given through the library API (GameInput.startingStates) they are checked as a recorded
 *   game's are: a trooper not in the armies or a state no game starts in is an error, never
 *   dropped (createGameSession throws it).
 */
import * as E from 'fp-ts/lib/Either.js';
import type { Edition } from '../edition.ts';
import type { TrooperState } from './trooperState.ts';

export type StartingState = Extract<
  TrooperState,
  'prone' | 'imm-a' | 'imm-b' | 'isolated' | 'stunned' | 'camouflaged' | 'imp-1' | 'imp-2' | 'hidden-deployment'
>;

/** Marker states (rules/combat/markers.ts) are deployment states: a game starts in them. */
const STARTING: readonly StartingState[] = [
  'prone',
  'imm-a',
  'imm-b',
  'isolated',
  'stunned',
  'camouflaged',
  'imp-1',
  'imp-2',
  'hidden-deployment',
];

/** The states a trooper may start a game in, in this edition. */
export const startingStates = (edition: Edition): readonly StartingState[] => {
  switch (edition) {
    case 'n3':
    case 'n4':
    case 'n5':
      return STARTING;
  }
};

/** A state a trooper may start in, or why not (a sentence listing the states it may). */
export type StartingStateVerdict = E.Either<string, StartingState>;

/** Whether a trooper may start the game in `state` (as written in a recorded game), and why not. */
export const startingState = (edition: Edition, state: string): StartingStateVerdict => {
  const allowed = startingStates(edition);
  const found = allowed.find((s) => s === state);
  if (found !== undefined) return E.right(found);
  const list = allowed.join(', ');
  switch (state) {
    case 'normal':
      return E.left(`'normal' is no state (it means none of the others): leave it out; a trooper may start in ${list}`);
    case 'engaged':
      return E.left(
        `Engaged follows from base contact with an enemy, measured in an Order: it is not a starting state (${list})`,
      );
    case 'unconscious':
    case 'dead':
      return E.left(`${state} follows from Wounds, which a game starts without: it is not a starting state (${list})`);
    case 'out-of-play':
      return E.left(
        `out of play follows from an Order ruled by the players: it is not a starting state (${list}); leave the trooper out of the army instead`,
      );
    default:
      return E.left(`no state ${JSON.stringify(state)} in ${edition.toUpperCase()}: a trooper may start in ${list}`);
  }
};

/** Where the starting-state rulings are written down (no rulebook page: a game is not started mid-way there). */
const RULING = 'docs/rulings.md "Starting states"';

/**
 * Why the starting states given for a game cannot start it, or null: each names a trooper of the
 * armies (`troopers`), once, with states the edition lets a game start in, each once.
 */
export const startingStatesProblem = (
  edition: Edition,
  troopers: readonly string[],
  starting: readonly { readonly trooper: string; readonly states: readonly string[] }[],
): string | null => {
  const seen = new Set<string>();
  for (const entry of starting) {
    if (!troopers.includes(entry.trooper))
      return `starting states for ${entry.trooper}, which is no trooper of the armies (${RULING})`;
    if (seen.has(entry.trooper))
      return `starting states for ${entry.trooper} are given twice: list all of its states once (${RULING})`;
    seen.add(entry.trooper);
    for (const [k, state] of entry.states.entries()) {
      const verdict = startingState(edition, state);
      if (E.isLeft(verdict))
        return `${entry.trooper} cannot start in ${JSON.stringify(state)}: ${verdict.left} (${RULING})`;
      if (entry.states.indexOf(state) !== k) return `${entry.trooper}: ${state} is listed twice (${RULING})`;
    }
  }
  return null;
};
