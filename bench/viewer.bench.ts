import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import * as E from 'fp-ts/lib/Either.js';
import { arbiterCatalogue } from '../events/arbiterCatalogue.ts';
import type { ArbiterEvent } from '../events/index.ts';
import { createLogFile, snapshotIndex } from '../kernel/index.ts';
import { evolve, foldGame } from '../projections/index.ts';
import { frameIndex, readViewedLog, timeline, timelinePage, viewFrame, type ViewedLog } from '../viewer/index.ts';
import type { BenchReport } from './benchReport.ts';
import { generatedEvents } from './generatedGame.ts';
import { bareNodeMs, timeViewProcess, type ViewTimes } from './viewProcess.ts';
import { median } from './median.ts';

/** Generated Orders per size; 30k joins with `npm run bench viewer -- --30k`. */
const SIZES = process.argv.includes('--30k') ? [1_000, 10_000, 30_000] : [1_000, 10_000];
/** Random seqs per path: the old path folds from the start, so it gets fewer. */
const OLD_SEQS = 7;
const NEW_SEQS = 101;

const events = (orders: number): readonly ArbiterEvent[] => {
  return generatedEvents(orders / 10);
};

/** A deterministic seq stream over 1 … last. */
const seqs = (last: number, n: number, seed: number): readonly number[] => {
  let x = seed >>> 0;
  return Array.from({ length: n }, () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return (x % last) + 1;
  });
};

const timed = (f: () => unknown): number => {
  const t0 = performance.now();
  f();
  return performance.now() - t0;
};

const sorted = (xs: readonly number[]): readonly number[] => [...xs].sort((a, b) => a - b);
const spread = (xs: readonly number[]): string => {
  const s = sorted(xs);
  const f = (n: number | undefined): string => (n ?? 0).toFixed(n !== undefined && n < 10 ? 2 : 0);
  return `${f(s[0])}/${f(median(s))}/${f(s[s.length - 1])}`;
};

/**
 * Issue 19, item 3: the viewer's frame and replay's state at random seqs of the generated game, the
 * old path (a fold from the start per request) against the new (the nearest checkpoint of an index
 * built once), and the first page the viewer sends (the whole timeline then, its first page now),
 * measured in the same run: ms min/median/max and the ratio of medians. Then the built `arbiter
 * view` as a whole process: when its first page is usable, against when it has read the whole log.
 */
export const run = async (): Promise<BenchReport> => {
  const dir = await mkdtemp(join(tmpdir(), 'arbiter-viewer-bench-'));
  const lines = [
    `generated N5 game (bench/generatedGame.ts); ms min/median/max; old ${OLD_SEQS}, new ${NEW_SEQS} random seqs`,
  ];
  try {
    for (const orders of SIZES) {
      const file = join(dir, `g${orders}.jsonl`);
      const written = await createLogFile(file, arbiterCatalogue, events(orders), { now: Date.now, seal: true });
      if (E.isLeft(written)) throw new Error(`log not written: ${written.left.kind}`);
      const t0 = performance.now();
      const loaded = await readViewedLog(file);
      const loadMs = performance.now() - t0;
      if (E.isLeft(loaded)) throw new Error(loaded.left);
      const log: ViewedLog = loaded.right;
      const last = log.events.length;
      let index = frameIndex(log);
      const buildMs = timed(() => (index = frameIndex(log)));
      const replay = snapshotIndex(log.events, null, evolve);
      const oldSeqs = seqs(last, OLD_SEQS, orders);
      const newSeqs = seqs(last, NEW_SEQS, orders + 1);
      const rows: [string, readonly number[], readonly number[]][] = [
        [
          'frame at a random seq',
          oldSeqs.map((s) => timed(() => JSON.stringify(viewFrame(log, s)))),
          newSeqs.map((s) => timed(() => JSON.stringify(index.frame(s)))),
        ],
        [
          'replay state at a random seq',
          oldSeqs.map((s) => timed(() => foldGame(log.events.slice(0, s)))),
          newSeqs.map((s) => timed(() => replay.stateAt(s))),
        ],
        [
          'first page (timeline + frame 1)',
          [1, 2, 3].map(() => timed(() => JSON.stringify(timeline(log)) + JSON.stringify(viewFrame(log, 1)))),
          [1, 2, 3].map(() => timed(() => JSON.stringify(timelinePage(log, 1)) + JSON.stringify(index.frame(1)))),
        ],
      ];
      lines.push(
        `${orders} Orders, ${last} events: loading the log ${loadMs.toFixed(0)} ms, building the frame index ${buildMs.toFixed(0)} ms (once, at start)`,
      );
      for (const [what, before, after] of rows)
        lines.push(
          `  ${what.padEnd(32)} old ${spread(before).padEnd(18)} new ${spread(after).padEnd(16)} new/old ${(median(after) / median(before)).toFixed(4)}×`,
        );
      // The built command as a user runs it: a long log is served from its first stage (cli/commands/view.ts).
      const runs: ViewTimes[] = [];
      const bare: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        bare.push(bareNodeMs());
        runs.push(await timeViewProcess(file));
      }
      const first = runs.map((r) => r.firstPageMs);
      const whole = runs.map((r) => r.allReadMs);
      lines.push(
        `  built arbiter view, from process start: first page (timeline + frame 1) ${spread(first)} ms, whole log read ${spread(whole)} ms; first page / whole log ${(median(first) / median(whole)).toFixed(3)}×; bare node -e '' ${spread(bare)} ms (target: first page < 1 s)`,
      );
    }
    return { name: 'random access: viewer frames, replay states, first page (issue 19, item 3)', lines };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};
