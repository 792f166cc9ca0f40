import type { GameCommand } from '../../rules/decide/index.ts';
import type { Ledger } from '../ledger.ts';

/** The activation that began the Order. */
export type Activation = Extract<GameCommand, { type: 'activate' }>;

/** What the game machine hands a new Order: the ledger, the Order's number and its activation. */
export interface OrderInput {
  readonly ledger: Ledger;
  readonly order: number;
  readonly activation: Activation;
}

/** The order machine keeps no state of the game: only where to read and record it, and which Order it is. */
export type OrderContext = OrderInput;
