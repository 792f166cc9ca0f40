import type { OrderCommand } from './orderCommand.ts';
import type { OrderKind, PlayersRuling } from '../orders/index.ts';

/** Commands of the game frame; Order commands pass through to the running Order. */
export type GameCommand =
  | { readonly type: 'start-turn'; readonly player: string }
  | {
      readonly type: 'activate';
      readonly trooper: string;
      readonly order?: OrderKind;
      readonly coordinated?: readonly string[];
    }
  | { readonly type: 'end-turn'; readonly lieutenant?: string }
  /** Between Orders: an Order the engine does not rule, with the outcome the players agreed. */
  | ({ readonly type: 'rule-by-players' } & PlayersRuling)
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
