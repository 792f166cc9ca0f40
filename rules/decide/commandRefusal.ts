import type { Refusal } from '../refusal.ts';
import type { GameState } from '../state/index.ts';
import { expenditureSequenceCitation } from '../orders/index.ts';
import { isOrderCommand, type GameCommand } from './gameCommand.ts';
import { gameCommandRefusal } from './explainGameRefusal.ts';
import { orderCommandRefusal } from './explainOrderRefusal.ts';

/**
 * Whether the game would accept a command now (null) or why not, without sending it: the frame's
 * rules for the game's commands, the running Order's step for the Order's. What `arbiter play`
 * offers is what this accepts.
 */
export const commandRefusal = (s: GameState, cmd: GameCommand): Refusal | null => {
  if (!isOrderCommand(cmd)) return gameCommandRefusal(s, cmd);
  if (s.order === null)
    return {
      reason: 'no Order is running: activate a trooper first',
      citation: expenditureSequenceCitation(s.edition),
    };
  return orderCommandRefusal(s, cmd);
};
