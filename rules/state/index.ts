export type { GameState, PlayersRuled, StartingStates } from './gameState.ts';
export { PriorGame } from './gameState.ts';
export type { GutsChecked, GutsEntry, OrderState, RolledEntry } from './orderState.ts';
export { copyOrder, newOrder } from './orderState.ts';
export { trooperCost } from './trooperCost.ts';
export { armyPoints } from './armyPoints.ts';
export { inRetreat } from './inRetreat.ts';
