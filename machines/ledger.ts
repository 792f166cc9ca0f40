import type { ArbiterEvent } from '../rules/events/index.ts';
import type { GameState } from '../rules/state/index.ts';

/**
 * The machines' port to the game: they read the state (folded by the one evolve) and record the
 * events their deciders returned. The session holds the only state; the machines keep none.
 */
export interface Ledger {
  readonly state: GameState;
  record(events: readonly ArbiterEvent[]): void;
}
