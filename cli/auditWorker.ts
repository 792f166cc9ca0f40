import { parentPort } from 'node:worker_threads';
import { auditGameRow } from '../audit/index.ts';

/**
 * A worker thread of `arbiter audit DIR` (cli/auditRowPool.ts): audits the games it is sent, one
 * at a time, and answers each with its row. The built worker, dist/auditWorker.mjs, loads the
 * command's bundle (with its code cache) and calls this.
 */
export interface AuditJob {
  readonly id: number;
  readonly path: string;
  readonly name: string;
}

/** Serves the audit jobs the parent thread posts, until it ends the thread. */
export const serveAuditJobs = (): void => {
  parentPort?.on('message', (job: AuditJob) => {
    void auditGameRow(job.path, job.name).then(
      (row) => parentPort?.postMessage({ id: job.id, row }),
      (e: unknown) => parentPort?.postMessage({ id: job.id, error: e instanceof Error ? e.message : String(e) }),
    );
  });
};
