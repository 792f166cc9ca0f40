import * as E from 'fp-ts/lib/Either.js';
import { sendTo, setup } from 'xstate';
import { orderMachine } from '../order/orderMachine.ts';
import type { GameContext } from './gameContext.ts';
import {
  decideEndTurn,
  decideCancelFireteam,
  decideFormFireteam,
  fireteamOut,
  decidePlayersOrder,
  decideStartTurn,
  decideEndGame,
  decideScoreRound,
  decideStrategicToken,
  decideCommandToken,
  refuseActivate,
  type Decision,
  type GameCommand,
} from '../../rules/decide/index.ts';
import type { Ledger } from '../ledger.ts';

/** An action records what its guard's decider accepted (the same decision, remembered). */
const record = (ledger: Ledger, d: Decision): void => {
  if (E.isLeft(d)) throw new Error(`a command its guard accepted was refused: ${d.left.reason}`);
  ledger.record(d.right);
};

/**
 * The game frame: Turns (Tactical Phase, then Orders) and one child order machine per Order. It
 * only sequences: guards ask rules/decide/ with the game state, actions record the events the
 * deciders return through the ledger. Order commands go to the running Order; the session checks
 * them against the child before sending, so nothing is dropped silently.
 */
export const gameMachine = setup({
  types: { context: {} as GameContext, events: {} as GameCommand, input: {} as { readonly ledger: Ledger } },
  actors: { order: orderMachine },
  guards: {
    canStartTurn: ({ context, event }) =>
      event.type === 'start-turn' && E.isRight(decideStartTurn(context.ledger.state, event)),
    canActivate: ({ context, event }) =>
      event.type === 'activate' &&
      refuseActivate(context.ledger.state, event.trooper, event.order, event.coordinated, fireteamOut(event)) === null,
    canCancelFireteam: ({ context, event }) =>
      event.type === 'cancel-fireteam' && E.isRight(decideCancelFireteam(context.ledger.state, event.fireteam)),
    canFormFireteam: ({ context, event }) =>
      event.type === 'form-fireteam' && E.isRight(decideFormFireteam(context.ledger.state, event.fireteam)),
    canSpendStrategicToken: ({ context, event }) =>
      event.type === 'strategic-token' && E.isRight(decideStrategicToken(context.ledger.state, event)),
    canSpendCommandToken: ({ context, event }) =>
      event.type === 'command-token' && E.isRight(decideCommandToken(context.ledger.state, event)),
    canEndTurn: ({ context, event }) =>
      event.type === 'end-turn' && E.isRight(decideEndTurn(context.ledger.state, event)),
    canScoreRound: ({ context, event }) =>
      event.type === 'score-round' && E.isRight(decideScoreRound(context.ledger.state, event)),
    canEndGame: ({ context, event }) => event.type === 'end-game' && E.isRight(decideEndGame(context.ledger.state)),
    canRuleByPlayers: ({ context, event }) =>
      event.type === 'rule-by-players' && E.isRight(decidePlayersOrder(context.ledger.state, event)),
  },
  actions: {
    startTurn: ({ context, event }) => {
      if (event.type === 'start-turn') record(context.ledger, decideStartTurn(context.ledger.state, event));
    },
    endTurn: ({ context, event }) => {
      if (event.type === 'end-turn') record(context.ledger, decideEndTurn(context.ledger.state, event));
    },
    scoreRound: ({ context, event }) => {
      if (event.type === 'score-round') record(context.ledger, decideScoreRound(context.ledger.state, event));
    },
    endGame: ({ context, event }) => {
      if (event.type === 'end-game') record(context.ledger, decideEndGame(context.ledger.state));
    },
    recordPlayersRuling: ({ context, event }) => {
      if (event.type === 'rule-by-players') record(context.ledger, decidePlayersOrder(context.ledger.state, event));
    },
    cancelFireteam: ({ context, event }) => {
      if (event.type === 'cancel-fireteam')
        record(context.ledger, decideCancelFireteam(context.ledger.state, event.fireteam));
    },
    spendStrategicToken: ({ context, event }) => {
      if (event.type === 'strategic-token') record(context.ledger, decideStrategicToken(context.ledger.state, event));
    },
    spendCommandToken: ({ context, event }) => {
      if (event.type === 'command-token') record(context.ledger, decideCommandToken(context.ledger.state, event));
    },
    formFireteam: ({ context, event }) => {
      if (event.type === 'form-fireteam')
        record(context.ledger, decideFormFireteam(context.ledger.state, event.fireteam));
    },
    forwardToOrder: sendTo('order', ({ event }) => event),
  },
}).createMachine({
  id: 'game',
  context: ({ input }) => ({ ledger: input.ledger }),
  initial: 'between-turns',
  states: {
    'between-turns': {
      on: {
        'start-turn': { guard: 'canStartTurn', target: 'turn', actions: 'startTurn' },
        'score-round': { guard: 'canScoreRound', actions: 'scoreRound' },
        'end-game': { guard: 'canEndGame', target: 'ended', actions: 'endGame' },
      },
    },
    /** The game is over (GameEnded): no command is accepted. */
    ended: {},
    turn: {
      initial: 'orders',
      states: {
        orders: {
          on: {
            activate: { guard: 'canActivate', target: 'order' },
            'end-turn': { guard: 'canEndTurn', target: '#game.between-turns', actions: 'endTurn' },
            'rule-by-players': { guard: 'canRuleByPlayers', actions: 'recordPlayersRuling' },
            'form-fireteam': { guard: 'canFormFireteam', actions: 'formFireteam' },
            'cancel-fireteam': { guard: 'canCancelFireteam', actions: 'cancelFireteam' },
            'strategic-token': { guard: 'canSpendStrategicToken', actions: 'spendStrategicToken' },
            'command-token': { guard: 'canSpendCommandToken', actions: 'spendCommandToken' },
          },
        },
        order: {
          invoke: {
            id: 'order',
            src: 'order',
            input: ({ context, event }) => {
              if (event.type !== 'activate') throw new Error('an Order begins with an activation');
              return { ledger: context.ledger, order: context.ledger.state.orders + 1, activation: event };
            },
            onDone: { target: 'orders' },
          },
          on: {
            declare: { actions: 'forwardToOrder' },
            aro: { actions: 'forwardToOrder' },
            'end-aros': { actions: 'forwardToOrder' },
            measure: { actions: 'forwardToOrder' },
            roll: { actions: 'forwardToOrder' },
            'fail-guts': { actions: 'forwardToOrder' },
            'guts-move': { actions: 'forwardToOrder' },
          },
        },
      },
    },
  },
});
