import type { BenchReport } from './benchReport.ts';
import { useEngineV8Flags } from '../bin/v8Flags.mjs';

// As the command runs (bin/v8Flags.mjs): before any of the engine's code is optimized.
useEngineV8Flags();

/** `npm run bench`: every benchmark, each reporting ratios to a baseline measured in the same run. */
const suites: readonly [string, () => Promise<{ run(): Promise<BenchReport> }>][] = [
  ['odds', () => import('./odds.bench.ts')],
  ['re-adjudication', () => import('./readjudication.bench.ts')],
  ['instructions', () => import('./instructions.bench.ts')],
  ['log', () => import('./log.bench.ts')],
  ['log-write', () => import('./logWrite.bench.ts')],
  ['cli-start', () => import('./cliStart.bench.ts')],
  ['scaling', () => import('./scaling.bench.ts')],
  ['warmup', () => import('./warmup.bench.ts')],
  ['viewer', () => import('./viewer.bench.ts')],
  ['replay-cache', () => import('./replayCache.bench.ts')],
  ['tournament', () => import('./tournament.bench.ts')],
  ['store', () => import('./store.bench.ts')],
];

// Names of suites to run (none: all); options (`--30k`) are the suites' own.
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
for (const [name, load] of suites) {
  if (only.length > 0 && !only.includes(name)) continue;
  const report = await (await load()).run();
  process.stdout.write(`\n## ${report.name}\n${report.lines.map((l) => `  ${l}`).join('\n')}\n`);
}
