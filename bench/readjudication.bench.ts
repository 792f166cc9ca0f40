import * as E from 'fp-ts/lib/Either.js';
import { performance, PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';
import { createGameSession, type GameCommand } from '../machines/index.ts';
import { foldTroopers } from '../projections/index.ts';
import { readjudicate } from '../audit/index.ts';
import type { BenchReport } from './benchReport.ts';
import { generatedGame } from './generatedGame.ts';
import { median } from './median.ts';

const perSecond = (orders: number, ms: number): string => Math.round((orders / ms) * 1000).toLocaleString('en');

/**
 * Re-adjudication throughput: a generated game of many Orders re-run through fresh machines
 * (every command checked, every ruling recomputed), in Orders per second, with the compiled
 * runtime that `arbiter audit` uses and with xstate's interpreter, next to folding the same log
 * without machines. The three are measured in turn, round after round, so load on the machine
 * weighs on each alike; the ratios are the figures to compare across runs.
 */
export async function run(): Promise<BenchReport> {
  const turns = 100; // 1,000 Orders
  const { input, commands } = generatedGame(turns);
  const live = createGameSession(input);
  const script: GameCommand[] = [];
  for (const c of commands(() => live.due())) {
    const r = live.send(c);
    if (E.isLeft(r)) throw new Error(`generated game refused ${c.type}: ${r.left.reason}`);
    script.push(c);
  }
  const events = live.events;
  const orders = turns * 10;
  // The compiled runs' windows, to tell which of V8's collections fell inside them (the observer
  // is told of each collection later, with its start time and pause).
  const compiledWindows: (readonly [number, number])[] = [];
  const rerun = (runtime: 'xstate' | 'compiled'): number => {
    const t0 = performance.now();
    const s = createGameSession(input, { runtime });
    for (const c of script) {
      if (E.isLeft(s.send(c))) throw new Error(`the ${runtime} runtime refused a command the game accepted`);
    }
    const ms = performance.now() - t0;
    if (runtime === 'compiled') compiledWindows.push([t0, t0 + ms]);
    if (s.events.length !== events.length)
      throw new Error(`the ${runtime} runtime logged ${s.events.length} events, not ${events.length}`);
    s.stop();
    return ms;
  };
  // What `arbiter audit` does after reading the log: take the commands back out of the events,
  // re-run them and compare every ruling.
  const records = events.map((event, i) => ({ seq: i + 1, line: i + 1, event }));
  const audit = (): number => {
    const t0 = performance.now();
    const r = readjudicate(records);
    const ms = performance.now() - t0;
    if (E.isLeft(r) || !r.right.agrees)
      throw new Error('the generated game does not re-adjudicate to the same rulings');
    return ms;
  };
  const collections: PerformanceEntry[] = [];
  const observer = new PerformanceObserver((list) => {
    collections.push(...list.getEntries());
  });
  observer.observe({ entryTypes: ['gc'] });
  const compiled: number[] = [];
  const xstate: number[] = [];
  const audits: number[] = [];
  const folds: number[] = [];
  for (let i = 0; i < 11; i += 1) {
    compiled.push(rerun('compiled'));
    xstate.push(rerun('xstate'));
    audits.push(audit());
    const t0 = performance.now();
    for (let k = 0; k < 10; k += 1) foldTroopers(events);
    folds.push((performance.now() - t0) / 10);
  }
  // Let the observer be told of the last collections, then stop it.
  await new Promise((resolve) => setTimeout(resolve, 50));
  observer.disconnect();
  const inCompiled = collections.filter((g) => compiledWindows.some(([a, b]) => g.startTime >= a && g.startTime < b));
  const pauses = inCompiled.reduce((sum, g) => sum + g.duration, 0);
  const compiledTotal = compiled.reduce((sum, ms) => sum + ms, 0);
  const c = median(compiled);
  const x = median(xstate);
  const a = median(audits);
  const f = median(folds);
  return {
    name: 're-adjudication (issue 4)',
    lines: [
      `game: ${orders} Orders, ${script.length} commands, ${events.length} events; median of ${compiled.length} rounds`,
      `re-adjudicate, compiled runtime (arbiter record and audit): ${c.toFixed(1)} ms → ${perSecond(orders, c)} Orders/s (target ≥ 5,000/s); best round ${perSecond(orders, Math.min(...compiled))} Orders/s`,
      `  of which garbage collection: ${inCompiled.length} pauses, ${pauses.toFixed(0)} ms of ${compiledTotal.toFixed(0)} ms over the ${compiled.length} rounds (${((100 * pauses) / compiledTotal).toFixed(1)}%)`,
      `re-adjudicate, xstate interpreter (live play, inspect, --runtime xstate): ${x.toFixed(1)} ms → ${perSecond(orders, x)} Orders/s`,
      `audit's whole re-adjudication (commands out of the log, compiled re-run, every ruling compared): ${a.toFixed(1)} ms → ${perSecond(orders, a)} Orders/s`,
      `baseline, fold the same log without machines: ${f.toFixed(2)} ms → ${perSecond(orders, f)} Orders/s`,
      `ratios: compiled / fold ${(c / f).toFixed(1)}×, audit / fold ${(a / f).toFixed(1)}×, xstate / fold ${(x / f).toFixed(1)}×, xstate / compiled ${(x / c).toFixed(1)}×`,
    ],
  };
}
