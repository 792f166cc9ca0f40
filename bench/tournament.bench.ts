import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import * as E from 'fp-ts/lib/Either.js';
import { arbiterCatalogue } from '../events/arbiterCatalogue.ts';
import { createLogFile } from '../kernel/log/index.ts';
import type { BenchReport } from './benchReport.ts';
import { bundledChild } from './bundledChild.ts';
import { generatedEvents } from './generatedGame.ts';
import { median } from './median.ts';

const ROOT = resolve(import.meta.dirname, '..');
const BIN = resolve(ROOT, 'bin', 'arbiter.mjs');
const GAMES = 100;
const ORDERS = 90;
const RUNS = 3;
/** Fresh processes that audit the folder several times over (bench/tournamentWarmChild.ts). */
const WARM_RUNS = 2;
const WARM_CHILD = resolve(import.meta.dirname, 'tournamentWarmChild.ts');
/** Issue 19, item 5: the whole folder audited, process start to exit. */
const TARGET_S = 5;

/** The generated game (bench/generatedGame.ts) of ORDERS Orders, its dice seeded per game, written as a sealed log. */
const writeGame = async (path: string, seed: number): Promise<void> => {
  const written = await createLogFile(path, arbiterCatalogue, generatedEvents(ORDERS / 10, seed), {
    now: Date.now,
    seal: true,
  });
  if (E.isLeft(written)) throw new Error(`log not written: ${written.left.kind}`);
};

/**
 * The least any verified reading of the folder costs, as a bare process: every line of every log
 * read, parsed and hashed (SHA-256), nothing else, each line decoded from the file's bytes on its
 * own as the log's reader does (kernel/log/lineReader.ts). It is CPU work like the audit's, so the
 * ratio of the two says more across days than the seconds do: this shared machine's speed changes
 * from one day to the next (the code of 7902909, timed at 5.9 s on 26 November, took 8.4–10.8 s on
 * the 27th, beside the newer code at 8.7–10.4 s). Until 27 November the floor decoded each file
 * whole, then split it: one character beyond Latin-1 in a log made every line of it a two-byte
 * string, slower to parse and to hash, and the floor 2.0–2.7 times what the reader pays.
 */
const FLOOR = [
  "const { readdirSync, readFileSync } = require('node:fs');",
  "const { hash } = require('node:crypto');",
  'const dir = process.argv[1];',
  "for (const f of readdirSync(dir)) if (f.endsWith('.jsonl')) {",
  "  const b = readFileSync(dir + '/' + f);",
  '  for (let s = 0, nl = b.indexOf(10); nl >= 0; s = nl + 1, nl = b.indexOf(10, s))',
  "    if (nl > s) { const l = b.toString('utf8', s, nl); JSON.parse(l); hash('sha256', l, 'hex'); }",
  '}',
].join('\n');

/** Wall time of one process, start to exit, in seconds. */
const wall = (args: readonly string[]): number => {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
  const s = (performance.now() - t0) / 1000;
  if (r.status !== 0) throw new Error(`node ${args.join(' ')} exited ${String(r.status)}: ${r.stderr.toString()}`);
  return s;
};

const spread = (xs: readonly number[], unit = ' s'): string => {
  const s = [...xs].sort((a, b) => a - b);
  const f = (x: number | undefined): string => `${(x ?? 0).toFixed(2)}${unit}`;
  return `min ${f(s[0])} / median ${f(s[Math.floor(s.length / 2)])} / max ${f(s[s.length - 1])}`;
};

interface Pass {
  readonly wallS: number;
  readonly cpuS: number;
}

/** The passes of one run of the warm child: the folder audited several times over in one process. */
const warmPasses = (child: string, dir: string): readonly Pass[] => {
  const r = spawnSync(process.execPath, [child, dir], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  if (r.status !== 0) throw new Error(`the warm child exited ${String(r.status)}: ${r.stderr.toString()}`);
  return JSON.parse(r.stdout.toString()) as Pass[];
};

/**
 * Issue 19, item 5: `arbiter audit DIR` (the built dist/) over a folder of 100 generated games of
 * 90 Orders each, every log verified and re-adjudicated, against a bare Node start in the same run.
 */
export const run = async (): Promise<BenchReport> => {
  const dir = await mkdtemp(join(tmpdir(), 'arbiter-tournament-'));
  try {
    const built = spawnSync(process.execPath, [resolve(ROOT, 'scripts', 'buildCli.mjs')], { cwd: ROOT });
    if (built.status !== 0) throw new Error(`build failed: ${built.stderr.toString()}`);
    for (let g = 0; g < GAMES; g += 1)
      await writeGame(join(dir, `game-${String(g + 1).padStart(3, '0')}.jsonl`), g + 1);
    const bare: number[] = [];
    const floor: number[] = [];
    const audit: number[] = [];
    // Two games at a time (the main thread and one worker thread): the machine's two cores.
    const paired: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      bare.push(wall(['-e', '']));
      floor.push(wall(['-e', FLOOR, dir]));
      audit.push(wall([BIN, 'audit', dir]));
      paired.push(wall([BIN, 'audit', dir, '--jobs', '2']));
    }
    // The same audit cold and warm in one process: what V8's warming up costs of the first.
    const child = await bundledChild(WARM_CHILD);
    const cold: Pass[] = [];
    const warm: Pass[] = [];
    try {
      for (let i = 0; i < WARM_RUNS; i += 1) {
        const [first, ...later] = warmPasses(child.path, dir);
        if (first !== undefined) cold.push(first);
        warm.push(...later);
      }
    } finally {
      await child.remove();
    }
    const warmUp = 1 - median(warm.map((x) => x.wallS)) / median(cold.map((x) => x.wallS));
    const m = median(audit);
    const p = median(paired);
    // Each run's audit against the floor measured just before it (load comes in bursts of minutes).
    const ratios = audit.map((a, i) => a / (floor[i] ?? a));
    return {
      name: 'tournament audit (issue 19)',
      lines: [
        `${GAMES} generated games of ${ORDERS} Orders (${GAMES * ORDERS} Orders), ${RUNS} runs, interleaved with a bare node start`,
        `node -e ''                  ${spread(bare)}`,
        `floor (parse + hash lines)  ${spread(floor)}; ${cpus()[0]?.model ?? 'unknown CPU'}`,
        `arbiter audit DIR (dist/)   ${spread(audit)} (target < ${TARGET_S} s, ${m < TARGET_S ? 'met' : 'MISSED'}); ${((m * 1000) / GAMES).toFixed(1)} ms per game, ${Math.round((GAMES * ORDERS) / m).toLocaleString('en-US')} Orders/s`,
        `  … --jobs 2                ${spread(paired)} (${p < TARGET_S ? 'met' : 'MISSED'}); ${(m / p).toFixed(2)}× the single job's speed`,
        `audit DIR / floor, each run's own ratio: ${spread(ratios, '×')}`,
        `in one process (bundled, nothing printed), ${WARM_RUNS} runs: first pass ${spread(cold.map((x) => x.wallS))} (CPU of all threads ${spread(cold.map((x) => x.cpuS))})`,
        `  passes after it, the code optimised: ${spread(warm.map((x) => x.wallS))} (CPU ${spread(warm.map((x) => x.cpuS))}): warming up is ${(warmUp * 100).toFixed(0)}% of the first pass`,
      ],
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};
