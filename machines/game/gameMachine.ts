import { assign, sendTo, setup } from 'xstate';
import { orderMachine, type OrderOutput } from '../order/orderMachine.ts';
import type { GameCommand } from './gameCommand.ts';
import type { GameContext, GameInput } from './gameContext.ts';
import { STARTING_COMMAND_TOKENS, spendCommandToken, turnRound } from '../../rules/orders/index.ts';
import {
  initialTable, playersRulingEvent, poolsFor, refuseActivate, refuseEndTurn, refuseStartTurn, rulePlayersOrder, spend, startedEvent,
} from './gameRules.ts';

/**
 * The game frame: Turns (Tactical Phase, then Orders) and one child order machine per Order.
 * Order commands are forwarded to the running Order; the session checks them against the
 * child before sending, so nothing is dropped silently.
 */
export const gameMachine = setup({
  types: { context: {} as GameContext, events: {} as GameCommand, input: {} as GameInput },
  actors: { order: orderMachine },
  guards: {
    canStartTurn: ({ context, event }) => event.type === 'start-turn' && refuseStartTurn(context, event.player) === null,
    canActivate: ({ context, event }) => event.type === 'activate' && refuseActivate(context, event.trooper, event.order, event.coordinated) === null,
    canEndTurn: ({ context, event }) => event.type === 'end-turn' && refuseEndTurn(context, event.lieutenant) === null,
    canRuleByPlayers: ({ context, event }) => event.type === 'rule-by-players' && rulePlayersOrder(context, event).ok,
  },
  actions: {
    recordStart: assign(({ context }) => ({
      outbox: [...context.outbox, startedEvent(context)],
    })),
    startTurn: assign(({ context, event }) => {
      if (event.type !== 'start-turn') return {};
      const { round, playedThisRound } = turnRound(context.round, context.playedThisRound, context.armies.length, event.player);
      const pools = poolsFor(context, event.player);
      const formed = pools === null ? [] : [{
        type: 'OrderPoolsFormed' as const, round, player: event.player,
        pools: Object.entries(pools.regular).map(([group, regular]) => ({ group, regular })),
        irregular: Object.entries(pools.irregular).map(([trooper, orders]) => ({ trooper, orders })),
        lieutenant: pools.lieutenant, lossOfLieutenant: pools.lossOfLieutenant, citations: pools.citations,
      }];
      return {
        round, activePlayer: event.player, pools,
        playedThisRound,
        outbox: [...context.outbox, { type: 'TurnStarted' as const, round, player: event.player }, ...formed],
      };
    }),
    endTurn: assign(({ context, event }) => {
      const player = context.activePlayer;
      if (player === null || event.type !== 'end-turn') return {};
      const appointed = event.lieutenant === undefined ? [] : [{
        type: 'LieutenantAppointed' as const, round: context.round, player, trooper: event.lieutenant,
        citation: context.edition === 'n5' ? 'n5/lieutenant/loss' as const : context.edition === 'n4' ? 'n4/lieutenant/loss' as const : 'n3/lieutenant/loss' as const,
      }];
      return {
        lieutenants: event.lieutenant === undefined ? context.lieutenants : { ...context.lieutenants, [player]: event.lieutenant },
        outbox: [...context.outbox, ...appointed, { type: 'TurnEnded' as const, round: context.round, player }],
        activePlayer: null, pools: null,
      };
    }),
    spendOrder: assign(({ context, event }) => {
      if (event.type !== 'activate') return {};
      const coordinated = event.coordinated ?? [];
      const spent = spend(context, event.trooper, coordinated.length > 0 ? 'regular' : event.order);
      if (spent === null || !spent.ok || context.activePlayer === null) return {};
      const tokens = coordinated.length > 0 ? spendCommandToken(context.tokens, context.activePlayer) : context.tokens;
      return { orders: context.orders + 1, pools: spent.pools, tokens, spending: { kind: spent.kind, group: spent.group, citation: spent.citation, coordinated } };
    }),
    recordPlayersRuling: assign(({ context, event }) => {
      if (event.type !== 'rule-by-players' || context.activePlayer === null) return {};
      const ruled = rulePlayersOrder(context, event);
      if (!ruled.ok) return {};
      return {
        orders: context.orders + 1, table: ruled.table, pools: ruled.pools, tokens: { ...context.tokens, [context.activePlayer]: ruled.tokensLeft },
        outbox: [...context.outbox, playersRulingEvent(context, event, ruled.outcome)],
      };
    }),
    forwardToOrder: sendTo('order', ({ event }) => event),
    finishOrder: assign(({ event }) => ('output' in event ? { table: (event.output as OrderOutput).table, spending: null } : {})),
  },
}).createMachine({
  id: 'game',
  context: ({ input }) => ({
    ...input, table: initialTable(input.edition, input.armies, input.startingStates, input.readings), round: 0, activePlayer: null, orders: 0, playedThisRound: [],
    lieutenants: Object.fromEntries(input.armies.map((a) => [a.player, a.lieutenant])), pools: null, spending: null, outbox: [],
    tokens: Object.fromEntries(input.armies.map((a) => [a.player, input.commandTokens ?? STARTING_COMMAND_TOKENS])),
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
            activate: { guard: 'canActivate', target: 'order', actions: 'spendOrder' },
            'end-turn': { guard: 'canEndTurn', target: '#game.between-turns', actions: 'endTurn' },
            'rule-by-players': { guard: 'canRuleByPlayers', actions: 'recordPlayersRuling' },
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
              group: context.spending?.group ?? '',
              pool: context.spending?.kind ?? 'regular',
              orderCitation: context.spending?.citation ?? 'n3/orders/order-pool',
              coordinated: context.spending?.coordinated ?? [],
              commandTokensLeft: context.activePlayer === null ? 0 : context.tokens[context.activePlayer] ?? 0,
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
            'guts-move': { actions: 'forwardToOrder' },
          },
        },
      },
    },
  },
});
