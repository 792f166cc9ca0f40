export type { Projection } from './projection.ts';
export { fold } from './projection.ts';
export type { TrooperRow, TroopersState, OrdersLeft, PlayersOrder } from './trooperProjection.ts';
export { trooperProjection } from './trooperProjection.ts';
