import type { OrderCommand } from './orderCommand.ts';
import type { OrderKind, PlayersRuling, StrategicUse, TokenUse } from '../orders/index.ts';
import type { FireteamSpec } from '../fireteams/index.ts';
import type { ClassifiedDone } from '../missions/index.ts';

/** Commands of the game frame; Order commands pass through to the running Order. */
export type GameCommand =
  | { readonly type: 'start-turn'; readonly player: string }
  | {
      readonly type: 'activate';
      readonly trooper: string;
      readonly order?: OrderKind;
      readonly coordinated?: readonly string[];
      /** A Fireteam Order: `trooper` becomes the Leader and activates its Fireteam. */
      readonly fireteam?: true;
      /** Members of its Fireteam out of Coherency with the Leader (they leave the team). */
      readonly outOfCoherency?: readonly string[];
    }
  /** In the Tactical Phase of the Active Turn: a Fireteam formed by spending a Command Token. */
  | { readonly type: 'form-fireteam'; readonly fireteam: FireteamSpec }
  /** In the opponent's first Tactical Phase: the second player's Strategic Use of a Command Token. */
  | ({ readonly type: 'strategic-token'; readonly player: string } & StrategicUse)
  /** The Active Player's Executive Use (Tactical Phase) or Operational Use (between Orders) of a Command Token. */
  | ({ readonly type: 'command-token'; readonly player: string } & TokenUse)
  /** Between Orders: a player cancels one of its Fireteams (no Order, no Command Token). */
  | { readonly type: 'cancel-fireteam'; readonly fireteam: string }
  /**
   * The Turn ends: `lieutenant`, the new one named after Loss of Lieutenant; `regeneration`, the
   * Regeneration rolls made in its States Phase (trooper → die).
   */
  | {
      readonly type: 'end-turn';
      readonly lieutenant?: string;
      readonly regeneration?: Readonly<Record<string, number>>;
    }
  /** Between Orders: an Order the engine does not rule, with the outcome the players agreed. */
  | ({ readonly type: 'rule-by-players' } & PlayersRuling)
  /** After both Active Turns of a round (a mission): who dominates each zone, the Classified Objectives accomplished. */
  | {
      readonly type: 'score-round';
      readonly dominate: Readonly<Record<string, string | null>>;
      readonly classified?: readonly ClassifiedDone[];
    }
  /** After the last round (or a Retreat!): the game ends with its final score. */
  | { readonly type: 'end-game' }
  | OrderCommand;

export const ORDER_COMMAND_TYPES: readonly OrderCommand['type'][] = [
  'declare',
  'aro',
  'end-aros',
  'measure',
  'roll',
  'fail-guts',
  'guts-move',
];

export const isOrderCommand = (c: GameCommand): c is OrderCommand =>
  (ORDER_COMMAND_TYPES as readonly string[]).includes(c.type);
