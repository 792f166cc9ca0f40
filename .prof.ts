import * as E from 'fp-ts/lib/Either.js';
import { performance } from 'node:perf_hooks';
import { arbiterCatalogue } from './events/arbiterCatalogue.ts';
import { createLogFile, foldLog } from './kernel/index.ts';
import { sampleGame } from './bench/log.bench.ts';
import { existsSync } from 'node:fs';
const file = '/tmp/rp/prof.jsonl';
if (!existsSync(file)) {
  const w = await createLogFile(file, arbiterCatalogue, [...sampleGame(300_000)], { now: Date.now, seal: false });
  if (E.isLeft(w)) throw new Error('w');
}
for (let i = 0; i < 3; i++) {
  const c0 = process.cpuUsage();
  const r = await foldLog(file, arbiterCatalogue, { initial: 0, evolve: (s) => s + 1 });
  const c = process.cpuUsage(c0);
  console.log(r.ok, ((c.user + c.system) / 1000).toFixed(0), 'ms cpu');
}
