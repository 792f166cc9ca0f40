export type { Decision } from './decision.ts';
export type { GameCommand } from './gameCommand.ts';
export { isOrderCommand, ORDER_COMMAND_TYPES } from './gameCommand.ts';
export type { OrderCommand, OrderCommandType } from './orderCommand.ts';
export type { GameSetup } from './gameSetup.ts';
export { decideGameStarted } from './gameSetup.ts';
export {
  activationEvents,
  decideEndTurn,
  decidePlayersOrder,
  decideStartTurn,
  orderSpentEvents,
  refuseActivate,
} from './gameDecisions.ts';
export type { MeasureTime } from './orderDecisions.ts';
export {
  closeArosEvents,
  concludedEvents,
  decideAro,
  decideDeclare,
  decideFailGuts,
  decideGutsMove,
  decideGutsRoll,
  decideMeasure,
  decideRoll,
  effectsReady,
  resolutionReady,
  stepEvents,
} from './orderDecisions.ts';
export {
  dodgeRulings,
  engagementRulings,
  gutsRulings,
  resetRulings,
  resolutionEvents,
  saveRulings,
} from './orderRulings.ts';
export { conclusionDone, gutsDue } from './conclusionRefusals.ts';
export { outstandingDice, wholeOrder } from './orderRefusals.ts';
export { explainGameRefusal, fireteamOut, gameCommandRefusal } from './explainGameRefusal.ts';
export { commandRefusal } from './commandRefusal.ts';
export { decideCancelFireteam, decideFormFireteam, integrityEvents } from './fireteamDecisions.ts';
export { explainOrderRefusal, orderCommandRefusal } from './explainOrderRefusal.ts';
export { orderViewOf, planOf } from './orderView.ts';
export type { OrderView } from './orderView.ts';
export {
  REGENERATION_EXCHANGE,
  regenerationRollsRefusal,
  statesPhaseEvents,
  type RegenerationRolls,
} from './statesPhase.ts';
export { decideEndGame, decideScoreRound, endedRefusal, scoresOf } from './missionDecisions.ts';
export { missionSetupProblem, type MissionSetup } from './missionSetup.ts';
export { decideStrategicToken, refuseStrategicToken, tokenLimitRefusal } from './strategicTokenEvents.ts';
export { decideCommandToken, refuseCommandToken } from './commandTokenEvents.ts';
