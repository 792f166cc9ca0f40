import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { BenchReport } from './benchReport.ts';
import { median } from './median.ts';

const ROOT = resolve(import.meta.dirname, '..');
const BIN = resolve(ROOT, 'bin', 'arbiter.mjs');
const ODDS = ['odds', '--edition', 'n4', '--active', '13:3', '--reactive', '11:1'];
/** The inf-dice calculator's process on the same matchup, measured once on the 2-core machine (issue 19). */
const INF_DICE_S = 0.115;
/** Target: `arbiter odds` as a whole process within 2× a bare Node start. */
const TARGET_RATIO = 2;
const RUNS = 9;

/** Wall time of one process, start to exit, in seconds (`cache: 'off'`: the command without its code cache). */
const wall = (args: readonly string[], cache: 'on' | 'off' = 'on'): number => {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, args, {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, ARBITER_CODE_CACHE: cache },
  });
  const s = (performance.now() - t0) / 1000;
  if (r.status !== 0) throw new Error(`node ${args.join(' ')} exited ${String(r.status)}: ${r.stderr.toString()}`);
  return s;
};

const sorted = (xs: readonly number[]): readonly number[] => [...xs].sort((a, b) => a - b);
const spread = (xs: readonly number[]): string => {
  const s = sorted(xs);
  const f = (x: number | undefined): string => (x ?? 0).toFixed(3);
  return `min ${f(s[0])} / median ${f(s[Math.floor(s.length / 2)])} / max ${f(s[s.length - 1])} s`;
};

/**
 * `arbiter odds` as a whole process (the built dist/, what `npx arbiter` runs) against a bare
 * `node -e ''` start, in turn in the same run so that a loaded machine slows both alike. Then what
 * the code cache (bin/bundle.mjs) gives: `odds`, and `verify` and `audit` of the demo game (41
 * Orders), each with the cache and without it (ARBITER_CODE_CACHE=off), in turn.
 */
export const run = async (): Promise<BenchReport> => {
  if (!existsSync(resolve(ROOT, 'dist', 'arbiter.cjs'))) throw new Error('dist/ is missing: npm run build first');
  const bare: number[] = [];
  const odds: number[] = [];
  wall(['-e', '']);
  wall([BIN, ...ODDS]);
  for (let i = 0; i < RUNS; i += 1) {
    bare.push(wall(['-e', '']));
    odds.push(wall([BIN, ...ODDS]));
  }
  const ratio = median(odds) / median(bare);
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-cli-start-'));
  const cached: Record<string, { on: number[]; off: number[] }> = {};
  try {
    const log = join(dir, 'demo.jsonl');
    wall([BIN, 'record', join(ROOT, 'examples', 'demo.game.yaml'), '-o', log, '--quiet']);
    const commands: Readonly<Record<string, readonly string[]>> = {
      odds: ODDS,
      verify: ['verify', log],
      audit: ['audit', log],
    };
    for (let i = 0; i < RUNS; i += 1) {
      for (const [name, args] of Object.entries(commands)) {
        const c = (cached[name] ??= { on: [], off: [] });
        // Which goes first alternates.
        if (i % 2 === 0) c.on.push(wall([BIN, ...args], 'on'));
        c.off.push(wall([BIN, ...args], 'off'));
        if (i % 2 === 1) c.on.push(wall([BIN, ...args], 'on'));
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return {
    name: 'command start (issue 19)',
    lines: [
      `${RUNS} runs each, interleaved; the matchup is inf-dice's N4 SV13 B3 vs SV11 B1`,
      `node -e ''                 ${spread(bare)}`,
      `arbiter odds (dist/)       ${spread(odds)}`,
      `ratios of medians: arbiter odds / bare node ${ratio.toFixed(2)}× (target ≤ ${TARGET_RATIO}×, ${ratio <= TARGET_RATIO ? 'met' : 'MISSED'}); ` +
        `arbiter odds / inf-dice's stored ${INF_DICE_S} s ${(median(odds) / INF_DICE_S).toFixed(2)}×`,
      'code cache, the demo game (41 Orders), with / without (ARBITER_CODE_CACHE=off):',
      ...Object.entries(cached).map(
        ([name, c]) =>
          `  ${name.padEnd(7)} with ${spread(c.on)}; without ${spread(c.off)}; ratio of medians ${(median(c.on) / median(c.off)).toFixed(2)}×`,
      ),
    ],
  };
};
