import type { Either } from 'fp-ts/lib/Either.js';

/**
 * The decider shape every ruleset follows (as in Emmett's deciders and xstate's pure
 * `transition()`): deciders read a state and a command and return a Decision; one evolve per
 * ruleset is the only function that makes a new state from an event. The kernel knows nothing of
 * what the states, commands and events are.
 */

/** What a decider returns: the refusal (a rule of the game, with its reason), or the events the command leads to. */
export type Decision<Refusal, Event> = Either<Refusal, readonly Event[]>;

/** A decider: the state as the events left it, and a command. */
export type Decide<State, Command, Refusal, Event> = (state: State, command: Command) => Decision<Refusal, Event>;

/** THE function that makes a new state: the state as one event leaves it. */
export type Evolve<State, Event> = (state: State, event: Event) => State;

/** The state a list of events folds to, from `initial`. */
export const foldEvents = <State, Event>(
  evolve: Evolve<State, Event>,
  initial: State,
  events: Iterable<Event>,
): State => {
  let state = initial;
  for (const e of events) state = evolve(state, e);
  return state;
};
