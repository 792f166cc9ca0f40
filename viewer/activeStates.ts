import type { ArbiterEvent } from '../events/index.ts';
import type { ActiveStates } from './viewerApi.ts';

const BETWEEN_TURNS = 'game.between-turns';
const ORDERS = 'game.turn.orders';
const IN_ORDER = 'game.turn.order';
const ORDER_DONE = 'order.done';

/**
 * Where the game and order machines were after event `seq`, read from the events that mark them:
 * TurnStarted/TurnEnded (the turn), TrooperActivated/OrderConcluded (an Order runs or not) and
 * OrderStepEntered (the Order's step). Other events leave the states as they were, so event
 * types added later never break this; only new marking events need a line here.
 */
export const activeStates = (events: readonly ArbiterEvent[], seq: number): ActiveStates => {
  let game = BETWEEN_TURNS;
  let order: string | null = null;
  let round = 0;
  let player: string | null = null;
  let orderNumber: number | null = null;
  for (const e of events.slice(0, seq)) {
    if (order === ORDER_DONE) { order = null; orderNumber = null; }
    switch (e.type) {
      case 'TurnStarted':
        game = ORDERS; round = e.round; player = e.player;
        break;
      case 'TurnEnded':
        game = BETWEEN_TURNS; order = null; orderNumber = null; player = null;
        break;
      case 'TrooperActivated':
        game = IN_ORDER; orderNumber = e.order;
        break;
      case 'OrderStepEntered':
        game = IN_ORDER; order = `order.${e.step}`; orderNumber = e.order;
        break;
      case 'OrderConcluded':
        game = ORDERS; order = ORDER_DONE;
        break;
      default:
        break;
    }
  }
  return { game, order, round, player, orderNumber };
};
