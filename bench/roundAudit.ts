import { spawnSync } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import * as E from 'fp-ts/lib/Either.js';
import { arbiterCatalogue } from '../events/arbiterCatalogue.ts';
import type { ArbiterEvent } from '../events/index.ts';
import { createLogFile } from '../kernel/log/index.ts';
import type { PgStreamStore } from '../store/postgres/index.ts';
import { generatedEvents } from './generatedGame.ts';
import { median } from './median.ts';

const ROOT = resolve(import.meta.dirname, '..');
const BIN = resolve(ROOT, 'bin', 'arbiter.mjs');
const GAMES = 100;
const ORDERS = 90;
const RUNS = 3;

/** Wall time of one `arbiter` process, start to exit, in seconds (exit 0 required: every game agrees). */
const wall = (args: readonly string[]): number => {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
  const s = (performance.now() - t0) / 1000;
  if (r.status !== 0) throw new Error(`arbiter ${args.join(' ')} exited ${String(r.status)}: ${r.stderr.toString()}`);
  return s;
};

const spread = (xs: readonly number[]): string => {
  const s = [...xs].sort((a, b) => a - b);
  return `min ${(s[0] ?? 0).toFixed(2)} / median ${median(xs).toFixed(2)} / max ${(s[s.length - 1] ?? 0).toFixed(2)} s`;
};

/**
 * Issue 22: a round of 100 generated games of 90 Orders (bench/generatedGame.ts) audited from
 * PostgreSQL (`arbiter audit --store URL --round 1`) against the same 100 logs as files
 * (`arbiter audit DIR`), each the built dist/ from process start to exit, RUNS runs interleaved;
 * the ratio is PostgreSQL / files on medians. `store` is the server's store; `url` its address.
 */
export const roundAudit = async (
  store: PgStreamStore<ArbiterEvent>,
  url: string,
  dir: string,
): Promise<readonly string[]> => {
  const built = spawnSync(process.execPath, [resolve(ROOT, 'scripts', 'buildCli.mjs')], { cwd: ROOT });
  if (built.status !== 0) throw new Error(`build failed: ${built.stderr.toString()}`);
  const folder = join(dir, 'round-1');
  await mkdir(folder);
  for (let g = 0; g < GAMES; g += 1) {
    const id = `r1-t${String(g + 1).padStart(3, '0')}`;
    const path = join(folder, `${id}.jsonl`);
    const written = await createLogFile(path, arbiterCatalogue, generatedEvents(ORDERS / 10, g + 1), {
      now: Date.now,
      seal: true,
    });
    if (E.isLeft(written)) throw new Error(`log not written: ${written.left.kind}`);
    const lines = (await readFile(path, 'utf8')).split('\n').slice(0, -1);
    const pushed = await store.import(id, lines, { tournament: 'bench', round: '1', table: String(g + 1) });
    if (E.isLeft(pushed)) throw new Error(`not pushed: ${pushed.left.kind}`);
  }
  const files: number[] = [];
  const pg: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    files.push(wall(['audit', folder]));
    pg.push(wall(['audit', '--store', url, '--round', '1']));
  }
  const ratio = median(pg) / median(files);
  return [
    `auditing a round of ${GAMES} generated games of ${ORDERS} Orders, process start to exit, ${RUNS} runs interleaved:`,
    `  arbiter audit DIR (files)               ${spread(files)}`,
    `  arbiter audit --store URL --round 1     ${spread(pg)}`,
    `  PostgreSQL / files = ${ratio.toFixed(2)}× the time (${(((median(pg) - median(files)) * 1000) / GAMES).toFixed(1)} ms more per game)`,
  ];
};
