import type { ArbiterEvent } from '../events/index.ts';

/** A pure fold over the log: replay never runs a machine. */
export interface Projection<S> {
  readonly initial: S;
  evolve(state: S, event: ArbiterEvent): S;
}

export const fold = <S>(projection: Projection<S>, events: Iterable<ArbiterEvent>): S => {
  let state = projection.initial;
  for (const e of events) state = projection.evolve(state, e);
  return state;
};
