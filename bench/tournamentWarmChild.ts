import { performance } from 'node:perf_hooks';
import * as E from 'fp-ts/lib/Either.js';
import { auditFolder } from '../audit/index.ts';
import { useEngineV8Flags } from '../bin/v8Flags.mjs';

// As the command runs (bin/v8Flags.mjs): before any of the engine's code is optimized.
useEngineV8Flags();

/**
 * The folder audit of `bench/tournament.bench.ts` done PASSES times over in one fresh process, as
 * `arbiter audit DIR` audits it (each log read, verified and re-adjudicated, a row per game; no
 * text printed). The first pass runs the code as V8 first meets it: interpreted, then optimised on
 * a thread of its own; the passes after it run code already optimised. The difference is what
 * warming up costs, which no change to the engine's own work removes. Prints each pass's wall and
 * CPU seconds as JSON.
 */
const PASSES = 3;
const dir = process.argv[2];
if (dir === undefined) throw new Error('usage: tournamentWarmChild DIR');
const passes: { readonly wallS: number; readonly cpuS: number }[] = [];
for (let i = 0; i < PASSES; i += 1) {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const audited = await auditFolder(dir);
  if (E.isLeft(audited)) throw new Error(audited.left);
  const problem = audited.right.find((r) => r.problem !== null);
  if (problem !== undefined) throw new Error(`${problem.game}: ${problem.problem ?? ''}`);
  const cpu = process.cpuUsage(c0);
  passes.push({ wallS: (performance.now() - t0) / 1000, cpuS: (cpu.user + cpu.system) / 1e6 });
}
process.stdout.write(`${JSON.stringify(passes)}\n`);
