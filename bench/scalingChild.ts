import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import * as E from 'fp-ts/lib/Either.js';
import { auditLog } from '../audit/index.ts';
import { narrateEach } from '../audit/narrate.ts';
import { arbiterCatalogue } from '../events/arbiterCatalogue.ts';
import { createLogFile } from '../kernel/log/index.ts';
import { foldTroopers } from '../projections/index.ts';
import { recordGame, type RecordedGame } from '../recording/index.ts';

/**
 * One stage of `bench/scaling.bench.ts` in a fresh process, so that its peak RSS is its own:
 * `record GAME.json LOG` does what `arbiter record` does after parsing (adjudicate through the
 * xstate interpreter, write the sealed log, fold the troopers, narrate); `audit LOG` does what
 * `arbiter audit` does (read, ruling trail, re-adjudicate). Prints its time and peak RSS as JSON.
 */
const [stage, first, second] = process.argv.slice(2);
const startRssMb = process.memoryUsage().rss / 2 ** 20;
const t0 = performance.now();
if (stage === 'record' && first !== undefined && second !== undefined) {
  const game = JSON.parse(readFileSync(first, 'utf8')) as RecordedGame;
  const r = recordGame(first, game, { locate: () => ({ line: 1, column: 1 }) });
  if (!r.ok) throw new Error(`record refused: ${r.error.message}`);
  const written = await createLogFile(second, arbiterCatalogue, r.events, { now: Date.now, seal: true, force: true });
  if (E.isLeft(written)) throw new Error(`log not written: ${written.left.kind}`);
  foldTroopers(r.events);
  // Printed line by line by the command (never held): here counted.
  let lines = 0;
  narrateEach(r.events, () => {
    lines += 1;
  });
  if (lines === 0) throw new Error('nothing narrated');
} else if (stage === 'audit' && first !== undefined) {
  const a = await auditLog(first);
  if (!a.ok || !a.report.readjudication.agrees) throw new Error('audit failed');
} else throw new Error('usage: scalingChild.ts record GAME.json LOG | audit LOG');
const ms = performance.now() - t0;
// ru_maxrss: the process's peak resident set, in KiB (Linux).
const maxRssMb = process.resourceUsage().maxRSS / 1024;
process.stdout.write(JSON.stringify({ ms, startRssMb, maxRssMb }));
