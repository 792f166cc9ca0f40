import type { Refusal } from '../refusal.ts';
import type { GameCommand } from './gameCommand.ts';
import type { GameState } from '../state/index.ts';
import { refuseActivate, refuseEndTurn, refuseStartTurn, rulePlayersOrder } from './gameDecisions.ts';
import { expenditureSequenceCitation } from '../orders/index.ts';
import { refuseCancelFireteam, refuseFormFireteam } from './fireteamDecisions.ts';

/** The members out of Coherency of a Fireteam Order (undefined: not a Fireteam Order). */
export const fireteamOut = (cmd: Extract<GameCommand, { type: 'activate' }>): readonly string[] | undefined =>
  cmd.fireteam === true ? (cmd.outOfCoherency ?? []) : undefined;

/** Why the game frame did not accept a command (the game as its events left it), from the same rules as its guards. */
export const explainGameRefusal = (c: GameState, cmd: GameCommand): Refusal => {
  const inOrder = c.order !== null;
  const inTurn = c.activePlayer !== null;
  const citation = expenditureSequenceCitation(c.edition);
  switch (cmd.type) {
    case 'start-turn':
      if (inTurn) return { reason: `${c.activePlayer ?? 'a player'}'s turn is running: end it first`, citation };
      return refuseStartTurn(c, cmd.player) ?? { reason: 'the turn could not start', citation };
    case 'activate':
      if (inOrder)
        return { reason: `Order ${c.orders} is still running: finish it before activating another trooper`, citation };
      if (!inTurn) return { reason: 'no turn has started: start a turn before activating', citation };
      return (
        refuseActivate(c, cmd.trooper, cmd.order, cmd.coordinated, fireteamOut(cmd)) ?? {
          reason: `${cmd.trooper} could not be activated`,
          citation,
        }
      );
    case 'form-fireteam':
      if (inOrder)
        return { reason: `Order ${c.orders} is still running: a Fireteam is formed before the Orders`, citation };
      return refuseFormFireteam(c, cmd.fireteam) ?? { reason: 'the Fireteam could not be formed', citation };
    case 'cancel-fireteam':
      return refuseCancelFireteam(c, cmd.fireteam) ?? { reason: 'the Fireteam could not be cancelled', citation };
    case 'end-turn':
      if (inOrder) return { reason: `Order ${c.orders} is still running: finish it before ending the turn`, citation };
      if (!inTurn) return { reason: 'no turn is running', citation };
      return refuseEndTurn(c, cmd.lieutenant) ?? { reason: 'the turn could not end', citation };
    case 'rule-by-players': {
      const sequence = expenditureSequenceCitation(c.edition);
      if (inOrder)
        return {
          reason: `Order ${c.orders} is still running: finish it before the players rule another Order`,
          citation: sequence,
        };
      if (!inTurn)
        return {
          reason: 'no Active Turn is running: start a Turn before the players rule an Order',
          citation: sequence,
        };
      const ruled = rulePlayersOrder(c, cmd);
      return ruled.ok
        ? { reason: 'the Order ruled by the players could not be taken', citation: sequence }
        : ruled.refusal;
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
