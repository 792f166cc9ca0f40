import type { Refusal } from '../../rules/refusal.ts';
import type { GameCommand } from './gameCommand.ts';
import type { GameContext } from './gameContext.ts';
import { refuseActivate, refuseEndTurn, refuseStartTurn, rulePlayersOrder } from './gameRules.ts';
import { expenditureSequenceCitation } from '../../rules/orders/index.ts';

const inOrder = (value: unknown): boolean => typeof value === 'object' && value !== null && (value as Record<string, unknown>)['turn'] === 'order';
const inTurn = (value: unknown): boolean => typeof value === 'object' && value !== null && 'turn' in value;

/** Why the game machine did not accept a command, from the same rules as its guards. */
export const explainGameRejection = (value: unknown, c: GameContext, cmd: GameCommand): Refusal => {
  const citation = 'n3/orders/expenditure-sequence' as const;
  switch (cmd.type) {
    case 'start-turn':
      if (inTurn(value)) return { reason: `${c.activePlayer ?? 'a player'}'s turn is running: end it first`, citation };
      return refuseStartTurn(c, cmd.player) ?? { reason: 'the turn could not start', citation };
    case 'activate':
      if (inOrder(value)) return { reason: `Order ${c.orders} is still running: finish it before activating another trooper`, citation };
      if (!inTurn(value)) return { reason: 'no turn has started: start a turn before activating', citation };
      return refuseActivate(c, cmd.trooper, cmd.order, cmd.coordinated) ?? { reason: `${cmd.trooper} could not be activated`, citation };
    case 'end-turn':
      if (inOrder(value)) return { reason: `Order ${c.orders} is still running: finish it before ending the turn`, citation };
      if (!inTurn(value)) return { reason: 'no turn is running', citation };
      return refuseEndTurn(c, cmd.lieutenant) ?? { reason: 'the turn could not end', citation };
    case 'rule-by-players': {
      // The game's own edition (the other frame commands still cite N3's sequence for every edition).
      const sequence = expenditureSequenceCitation(c.edition);
      if (inOrder(value)) return { reason: `Order ${c.orders} is still running: finish it before the players rule another Order`, citation: sequence };
      if (!inTurn(value)) return { reason: 'no Active Turn is running: start a Turn before the players rule an Order', citation: sequence };
      const ruled = rulePlayersOrder(c, cmd);
      return ruled.ok ? { reason: 'the Order ruled by the players could not be taken', citation: sequence } : ruled.refusal;
    }
    case 'declare':
    case 'aro':
    case 'end-aros':
    case 'measure':
    case 'roll':
    case 'fail-guts':
    case 'guts-move':
      return { reason: 'no Order is running: activate a trooper first', citation };
  }
};
