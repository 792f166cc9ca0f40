import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import * as E from 'fp-ts/lib/Either.js';
import { replayFold, type ReplayTarget } from '../cli/commands/replayFold.ts';
import { arbiterCatalogue } from '../events/arbiterCatalogue.ts';
import type { ArbiterEvent } from '../events/index.ts';
import { createLogFile, SNAPSHOT_CACHE_SUFFIX } from '../kernel/index.ts';
import type { BenchReport } from './benchReport.ts';
import { generatedEvents } from './generatedGame.ts';
import { median } from './median.ts';

/** Generated Orders per size; 30k joins with `npm run bench replay-cache -- --30k`. */
const SIZES = process.argv.includes('--30k') ? [10_000, 30_000] : [10_000];
/** Random seqs per path: without the cache each folds from the start, so it gets fewer. */
const OLD_SEQS = 3;
const NEW_SEQS = 51;

const events = (orders: number): readonly ArbiterEvent[] => {
  return generatedEvents(orders / 10);
};

/** A deterministic stream over 1 … last. */
const picks = (last: number, n: number, seed: number): readonly number[] => {
  let x = seed >>> 0;
  return Array.from({ length: n }, () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return (x % last) + 1;
  });
};

const sorted = (xs: readonly number[]): readonly number[] => [...xs].sort((a, b) => a - b);
const spread = (xs: readonly number[]): string => {
  const s = sorted(xs);
  const f = (n: number | undefined): string => (n ?? 0).toFixed(n !== undefined && n < 10 ? 1 : 0);
  return `${f(s[0])}/${f(median(s))}/${f(s[s.length - 1])}`;
};

const ROOT = resolve(import.meta.dirname, '..');
const processMs = (args: readonly string[], env: NodeJS.ProcessEnv): number => {
  const t0 = performance.now();
  execFileSync(process.execPath, [...args], { cwd: ROOT, env, stdio: 'ignore' });
  return performance.now() - t0;
};

/**
 * Issue 19, item 3: `arbiter replay --at` on the generated game, folding from the start (no cache)
 * against starting from the snapshot cache beside the log (after the first run made it), in the
 * same run: ms min/median/max of replayFold in process, the ratio of medians, and the built
 * command end to end against a bare `node -e ''`.
 */
export const run = async (): Promise<BenchReport> => {
  const dir = await mkdtemp(join(tmpdir(), 'arbiter-replay-cache-bench-'));
  const key = randomBytes(32);
  const lines = [`generated N5 game (bench/generatedGame.ts); ms min/median/max of replayFold in process`];
  try {
    for (const orders of SIZES) {
      const file = join(dir, `g${orders}.jsonl`);
      const written = await createLogFile(file, arbiterCatalogue, events(orders), { now: Date.now, seal: true });
      if (E.isLeft(written)) throw new Error(`log not written: ${written.left.kind}`);
      const last = written.right.lastSeq - 1;
      const timed = async (target: ReplayTarget, k: Uint8Array | null): Promise<number> => {
        const t0 = performance.now();
        const r = await replayFold(file, target, { key: k });
        if (E.isLeft(r)) throw new Error('replay failed');
        return performance.now() - t0;
      };
      const old: number[] = [];
      for (const seq of picks(last, OLD_SEQS, orders)) old.push(await timed({ kind: 'seq', seq }, null));
      const buildMs = await timed({ kind: 'end' }, key);
      const cacheBytes = (await stat(file + SNAPSHOT_CACHE_SUFFIX)).size;
      const cached: number[] = [];
      for (const seq of picks(last, NEW_SEQS, orders + 1)) cached.push(await timed({ kind: 'seq', seq }, key));
      const byOrder: number[] = [];
      for (const order of picks(orders, NEW_SEQS, orders + 2)) byOrder.push(await timed({ kind: 'order', order }, key));
      const logBytes = (await stat(file)).size;
      lines.push(
        `${orders} Orders, ${last} events, log ${(logBytes / 1e6).toFixed(0)} MB: first run (fold + cache of ${(cacheBytes / 1e6).toFixed(1)} MB written) ${buildMs.toFixed(0)} ms`,
        `  --at SEQ, no cache        ${spread(old).padEnd(20)}`,
        `  --at SEQ, cache           ${spread(cached).padEnd(20)} cache/no cache ${(median(cached) / median(old)).toFixed(4)}× (target < 50 ms)`,
        `  --at order:N, cache       ${spread(byOrder).padEnd(20)}`,
      );
      const env = { ...process.env, ARBITER_CACHE_DIR: join(dir, 'keys') };
      const seq = String(picks(last, 1, 5)[0]);
      processMs(['bin/arbiter.mjs', 'replay', file, '--at', seq, '--json'], env); // makes this key's cache
      const bare = [1, 2, 3].map(() => processMs(['-e', ''], env));
      const cli = [1, 2, 3].map(() => processMs(['bin/arbiter.mjs', 'replay', file, '--at', seq, '--json'], env));
      lines.push(
        `  built command, cached, process start to exit ${spread(cli)} ms; bare node -e '' ${spread(bare)} ms (${(median(cli) / median(bare)).toFixed(2)}×)`,
      );
    }
    return { name: 'replay --at with the snapshot cache (issue 19, item 3)', lines };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};
