import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import { heapGrowthPercent, logBytes } from '../cli/heapGrowth.ts';
import { exportRecordedGame } from '../recording/index.ts';
import type { BenchReport } from './benchReport.ts';
import { bundledChild } from './bundledChild.ts';
import { generatedEvents } from './generatedGame.ts';
import { median } from './median.ts';

const CHILD = resolve(import.meta.dirname, 'scalingChild.ts');
/** The child's stages, in the order they run: `record` first, as it writes the log the later ones read. */
const STAGES = ['record', 'play', 'replay', 'audit', 'whatif', 'json', 'order', 'view', 'floor'] as const;
type Stage = (typeof STAGES)[number];
/** Generated Orders per size; 30k joins with `npm run bench scaling -- --30k` (about a minute a stage). */
const SIZES = process.argv.includes('--30k') ? [100, 1_000, 10_000, 30_000] : [100, 1_000, 10_000];
const RUNS = 3;

interface Run {
  readonly ms: number;
  readonly startRssMb: number;
  readonly maxRssMb: number;
}

/** One stage in a fresh process (bench/scalingChild.ts, bundled as the command is): its wall time and peak RSS. */
const stage = (child: string, args: readonly string[]): Promise<Run> =>
  new Promise((done, fail) => {
    // The heap growth the command sets for the same files (cli/heapGrowth.ts).
    const growth = heapGrowthPercent(args, logBytes);
    const proc = spawn(process.execPath, [`--heap-growing-percent=${growth}`, child, ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    proc.stdout.on('data', (d: Buffer) => {
      out += d.toString();
    });
    proc.on('error', fail);
    proc.on('close', (code) => {
      if (code === 0) done(JSON.parse(out) as Run);
      else fail(new Error(`scalingChild ${args.join(' ')} exited ${String(code)}`));
    });
  });

/** The generated game (bench/generatedGame.ts) of `orders` Orders, as a recorded game. */
const recordedGame = (orders: number): unknown => {
  const game = exportRecordedGame(generatedEvents(orders / 10));
  if (E.isLeft(game)) throw new Error(game.left);
  return game.right;
};

const spread = (xs: readonly number[], digits: number): string => {
  const s = [...xs].sort((a, b) => a - b);
  return `${(s[0] ?? 0).toFixed(digits)}/${median(s).toFixed(digits)}/${(s[s.length - 1] ?? 0).toFixed(digits)}`;
};

/**
 * Issue 19: `record` (and `play`, the engine's share of it), `replay`, `audit` (and as `--json`, and `--order N` of the middle Order) and `view` (and the `floor` of reading the log) of the generated game at 100, 1k and 10k Orders (30k with --30k), each stage in a
 * fresh process: time per Order and peak RSS (min/median/max of 3 runs), and how time per Order
 * grows from 1k to the largest size (1.0 is linear).
 */
export const run = async (): Promise<BenchReport> => {
  const dir = await mkdtemp(join(tmpdir(), 'arbiter-scaling-'));
  const child = await bundledChild(CHILD);
  try {
    const perOrder = new Map(STAGES.map((name) => [name, new Map<number, number>()]));
    const lines = [
      `generated N5 game (bench/generatedGame.ts), each stage in a fresh process, min/median/max of ${RUNS} runs`,
      'stage   Orders   ms per Order          peak RSS MB (Node + the bundled stage ≈ start)',
    ];
    for (const orders of SIZES) {
      const game = join(dir, `g${orders}.json`);
      const log = join(dir, `g${orders}.jsonl`);
      await writeFile(game, JSON.stringify(recordedGame(orders)));
      const runs = new Map(STAGES.map((name): [Stage, Run[]] => [name, []]));
      // What each stage reads: record writes the log the others read; play reads the game alone.
      const inputs = (name: Stage): readonly string[] =>
        name === 'record' ? [game, log] : name === 'play' ? [game] : [log];
      for (let i = 0; i < RUNS; i += 1)
        for (const name of STAGES) runs.get(name)?.push(await stage(child.path, [name, ...inputs(name)]));
      for (const [name, rs] of runs) {
        const ms = rs.map((r) => r.ms / orders);
        perOrder.get(name)?.set(orders, median(ms));
        lines.push(
          `${name.padEnd(7)} ${String(orders).padStart(6)}   ${spread(ms, 3).padEnd(20)}  ${spread(
            rs.map((r) => r.maxRssMb),
            0,
          )} (start ${median(rs.map((r) => r.startRssMb)).toFixed(0)})`,
        );
      }
    }
    const top = SIZES[SIZES.length - 1] ?? 0;
    for (const [name, m] of perOrder)
      lines.push(
        `${name}: time per Order at ${top} / at 1000 = ${((m.get(top) ?? 0) / (m.get(1_000) ?? 1)).toFixed(2)}× (1.0 is linear); ${Math.round(1000 / (m.get(top) ?? 1)).toLocaleString('en-US')} Orders/s at ${top}`,
      );
    // The floor bounds every command that reads the log whole: audit reads it, then re-adjudicates and writes the trail.
    const floorAtTop = perOrder.get('floor')?.get(top) ?? 0;
    lines.push(
      `floor (JSON.parse + SHA-256 of each line, nothing else) at ${top}: ${floorAtTop.toFixed(3)} ms per Order, at most ${Math.round(1000 / (floorAtTop || 1)).toLocaleString('en-US')} Orders/s for any command that reads the log`,
    );
    // Issue 19 asks `record` and `audit` for 5,000 Orders/s at the largest size: 0.2 ms per Order for
    // everything. `play` is the engine's part of it alone (the audit re-runs the same engine).
    const playAtTop = perOrder.get('play')?.get(top) ?? 0;
    const recordAtTop = perOrder.get('record')?.get(top) ?? 0;
    lines.push(
      `engine (play: the game read and played, no log) at ${top}: ${playAtTop.toFixed(3)} ms per Order (${Math.round(1000 / (playAtTop || 1)).toLocaleString('en-US')} Orders/s), ${((100 * playAtTop) / (recordAtTop || 1)).toFixed(0)}% of record; 5,000 Orders/s leaves 0.200 ms per Order for all of record or audit`,
    );
    return { name: 'record, replay, audit and view scaling (issue 19)', lines };
  } finally {
    await rm(dir, { recursive: true, force: true });
    await child.remove();
  }
};
