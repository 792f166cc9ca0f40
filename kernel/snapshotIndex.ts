/**
 * Checkpoints of a fold, one every `every` events, kept in memory: the state after any event is the
 * nearest checkpoint at or before it folded on with at most `every - 1` events, instead of a fold
 * from the start. The states are the projection's own immutable values, shared, never copied.
 */
export interface SnapshotIndex<State> {
  /** Events indexed. */
  readonly length: number;
  /** Events between checkpoints. */
  readonly every: number;
  /** The state after event `seq` (0: before any event); seq is clamped to 0 … length. */
  stateAt(seq: number): State;
}

/** The events between checkpoints when a caller names none: a frame folds at most this many. */
export const SNAPSHOT_EVERY = 256;

/**
 * Folds `events` once with `evolve` from `initial`, keeping the state after every `every`-th event.
 * `stateAt(seq)` gives exactly what a fold of the first `seq` events from `initial` gives.
 */
export const snapshotIndex = <State, Event>(
  events: readonly Event[],
  initial: State,
  evolve: (state: State, event: Event) => State,
  every: number = SNAPSHOT_EVERY,
): SnapshotIndex<State> => {
  if (!Number.isSafeInteger(every) || every < 1) throw new RangeError(`every must be a positive integer, not ${every}`);
  const checkpoints: State[] = [initial];
  let state = initial;
  events.forEach((e, i) => {
    state = evolve(state, e);
    if ((i + 1) % every === 0) checkpoints.push(state);
  });
  return {
    length: events.length,
    every,
    stateAt(seq) {
      const to = Math.max(0, Math.min(events.length, Math.trunc(seq)));
      const k = Math.floor(to / every);
      let s = checkpoints[k] ?? initial;
      for (let i = k * every; i < to; i += 1) s = evolve(s, events[i] as Event);
      return s;
    },
  };
};
