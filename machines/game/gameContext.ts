import type { Edition } from '../../rules/edition.ts';
import type { Readings } from '../../rules/readings.ts';
import type { CitationId } from '../../rules/citations/index.ts';
import type { ArmyList } from '../../rules/profiles/index.ts';
import type { StartingState, TableView } from '../../rules/table/index.ts';
import type { ArbiterEvent } from '../../events/index.ts';
import type { OrderKind, OrderPools } from '../../rules/orders/index.ts';

export interface GameInput {
  readonly edition: Edition;
  readonly title: string;
  readonly armies: readonly ArmyList[];
  /** Rules corrected after printing, read another way (default: every correction applies). */
  readonly readings?: Readings;
  /** Command Tokens per player at the start (default 4). */
  readonly commandTokens?: number;
  /** Troopers that start the game in a state (a game recorded from mid-way), logged with GameStarted. */
  readonly startingStates?: readonly StartingStates[];
}

export interface StartingStates {
  readonly trooper: string;
  readonly states: readonly StartingState[];
}

export interface GameContext extends GameInput {
  readonly table: TableView;
  readonly round: number;
  readonly activePlayer: string | null;
  readonly orders: number;
  /** Players that had their Active Turn in the current round. */
  readonly playedThisRound: readonly string[];
  /** Each player's Lieutenant (null: none in command or not deployed). */
  readonly lieutenants: Readonly<Record<string, string | null>>;
  /** The Active Player's Orders this Turn. */
  readonly pools: OrderPools | null;
  readonly tokens: Readonly<Record<string, number>>;
  /** The Order being spent by the activation in progress. */
  readonly spending: { readonly kind: OrderKind; readonly group: string; readonly citation: CitationId; readonly coordinated: readonly string[] } | null;
  readonly outbox: readonly ArbiterEvent[];
}
