// The game-agnostic kernel: the log (record, hash chain, seal, stores), the decider shape, the
// ruleset interface, folds and snapshots. It imports nothing of the project's other folders.
export * from './log/index.ts';
export type { Decide, Decision, Evolve } from './decider.ts';
export { foldEvents } from './decider.ts';
export type { Ruleset } from './ruleset.ts';
export type { ResumeResult, Snapshot } from './snapshot.ts';
export { resumeFold } from './snapshot.ts';
export type { SnapshotIndex } from './snapshotIndex.ts';
export { snapshotIndex, SNAPSHOT_EVERY } from './snapshotIndex.ts';
export type { CachedSnapshot, CacheIndex, SnapshotCache } from './snapshotCache.ts';
export { openSnapshotCache, writeSnapshotCache, snapshotCacheText, SNAPSHOT_CACHE_SUFFIX } from './snapshotCache.ts';
export { snapshotKey, SNAPSHOT_KEY_FILE } from './snapshotKey.ts';
export type { SnapshotCodec, SnapshotFoldOptions, SnapshotFoldResult } from './snapshotFold.ts';
export { snapshotFold } from './snapshotFold.ts';
