import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { auditGameRow, type GameAuditRow } from '../audit/index.ts';
import type { AuditJob } from './auditWorker.ts';

/** The built worker (scripts/buildCli.mjs writes it beside dist/arbiter.cjs, the bundle it runs). */
const WORKER = new URL('../dist/auditWorker.mjs', import.meta.url);

type Answer = { readonly id: number; readonly row: GameAuditRow } | { readonly id: number; readonly error: string };

/** Audits games for a folder's summary, several at once. */
export interface AuditRowPool {
  readonly row: (path: string, name: string) => Promise<GameAuditRow>;
  /** How many games it audits at once. */
  readonly width: number;
  readonly close: () => Promise<void>;
}

/**
 * `jobs` games at a time: the main thread and `jobs − 1` worker threads (started as games come),
 * each game whole on one thread: the rows are the ones `auditGameRow` gives in the main thread.
 * With one job, or no built worker (running from the sources), the games are audited here, one at
 * a time. `arbiter audit DIR` takes one job unless `--jobs N` asks for more: on the 2-core
 * development machine two threads cost 45% more CPU and finished later (5.3–5.9 s against
 * 6.0–6.8 s for 100 games of 90 Orders). A tournament's audit is mostly V8 optimizing the code as
 * it first runs, on a thread of its own that already takes the second core; each thread compiles
 * the same code again (docs/performance.md, the tournament bench). A machine with cores to spare gains. A worker
 * that fails hands its game back to the main thread.
 */
export const auditRowPool = (jobs: number): AuditRowPool => {
  const width = Math.max(1, Math.min(jobs, 99));
  if (width < 2 || !existsSync(WORKER)) return { row: auditGameRow, width: 1, close: async () => undefined };
  const waiting = new Map<number, (r: GameAuditRow) => void>();
  const idle: Worker[] = [];
  const queue: AuditJob[] = [];
  const current = new Map<Worker, AuditJob>();
  const workers: Worker[] = [];
  let alive = 0;
  let next = 0;
  const inMain = (job: AuditJob): void => {
    const resolve = waiting.get(job.id);
    waiting.delete(job.id);
    void auditGameRow(job.path, job.name).then((r) => resolve?.(r));
  };
  let mainBusy = false;
  const runInMain = (job: AuditJob): void => {
    mainBusy = true;
    const resolve = waiting.get(job.id);
    waiting.delete(job.id);
    void auditGameRow(job.path, job.name).then((r) => {
      mainBusy = false;
      resolve?.(r);
      const queued = queue.shift();
      if (queued !== undefined) runInMain(queued);
    });
  };
  const send = (worker: Worker, job: AuditJob): void => {
    current.set(worker, job);
    worker.postMessage(job);
  };
  const give = (worker: Worker): void => {
    const job = queue.shift();
    if (job === undefined) idle.push(worker);
    else send(worker, job);
  };
  const spawn = (): Worker => {
    const worker = new Worker(WORKER);
    alive += 1;
    workers.push(worker);
    worker.on('message', (a: Answer) => {
      const job = current.get(worker);
      current.delete(worker);
      const resolve = waiting.get(a.id);
      if ('row' in a && resolve !== undefined) {
        waiting.delete(a.id);
        resolve(a.row);
      } else if (job !== undefined) inMain(job);
      give(worker);
    });
    worker.on('error', () => {
      const job = current.get(worker);
      current.delete(worker);
      if (job !== undefined) inMain(job);
      alive -= 1;
      if (alive === 0) for (const j of queue.splice(0)) inMain(j);
    });
    return worker;
  };
  return {
    width,
    row: (path, name) =>
      new Promise((resolve) => {
        const job: AuditJob = { id: next, path, name };
        next += 1;
        waiting.set(job.id, resolve);
        // The main thread takes a game whenever it has none (its code is warm already).
        if (!mainBusy) {
          runInMain(job);
          return;
        }
        const worker = idle.pop() ?? (workers.length < width - 1 ? spawn() : undefined);
        if (worker !== undefined) send(worker, job);
        else if (alive === 0) inMain(job);
        else queue.push(job);
      }),
    close: async () => {
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
};
