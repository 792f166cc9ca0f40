import type { Ledger } from '../ledger.ts';

/** The game machine keeps no state of the game: only where to read and record it. */
export interface GameContext {
  readonly ledger: Ledger;
}
