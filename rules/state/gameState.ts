import type { Edition } from '../edition.ts';
import type { Readings } from '../readings.ts';
import type { ArmyList } from '../profiles/index.ts';
import type { OrderPools } from '../orders/index.ts';
import type { StartingState, TableView } from '../table/index.ts';
import type { OrderStep } from '../events/index.ts';
import type { OrderState } from './orderState.ts';
import type { Fireteam } from '../fireteams/fireteam.ts';
import type { GameOutcome, MissionState } from '../missions/mission.ts';

export interface StartingStates {
  readonly trooper: string;
  readonly states: readonly StartingState[];
}

/** An Order the players ruled themselves: what they said, and every trooper it activated or changed. */
export interface PlayersRuled {
  readonly order: number;
  readonly player: string;
  readonly trooper: string;
  readonly declared: string;
  readonly touched: readonly string[];
}

/**
 * The game as its events leave it: the one state every part of the engine reads. Only `evolve`
 * (projections/evolve.ts) makes a new one; deciders (rules/decide/) read it with a command.
 */
export interface GameState {
  readonly edition: Edition;
  readonly title: string;
  readonly armies: readonly ArmyList[];
  readonly readings?: Readings;
  readonly startingStates: readonly StartingStates[];
  readonly table: TableView;
  readonly round: number;
  readonly activePlayer: string | null;
  /** Players that had their Active Turn in the current round. */
  readonly playedThisRound: readonly string[];
  /** Orders played so far (the number of the last one). */
  readonly orders: number;
  /** Each player's Lieutenant (null: none in command or not deployed). */
  readonly lieutenants: Readonly<Record<string, string | null>>;
  /** The Active Player's Orders left this Turn. */
  readonly pools: OrderPools | null;
  /** Command Tokens left per player. */
  readonly tokens: Readonly<Record<string, number>>;
  /** Orders each trooper was activated by (its own or the pool's). */
  readonly ordersSpent: Readonly<Record<string, number>>;
  readonly lastOrderStep: OrderStep | null;
  /** Orders the players ruled themselves, in the order played. */
  readonly playersOrders: readonly PlayersRuled[];
  /** The Order being played, if one is. */
  readonly order: OrderState | null;
  /** The Fireteams on the table, of both players. */
  readonly fireteams: readonly Fireteam[];
  /**
   * The Strategic Use of a Command Token made this Turn (rules/orders/strategicTokens.ts): by whom,
   * and for a limit, the fewest Command Tokens the Active Player may be left with; absent: none.
   */
  readonly strategic?: { readonly by: string; readonly floor?: number };
  /** Troopers a Command Token's Operational Use let ignore Retreat! for the rest of the game (N4); absent: none. */
  readonly ignoringRetreat?: readonly string[];
  /** Players whose army is in Retreat! (counted at the start of their Active Turn); absent: none. */
  readonly retreat?: readonly string[];
  /** Whether the Active Turn is still in its Tactical Phase (no Order given yet): Fireteams are formed then. */
  readonly tacticalPhase: boolean;
  /** The mission played (absent: none, a game without a score). */
  readonly mission?: MissionState;
  /** How the game ended (absent: it goes on); nothing is accepted after it. */
  readonly ended?: GameOutcome;
  /**
   * The game before the last event, as far back as a retraction may reach (the start of the last
   * Order begun: `arbiter play`'s undo never reaches into an earlier Order); null before that.
   */
  readonly previous: PriorGame | null;
  /** How many events a retraction may take back now (the length of the `previous` chain). */
  readonly retractable: number;
}

/**
 * The game before an event, kept for a retraction. Its one field is private, so comparing two
 * states or writing one as JSON never walks the chain (and the state keeps a plain shape).
 */
export class PriorGame {
  readonly #game: GameState;

  constructor(game: GameState) {
    this.#game = game;
  }

  get game(): GameState {
    return this.#game;
  }
}
