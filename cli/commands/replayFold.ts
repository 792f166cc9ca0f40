import * as E from 'fp-ts/lib/Either.js';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { orderOf } from '../../events/index.ts';
import type { ArbiterEvent } from '../../events/index.ts';
import {
  foldLog,
  openSnapshotCache,
  snapshotFold,
  snapshotKey,
  writeSnapshotCache,
  type CachedSnapshot,
  type CacheIndex,
  type LogError,
  type Projection,
  type SnapshotCache,
  type TornTail,
} from '../../kernel/index.ts';
import { gameSnapshotCodec, infinityRuleset } from '../../projections/index.ts';
import type { GameState } from '../../rules/state/index.ts';

/** Records between the snapshots of a cache (at most this many, plus one Order, are folded per replay). */
export const CACHE_EVERY = 1024;

/** Where this user's snapshot-cache key lives: $ARBITER_CACHE_DIR, else $XDG_CACHE_HOME/arbiter, else ~/.cache/arbiter. */
export const cacheKeyDir = (env: NodeJS.ProcessEnv = process.env): string =>
  env['ARBITER_CACHE_DIR'] ?? join(env['XDG_CACHE_HOME'] ?? join(homedir(), '.cache'), 'arbiter');

export type ReplayTarget =
  | { readonly kind: 'end' }
  | { readonly kind: 'seq'; readonly seq: number }
  | { readonly kind: 'order'; readonly order: number };

/** The state a replay folded to, and how the log ends there. */
export interface ReplayedState {
  readonly state: GameState | null;
  readonly lastSeq: number;
  readonly sealed: boolean;
  readonly tornTail?: TornTail;
  /** Whether a cached snapshot was used. */
  readonly cached: boolean;
}

/** Why a replay has no state: the log cannot be read (`log`), or it has no such Order (`no-order`; `last`: its last Order, 0 for none). */
export type ReplayMiss =
  { readonly kind: 'log'; readonly error: LogError } | { readonly kind: 'no-order'; readonly last: number };

export type ReplayFold = E.Either<ReplayMiss, ReplayedState>;

type Game = Projection<GameState | null, ArbiterEvent>;

export interface ReplayFoldOptions {
  /** The key of this user's caches; null: no cache is read or written. */
  readonly key: Uint8Array | null;
  /** The projection to fold from the start (the game's, watched by a progress bar). */
  readonly projection?: Game;
  readonly every?: number;
}

const ORDER_INFO = (e: ArbiterEvent): number | null => orderOf(e);

/** The seq of the last event of Order `order` (0: no such Order), and the last Order of the log: read whole. */
const endOfOrder = async (file: string, order: number) => {
  const r = await foldLog(file, infinityRuleset.catalogue, {
    initial: { count: 0, seq: 0, last: 0 },
    evolve: (s, e: ArbiterEvent) => {
      const o = orderOf(e);
      const count = s.count + 1;
      return { count, seq: o === order ? count : s.seq, last: o === null ? s.last : Math.max(s.last, o) };
    },
  });
  return E.isRight(r)
    ? E.right({ seq: r.right.state.seq, last: r.right.state.last })
    : E.left<ReplayMiss>({ kind: 'log', error: r.left.error });
};

/** The cache's best snapshot for a target: the last one before it. */
const pick = (index: CacheIndex, target: ReplayTarget): CacheIndex[number] | undefined => {
  const usable = index.filter(([seq, info]) =>
    target.kind === 'end' ? true : target.kind === 'seq' ? seq < target.seq : info >= 0 && info < target.order,
  );
  return usable[usable.length - 1];
};

/** The snapshots of a cache that still check. */
const validSnapshots = async (cache: SnapshotCache): Promise<readonly CachedSnapshot[]> => {
  const out: CachedSnapshot[] = [];
  for (const row of cache.index) {
    const s = await cache.read(row);
    if (s !== null) out.push(s);
  }
  return out;
};

type Folded = ReplayedState & { readonly snapshots: readonly CachedSnapshot[] };

/**
 * From a cached snapshot: the state at the target, or null when the cache cannot say (a snapshot
 * that does not check, a log that is not the one it was taken of, any error on the way): then the
 * caller folds from the start, which says exactly what is wrong.
 */
const fromSnapshot = async (
  file: string,
  target: ReplayTarget,
  from: CachedSnapshot,
  every: number,
  game: Game,
): Promise<Folded | null> => {
  const common = { codec: gameSnapshotCodec, from, every, info: ORDER_INFO };
  if (target.kind !== 'order') {
    const r = await snapshotFold(file, infinityRuleset.catalogue, game, {
      ...common,
      ...(target.kind === 'seq' ? { toSeq: target.seq } : {}),
    });
    if (E.isLeft(r)) return null;
    const { state, lastSeq, sealed, tornTail, snapshots } = r.right;
    return {
      state,
      lastSeq,
      sealed,
      ...(tornTail === undefined ? {} : { tornTail }),
      snapshots,
      cached: true,
    };
  }
  // The end of Order N: the state after its last event, found by folding on until a later Order
  // begins (Orders run in sequence: the log's Orders never interleave).
  let seq = from.seq;
  let atEnd: { state: GameState | null; seq: number } | null = null;
  const watched: Projection<GameState | null, ArbiterEvent> = {
    initial: game.initial,
    evolve: (s, e) => {
      const next = game.evolve(s, e);
      seq += 1;
      if (orderOf(e) === target.order) atEnd = { state: next, seq };
      return next;
    },
  };
  const r = await snapshotFold(file, infinityRuleset.catalogue, watched, {
    ...common,
    until: (e) => (orderOf(e) ?? 0) > target.order,
  });
  const end = atEnd as { state: GameState | null; seq: number } | null;
  if (E.isLeft(r) || end === null) return null;
  const whole = r.right;
  // As a fold to that seq says it: sealed (and a torn tail) only when nothing came after it.
  const last = whole.lastSeq === end.seq;
  return {
    state: end.state,
    lastSeq: end.seq,
    sealed: last && whole.sealed,
    ...(last && whole.tornTail !== undefined ? { tornTail: whole.tornTail } : {}),
    snapshots: whole.snapshots.filter((s) => s.seq < end.seq),
    cached: true,
  };
};

/**
 * `arbiter replay`'s fold: the game state at the end of the log, after an event, or at the end of
 * an Order. With a key, from the log's snapshot cache when it has a snapshot before the target
 * (see {@link fromSnapshot}); otherwise from the start, every record read and verified. Either way
 * the fold keeps snapshots and writes the cache again when it has new ones. A cache never changes
 * the answer: whatever it cannot vouch for is folded from the start.
 */
export const replayFold = async (
  file: string,
  target: ReplayTarget,
  options: ReplayFoldOptions,
): Promise<ReplayFold> => {
  const every = options.every ?? CACHE_EVERY;
  const key = options.key;
  const game = options.projection ?? infinityRuleset.projection;
  const cache = key === null ? null : await openSnapshotCache(file, key);
  try {
    let stale = false;
    const row = cache === null ? undefined : pick(cache.index, target);
    const from = row === undefined || cache === null ? null : await cache.read(row);
    if (from !== null) {
      const folded = await fromSnapshot(file, target, from, every, game);
      if (folded !== null) {
        const lastCached = cache?.index[cache.index.length - 1]?.[0] ?? 0;
        const added = folded.snapshots.filter((s) => s.seq > lastCached);
        if (key !== null && cache !== null && added.length > 0)
          await writeSnapshotCache(file, key, [...(await validSnapshots(cache)), ...added]);
        const { snapshots: _, ...rest } = folded;
        return E.right(rest);
      }
      stale = true;
    } else if (row !== undefined) stale = true;
    let toSeq = target.kind === 'seq' ? target.seq : undefined;
    if (target.kind === 'order') {
      const end = await endOfOrder(file, target.order);
      if (E.isLeft(end)) return end;
      if (end.right.seq === 0) return E.left({ kind: 'no-order', last: end.right.last });
      toSeq = end.right.seq;
    }
    const folded = await snapshotFold(file, infinityRuleset.catalogue, game, {
      codec: gameSnapshotCodec,
      every,
      info: ORDER_INFO,
      ...(toSeq === undefined ? {} : { toSeq }),
    });
    if (E.isLeft(folded))
      return E.left({
        kind: 'log',
        error:
          'error' in folded.left
            ? folded.left.error
            : { kind: 'io', path: file, operation: 'read', message: 'no snapshot was read' },
      });
    const r = folded.right;
    const lastCached = cache?.index[cache.index.length - 1]?.[0] ?? 0;
    const newest = r.snapshots[r.snapshots.length - 1]?.seq ?? 0;
    if (key !== null && r.snapshots.length > 0 && (stale || newest > lastCached))
      await writeSnapshotCache(file, key, r.snapshots);
    return E.right({
      state: r.state,
      lastSeq: r.lastSeq,
      sealed: r.sealed,
      ...(r.tornTail === undefined ? {} : { tornTail: r.tornTail }),
      cached: false,
    });
  } finally {
    await cache?.close();
  }
};

/** The key of this user's caches, or null (no cache) when it can be neither read nor made. */
export const replayCacheKey = (): Promise<Uint8Array | null> => snapshotKey(cacheKeyDir());
