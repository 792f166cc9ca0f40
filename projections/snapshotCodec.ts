import type { SnapshotCodec } from '../kernel/snapshotFold.ts';
import type { ArbiterEvent } from '../rules/events/index.ts';
import type { GameState } from '../rules/state/index.ts';
import { beginsOrder } from './evolve.ts';

/**
 * The game state in a snapshot cache: plain JSON, without its retraction chain (`previous`). A
 * snapshot is taken only just before an event that begins an Order, and evolve drops the chain
 * there (a retraction never reaches into an earlier Order), so the fold resumed from it gives
 * exactly the states a fold from the start gives (test/kernel/snapshotCache.test.ts).
 */
export const gameSnapshotCodec: SnapshotCodec<GameState | null, ArbiterEvent> = {
  encode: (state) => (state === null ? null : { ...state, previous: null, retractable: 0 }),
  decode: (json) => json as GameState | null,
  resumesBefore: beginsOrder,
};
