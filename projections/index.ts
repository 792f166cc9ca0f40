export { evolve, foldGame } from './evolve.ts';
export { gameProjection } from './gameProjection.ts';
export type { TrooperRow, TroopersState, OrdersLeft, PlayersOrder } from './troopersOf.ts';
export { foldTroopers, troopersOf } from './troopersOf.ts';
export { infinityRuleset } from './infinityRuleset.ts';
export { gameSnapshotCodec } from './snapshotCodec.ts';
