import type { ArbiterEvent } from '../events/index.ts';
import type { ActiveStates } from './viewerApi.ts';

const BETWEEN_TURNS = 'game.between-turns';
const ORDERS = 'game.turn.orders';
const IN_ORDER = 'game.turn.order';
const ORDER_DONE = 'order.done';
const ENDED = 'game.ended';

/** The machines' states as a fold carries them: what `activeStates` gives after the events folded so far. */
export const BEFORE_ANY_EVENT: ActiveStates = {
  game: BETWEEN_TURNS,
  order: null,
  round: 0,
  player: null,
  orderNumber: null,
};

/**
 * One step of the fold behind `activeStates`: the states after event `e`, given the states before it.
 * Every event type is listed; the ones that do not move the machines leave the states as they were.
 */
export const nextActiveStates = (before: ActiveStates, e: ArbiterEvent): ActiveStates => {
  let { game, order, round, player, orderNumber } = before;
  if (order === ORDER_DONE) {
    order = null;
    orderNumber = null;
  }
  switch (e.type) {
    case 'TurnStarted':
      game = ORDERS;
      round = e.round;
      player = e.player;
      break;
    case 'TurnEnded':
      game = BETWEEN_TURNS;
      order = null;
      orderNumber = null;
      player = null;
      break;
    case 'TrooperActivated':
      game = IN_ORDER;
      orderNumber = e.order;
      break;
    case 'OrderStepEntered':
      game = IN_ORDER;
      order = `order.${e.step}`;
      orderNumber = e.order;
      break;
    case 'OrderConcluded':
      game = ORDERS;
      order = ORDER_DONE;
      break;
    case 'GameEnded':
      game = ENDED;
      break;
    // Every other event leaves the states as they were.
    case 'RoundScored':
    case 'AroDeclarationsClosed':
    case 'AroDeclared':
    case 'CoordinatedOrderGiven':
    case 'FireteamChanged':
    case 'DiceRolled':
    case 'DisposableSpent':
    case 'DodgeResolved':
    case 'FaceToFaceResolved':
    case 'FriendlyFireHit':
    case 'GameStarted':
    case 'GutsMoved':
    case 'GutsRequirementChecked':
    case 'GutsRollResolved':
    case 'HitsScored':
    case 'LieutenantAppointed':
    case 'CommandTokenSpent':
    case 'StepRetracted':
    case 'MeasurementRecorded':
    case 'NormalRollResolved':
    case 'OrderPoolsFormed':
    case 'OrderRuledByPlayers':
    case 'OrderSpent':
    case 'SavingRollResolved':
    case 'ShotNullified':
    case 'SkillDeclared':
    case 'SkillVoided':
    case 'StateEntered':
    case 'StateLeft':
    case 'TemplateAttackResolved':
    case 'WoundsInflicted':
    case 'ProtheionRecovered':
    case 'SmokeThrown':
    case 'ObjectiveChanged':
    case 'SkillGained':
      break;
  }
  return { game, order, round, player, orderNumber };
};

/**
 * Where the game and order machines were after event `seq`, read from the events that mark them:
 * TurnStarted/TurnEnded (the turn), TrooperActivated/OrderConcluded (an Order runs or not) and
 * OrderStepEntered (the Order's step). Every other event type is listed and leaves the states as
 * they were: a new event type fails the lint (switch-exhaustiveness-check) until it is placed here.
 */
export const activeStates = (events: readonly ArbiterEvent[], seq: number): ActiveStates =>
  events.slice(0, seq).reduce(nextActiveStates, BEFORE_ANY_EVENT);
