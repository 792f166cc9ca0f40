import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import type { BenchReport } from './benchReport.ts';

const ROOT = resolve(import.meta.dirname, '..');
/**
 * Rounds of each mode in its short and long run: their difference is the long run's extra rounds
 * alone. The engine is counted twice. Warming, rounds 2–4: V8 is still optimizing the rules'
 * functions (under --trace-opt: about 130, 64 and 64 in those rounds, 20 in the fifth, a handful
 * a round after), as in every real game and tournament, which end before the engine is warm.
 * Warm, rounds 11–16: the compiling has all but stopped. Both counts repeat to within 0.1% for the
 * same code, but a change to the code also changes which functions V8 optimizes, when, and how it
 * inlines them: one that should have saved a little measured +3.3% warming (rounds 2–3), −1.2% at
 * rounds 3–6 and +1.3% warm. Judge a change on the warm count, and count it a saving only when
 * that falls by more than about 2%.
 */
const WARMING_ROUNDS = [1, 4] as const;
const WARM_ROUNDS = [10, 16] as const;
const FOLD_ROUNDS = [5, 50] as const;

/** fp-ts and io-ts as ES modules, as the command's own build bundles them (scripts/buildCli.mjs). */
const esModules = {
  name: 'es-modules',
  setup(b: import('esbuild').PluginBuild): void {
    b.onResolve({ filter: /^(fp-ts|io-ts)\/lib\// }, (args) =>
      b.resolve(args.path.replace('/lib/', '/es6/'), { kind: args.kind, resolveDir: args.resolveDir }),
    );
  },
};

/** Instructions valgrind counted in a run of the bundled child (`--predictable`: one thread, no concurrent compiler). */
const instructions = (child: string, mode: 'engine' | 'fold', rounds: number): Promise<number> =>
  new Promise((done, fail) => {
    const p = spawn(
      'valgrind',
      [
        '--tool=cachegrind',
        '--cache-sim=no',
        '--cachegrind-out-file=/dev/null',
        process.execPath,
        '--predictable',
        child,
        mode,
        String(rounds),
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let report = '';
    p.stderr.on('data', (d: Buffer) => {
      report += d.toString();
    });
    p.on('error', fail);
    p.on('close', (code) => {
      const refs = /I\s+refs:\s+([\d,]+)/.exec(report)?.[1];
      if (code !== 0 || refs === undefined)
        fail(new Error(`valgrind ${mode} ${rounds} exited ${String(code)}: ${report}`));
      else done(Number(refs.replaceAll(',', '')));
    });
  });

const perOrder = (n: number): string => Math.round(n).toLocaleString('en-US');

/**
 * The engine's cost as machine instructions, not time: valgrind counts every instruction of a run
 * of the compiled runtime over the generated game, and the same with the fold of its events as the
 * baseline. A count repeats to within 0.1% on this shared machine, where a time swings by a third
 * within the hour; between two versions of the code it shows a saving of more than about 2% (see
 * WARMING_ROUNDS for why not less). Each count is the difference of two runs (few and many
 * rounds): the extra rounds alone, without the start and the bundle. Needs valgrind (`apt-get
 * install valgrind`); without it, the report says so.
 */
export const run = async (): Promise<BenchReport> => {
  const name = 'engine instructions (issue 19)';
  if (spawnSync('valgrind', ['--version']).status !== 0)
    return { name, lines: ['valgrind is not installed (apt-get install valgrind): nothing counted'] };
  const dir = await mkdtemp(join(tmpdir(), 'arbiter-instructions-'));
  try {
    const child = join(dir, 'instructionsChild.mjs');
    await build({
      entryPoints: [join(ROOT, 'bench', 'instructionsChild.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      outfile: child,
      logLevel: 'warning',
      plugins: [esModules],
      mainFields: ['module', 'main'],
    });
    const orders = 1000;
    // Two runs at a time (the machine's two cores): the counts do not depend on what else runs.
    const perRound = async (mode: 'engine' | 'fold', [few, many]: readonly [number, number]): Promise<number> => {
      const [a, b] = await Promise.all([instructions(child, mode, many), instructions(child, mode, few)]);
      return (a - b) / ((many - few) * orders);
    };
    const warming = await perRound('engine', WARMING_ROUNDS);
    const warm = await perRound('engine', WARM_ROUNDS);
    const fold = await perRound('fold', FOLD_ROUNDS);
    const rounds = ([few, many]: readonly [number, number]): string => `rounds ${few + 1}–${many}`;
    return {
      name,
      lines: [
        `generated game: ${orders} Orders; valgrind (cachegrind, no cache simulation), node --predictable`,
        `re-adjudicate, compiled runtime, warm: ${perOrder(warm)} instructions per Order (${rounds(WARM_ROUNDS)}, V8 done optimizing but for a handful of functions a round)`,
        `  warming: ${perOrder(warming)} instructions per Order (${rounds(WARMING_ROUNDS)}, V8 still optimizing: ${(warming / warm).toFixed(1)}× the warm count)`,
        `baseline, fold the same events without machines: ${perOrder(fold)} instructions per Order (${rounds(FOLD_ROUNDS)})`,
        `ratio warm engine / fold: ${(warm / fold).toFixed(1)}×`,
      ],
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};
