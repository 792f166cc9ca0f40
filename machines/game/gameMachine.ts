import { assign, sendTo, setup } from 'xstate';
import { orderMachine, type OrderOutput } from '../order/orderMachine.ts';
import type { GameCommand } from './gameCommand.ts';
import type { GameContext, GameInput } from './gameContext.ts';
import { initialTable, refuseActivate, refuseStartTurn } from './gameRules.ts';

/**
 * The game frame: turns, and one child order machine per Order. Order commands are forwarded
 * to the running Order; the session checks them against the child before sending.
 */
export const gameMachine = setup({
  types: { context: {} as GameContext, events: {} as GameCommand, input: {} as GameInput },
  actors: { order: orderMachine },
  guards: {
    canStartTurn: ({ context, event }) => event.type === 'start-turn' && refuseStartTurn(context, event.player) === null,
    canActivate: ({ context, event }) => event.type === 'activate' && refuseActivate(context, event.trooper) === null,
  },
  actions: {
    recordStart: assign(({ context }) => ({
      outbox: [...context.outbox, { type: 'GameStarted' as const, edition: context.edition, title: context.title, armies: context.armies }],
    })),
    startTurn: assign(({ context, event }) => {
      if (event.type !== 'start-turn') return {};
      const round = context.round + (context.activePlayer === null || event.player === context.armies[0]?.player ? 1 : 0);
      return { round, activePlayer: event.player, outbox: [...context.outbox, { type: 'TurnStarted' as const, round, player: event.player }] };
    }),
    endTurn: assign(({ context }) => ({
      outbox: context.activePlayer === null ? context.outbox : [...context.outbox, { type: 'TurnEnded' as const, round: context.round, player: context.activePlayer }],
      activePlayer: null,
    })),
    countOrder: assign(({ context }) => ({ orders: context.orders + 1 })),
    forwardToOrder: sendTo('order', ({ event }) => event),
    finishOrder: assign(({ event }) => ('output' in event ? { table: (event.output as OrderOutput).table } : {})),
  },
}).createMachine({
  id: 'game',
  context: ({ input }) => ({
    ...input, table: initialTable(input.edition, input.armies), round: 0, activePlayer: null, orders: 0, outbox: [],
  }),
  entry: 'recordStart',
  initial: 'between-turns',
  states: {
    'between-turns': {
      on: { 'start-turn': { guard: 'canStartTurn', target: 'turn', actions: 'startTurn' } },
    },
    turn: {
      initial: 'orders',
      states: {
        orders: {
          on: {
            activate: { guard: 'canActivate', target: 'order', actions: 'countOrder' },
            'end-turn': { target: '#game.between-turns', actions: 'endTurn' },
          },
        },
        order: {
          invoke: {
            id: 'order',
            src: 'order',
            input: ({ context, event }) => ({
              order: context.orders,
              player: context.activePlayer ?? '',
              trooper: event.type === 'activate' ? event.trooper : '',
              group: context.table.troopers[event.type === 'activate' ? event.trooper : '']?.group ?? '',
              pool: 'regular' as const,
              table: context.table,
            }),
            onDone: { target: 'orders', actions: 'finishOrder' },
          },
          on: {
            declare: { actions: 'forwardToOrder' },
            aro: { actions: 'forwardToOrder' },
            'end-aros': { actions: 'forwardToOrder' },
            measure: { actions: 'forwardToOrder' },
            roll: { actions: 'forwardToOrder' },
            'fail-guts': { actions: 'forwardToOrder' },
          },
        },
      },
    },
  },
});
