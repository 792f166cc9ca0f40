import * as E from 'fp-ts/lib/Either.js';
import type { Refusal } from '../refusal.ts';
import type { GameCommand } from './gameCommand.ts';
import type { GameState } from '../state/index.ts';
import { refuseActivate, refuseEndTurn, refuseStartTurn, rulePlayersOrder } from './gameDecisions.ts';
import { expenditureSequenceCitation } from '../orders/index.ts';
import { refuseCancelFireteam, refuseFormFireteam } from './fireteamDecisions.ts';
import { endedRefusal, refuseEndGame, refuseScoreRound } from './missionDecisions.ts';
import { refuseStrategicToken } from './strategicTokenEvents.ts';
import { refuseCommandToken } from './commandTokenEvents.ts';

/** The members out of Coherency of a Fireteam Order (undefined: not a Fireteam Order). */
export const fireteamOut = (cmd: Extract<GameCommand, { type: 'activate' }>): readonly string[] | undefined =>
  cmd.fireteam === true ? (cmd.outOfCoherency ?? []) : undefined;

/** Why the game frame did not accept a command (the game as its events left it), from the same rules as its guards. */
export const explainGameRefusal = (c: GameState, cmd: GameCommand): Refusal =>
  gameCommandRefusal(c, cmd) ?? {
    reason: `the ${cmd.type} was not accepted here`,
    citation: expenditureSequenceCitation(c.edition),
  };

/**
 * Whether the game frame would accept a command now: null if it would, or the refusal (the same
 * rules as its guards). Order commands are the running Order's to judge (orderCommandRefusal).
 */
export const gameCommandRefusal = (c: GameState, cmd: GameCommand): Refusal | null => {
  const inOrder = c.order !== null;
  const inTurn = c.activePlayer !== null;
  const citation = expenditureSequenceCitation(c.edition);
  // After the game's end nothing is accepted (n5/missions/game-end).
  const ended = endedRefusal(c);
  if (ended !== null) return ended;
  switch (cmd.type) {
    case 'start-turn':
      if (inTurn) return { reason: `${c.activePlayer ?? 'a player'}'s turn is running: end it first`, citation };
      return refuseStartTurn(c, cmd.player);
    case 'activate':
      if (inOrder)
        return { reason: `Order ${c.orders} is still running: finish it before activating another trooper`, citation };
      if (!inTurn) return { reason: 'no turn has started: start a turn before activating', citation };
      return refuseActivate(c, cmd.trooper, cmd.order, cmd.coordinated, fireteamOut(cmd));
    case 'form-fireteam':
      if (inOrder)
        return { reason: `Order ${c.orders} is still running: a Fireteam is formed before the Orders`, citation };
      return refuseFormFireteam(c, cmd.fireteam);
    case 'cancel-fireteam':
      return refuseCancelFireteam(c, cmd.fireteam);
    case 'strategic-token':
      if (inOrder) return { reason: `Order ${c.orders} is still running: the Tactical Phase is over`, citation };
      return refuseStrategicToken(c, cmd);
    case 'command-token':
      return refuseCommandToken(c, cmd);
    case 'end-turn':
      if (inOrder) return { reason: `Order ${c.orders} is still running: finish it before ending the turn`, citation };
      if (!inTurn) return { reason: 'no turn is running', citation };
      return refuseEndTurn(c, cmd.lieutenant, cmd.regeneration);
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
      return E.isLeft(ruled) ? ruled.left : null;
    }
    case 'score-round':
      if (inTurn)
        return { reason: `${c.activePlayer ?? 'a player'}'s turn is running: a round is scored after it`, citation };
      return refuseScoreRound(c, cmd);
    case 'end-game':
      return refuseEndGame(c);
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
