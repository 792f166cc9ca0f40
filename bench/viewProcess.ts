import { spawn, spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';

const ROOT = resolve(import.meta.dirname, '..');

/** When the built `arbiter view` served its first page, and when it had read the whole log (ms from its start). */
export interface ViewTimes {
  readonly firstPageMs: number;
  readonly allReadMs: number;
}

/**
 * Runs the built command (`bin/arbiter.mjs view LOG --port 0 --no-open --quiet`) as a user does:
 * the first page is usable once its timeline and first frame have come back (from process start);
 * the whole log is read once the command says so. Stopped with Ctrl-C after that.
 */
export const timeViewProcess = (log: string): Promise<ViewTimes> =>
  new Promise((done, fail) => {
    const t0 = performance.now();
    const child = spawn(
      process.execPath,
      [join(ROOT, 'bin', 'arbiter.mjs'), 'view', log, '--port', '0', '--no-open', '--quiet'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    let firstPage: Promise<number> | null = null;
    child.on('error', fail);
    child.on('exit', (code) => {
      if (code !== 0) fail(new Error(`arbiter view exited ${String(code)}: ${err}`));
    });
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const url = /at (http:\/\/127\.0\.0\.1:\d+\/) /.exec(out)?.[1];
      if (url !== undefined && firstPage === null)
        firstPage = Promise.all([fetch(`${url}api/timeline`), fetch(`${url}api/frame?seq=1`)])
          .then((rs) => Promise.all(rs.map((r) => r.text())))
          .then(() => performance.now() - t0);
      // A short log is read whole before it is served (no "all … read" line then).
      const whole = /all \d+ events read/.test(out) || / \(\d+ events\) at /.test(out);
      if (whole && firstPage !== null) {
        const allReadMs = performance.now() - t0;
        void firstPage.then((firstPageMs) => {
          child.kill('SIGINT');
          done({ firstPageMs, allReadMs: Math.max(allReadMs, firstPageMs) });
        }, fail);
      }
    });
  });

/** A bare Node start (`node -e ''`), the floor of any command, in ms. */
export const bareNodeMs = (): number => {
  const t0 = performance.now();
  spawnSync(process.execPath, ['-e', ''], { stdio: 'ignore' });
  return performance.now() - t0;
};
