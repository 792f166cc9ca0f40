import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import type { BenchReport } from './benchReport.ts';

const ROOT = resolve(import.meta.dirname, '..');
/** Rounds of each mode in its short and long run: their difference is the long run's extra rounds alone. */
const ENGINE_ROUNDS = [1, 4] as const;
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
 * baseline. A count repeats to within 0.1% on this shared machine, where a time swings by a
 * third within the hour, so a change to the engine shows what it saves even when it is one or two
 * percent. Each mode runs twice (few and many rounds); the difference is the extra
 * rounds alone: no start, no bundle, no first compilation. Needs valgrind (`apt-get install
 * valgrind`); without it, the report says so.
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
    const [e0, e1] = ENGINE_ROUNDS;
    const [f0, f1] = FOLD_ROUNDS;
    // Two runs at a time (the machine's two cores): the counts do not depend on what else runs.
    const [engineMany, engineFew] = await Promise.all([
      instructions(child, 'engine', e1),
      instructions(child, 'engine', e0),
    ]);
    const [foldMany, foldFew] = await Promise.all([instructions(child, 'fold', f1), instructions(child, 'fold', f0)]);
    const engine = (engineMany - engineFew) / ((e1 - e0) * orders);
    const fold = (foldMany - foldFew) / ((f1 - f0) * orders);
    return {
      name,
      lines: [
        `generated game: ${orders} Orders; valgrind (cachegrind, no cache simulation), node --predictable`,
        `re-adjudicate, compiled runtime: ${perOrder(engine)} instructions per Order (rounds ${e0 + 1}–${e1})`,
        `baseline, fold the same events without machines: ${perOrder(fold)} instructions per Order (rounds ${f0 + 1}–${f1})`,
        `ratio engine / fold: ${(engine / fold).toFixed(1)}×`,
      ],
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};
