import { performance } from 'node:perf_hooks';
import { createGameSession, type GameCommand } from '../machines/index.ts';
import { fold, trooperProjection } from '../projections/index.ts';
import type { BenchReport } from './benchReport.ts';
import { generatedGame } from './generatedGame.ts';

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/**
 * Re-adjudication throughput: a generated game of many Orders re-run through fresh machines
 * (every command checked, every ruling recomputed), in Orders per second, next to folding the
 * same log without machines, measured in the same run.
 */
export async function run(): Promise<BenchReport> {
  const turns = 100; // 1,000 Orders
  const { input, commands } = generatedGame(turns);
  const live = createGameSession(input);
  const script: GameCommand[] = [];
  for (const c of commands(() => live.due())) {
    const r = live.send(c);
    if (!r.ok) throw new Error(`generated game refused ${c.type}: ${r.rejection.reason}`);
    script.push(c);
  }
  const events = live.events;
  const orders = turns * 10;
  const readj: number[] = [];
  const folds: number[] = [];
  for (let i = 0; i < 7; i += 1) {
    let t0 = performance.now();
    const s = createGameSession(input);
    for (const c of script) s.send(c);
    readj.push(performance.now() - t0);
    s.stop();
    t0 = performance.now();
    for (let k = 0; k < 10; k += 1) fold(trooperProjection, events);
    folds.push((performance.now() - t0) / 10);
  }
  const r = median(readj);
  const f = median(folds);
  return {
    name: 're-adjudication (issue 4)',
    lines: [
      `game: ${orders} Orders, ${script.length} commands, ${events.length} events`,
      `re-adjudicate through machines: ${r.toFixed(1)} ms → ${Math.round((orders / r) * 1000).toLocaleString('en')} Orders/s (target ≥ 5,000/s)`,
      `baseline, fold the same log without machines: ${f.toFixed(2)} ms → ${Math.round((orders / f) * 1000).toLocaleString('en')} Orders/s`,
      `ratio re-adjudication / fold: ${(r / f).toFixed(1)}×`,
    ],
  };
}
