import type { StateChange } from '../combat/index.ts';
import type { ArbiterEvent } from '../events/index.ts';

/** The states rules/ decided troopers enter or leave, as events (evolve applies them). */
export const stateChangeEvents = (order: number, changes: readonly StateChange[]): readonly ArbiterEvent[] =>
  changes.map((c) => ({
    type: c.change === 'entered' ? ('StateEntered' as const) : ('StateLeft' as const),
    order,
    trooper: c.trooper,
    state: c.state,
    citations: c.citations,
  }));
