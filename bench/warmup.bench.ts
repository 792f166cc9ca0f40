import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { BenchReport } from './benchReport.ts';
import { bundledChild } from './bundledChild.ts';
import { compileLoad, type CompileLoad } from './compileLoad.ts';
import { median } from './median.ts';

const CHILD = resolve(import.meta.dirname, 'warmupChild.ts');
/** Orders a slice is timed over. */
const SLICE = 1000;
/** Fresh processes timed (a traced one besides, for the compiler's load only). */
const RUNS = 3;

interface Slice {
  readonly wallMs: number;
  readonly cpuMs: number;
}

/** Runs the bundled child once; its slices (the last line of stdout) and everything before them. */
const runChild = (child: string, turns: number, flags: readonly string[]): { slices: Slice[]; trace: string } => {
  const r = spawnSync(process.execPath, [...flags, child, String(turns), String(SLICE)], {
    maxBuffer: 1024 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (r.status !== 0) throw new Error(`the warm-up child exited ${String(r.status)}: ${r.stderr.toString()}`);
  const out = r.stdout.toString();
  const last = out.trimEnd().lastIndexOf('\n');
  return { slices: JSON.parse(out.slice(last + 1)) as Slice[], trace: out.slice(0, last) };
};

const loadLine = (load: CompileLoad): string =>
  `optimizing compiler (--trace-opt, one more run): ${load.compilations} compilations taking ${(load.ms / 1000).toFixed(2)} s on its thread, ` +
  `${(load.recompiledMs / 1000).toFixed(2)} s (${((100 * load.recompiledMs) / (load.ms || 1)).toFixed(0)}%) of them compiling again a function deoptimized before; ` +
  `the largest ${load.largestMs.toFixed(0)} ms; ${load.deopts} deoptimizations (${[...load.deoptReasons]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([reason, n]) => `${n} ${reason}`)
    .join(', ')})`;

/**
 * Issue 19: how much of the engine's cost over a long game is V8 warming up. One generated game
 * (12k Orders; 30k with --30k) played in fresh processes, timed by slices of 1,000 Orders; each
 * slice is reported against the warm cost measured in the same run (the median of the last third
 * of the slices), and the whole game's cost per Order against it. A traced run counts what the
 * optimizing compiler does: warming up is bounded by its one thread.
 */
export const run = async (): Promise<BenchReport> => {
  const orders = process.argv.includes('--30k') ? 30_000 : 12_000;
  const turns = orders / 10;
  const child = await bundledChild(CHILD);
  try {
    const runs = Array.from({ length: RUNS }, () => runChild(child.path, turns, []).slices);
    const load = compileLoad(runChild(child.path, turns, ['--trace-opt', '--trace-deopt']).trace);
    const count = Math.min(...runs.map((r) => r.length));
    const perOrder = Array.from({ length: count }, (_, i) => median(runs.map((r) => (r[i]?.wallMs ?? 0) / SLICE)));
    const cpuPerWall = Array.from({ length: count }, (_, i) =>
      median(runs.map((r) => (r[i]?.cpuMs ?? 0) / (r[i]?.wallMs || 1))),
    );
    const warm = median(perOrder.slice(Math.floor((count * 2) / 3)));
    const whole = median(runs.map((r) => r.reduce((n, s) => n + s.wallMs, 0) / (r.length * SLICE)));
    const shown = perOrder.map((ms, i) => ({ ms, i })).filter(({ i }) => i < 6 || i === count - 1 || i % 5 === 4);
    return {
      name: 'engine warm-up (issue 19)',
      lines: [
        `one generated game of ${orders.toLocaleString('en-US')} Orders, ${RUNS} fresh processes, timed by ${SLICE.toLocaleString('en-US')} Orders (medians over the runs)`,
        `ms per Order by slice, × the warm cost: ${shown.map(({ ms, i }) => `#${i + 1} ${ms.toFixed(3)} (${(ms / (warm || 1)).toFixed(1)}×)`).join(', ')}`,
        `warm (the last third of the slices): ${warm.toFixed(3)} ms per Order; the whole game ${whole.toFixed(3)}: ${(whole / (warm || 1)).toFixed(2)}× warm, so warming up is ${((1 - warm / (whole || 1)) * 100).toFixed(0)}% of the engine's time`,
        `CPU of all threads per wall second: first slice ${(cpuPerWall[0] ?? 0).toFixed(2)}, warm ${median(cpuPerWall.slice(Math.floor((count * 2) / 3))).toFixed(2)}`,
        loadLine(load),
      ],
    };
  } finally {
    await child.remove();
  }
};
