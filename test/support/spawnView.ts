import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

/** A running `arbiter view … --port 0 --no-open` process (the built bin/arbiter.mjs). */
export interface SpawnedView {
  /** The URL it printed (http://127.0.0.1:PORT/). */
  readonly url: string;
  /** What it has written so far. */
  readonly out: () => string;
  readonly err: () => string;
  /** Ctrl-C (SIGINT); resolves to its exit code. */
  readonly stop: () => Promise<number | null>;
}

/** Starts `arbiter view ARGS --port 0 --no-open` and waits until it prints where it serves. */
export const spawnView = async (
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<SpawnedView> => {
  const child = spawn(process.execPath, [resolve('bin/arbiter.mjs'), 'view', ...args, '--port', '0', '--no-open'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  let out = '';
  let err = '';
  child.stderr.on('data', (c: Buffer) => (err += c.toString()));
  const url = await new Promise<string>((done, fail) => {
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /at (http:\/\/127\.0\.0\.1:\d+\/) /.exec(out);
      if (m?.[1] !== undefined) done(m[1]);
    });
    child.on('exit', (code) => fail(new Error(`arbiter view exited (${String(code)}) before serving: ${err}`)));
  });
  const exit = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return {
    url,
    out: () => out,
    err: () => err,
    stop: () => {
      child.kill('SIGINT');
      return exit;
    },
  };
};
