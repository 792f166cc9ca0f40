import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { chmod, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { tempDir } from './tempDir.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');

/** The `arbiter` command bundled once by esbuild (tsx's own compiler): a process starts ~4× faster than under tsx. */
export const bundleCli = async (): Promise<{ readonly path: string; cleanup(): Promise<void> }> => {
  const dir = tempDir('cli');
  await chmod(dir, 0o755); // readable by the unprivileged user some tests run it as
  const outfile = join(dir, 'arbiter.mjs');
  const { build } = await import('esbuild');
  await build({
    stdin: {
      contents: "import { main } from './cli/main.ts';\nprocess.exitCode = await main(process.argv.slice(2));\n",
      resolveDir: ROOT,
      loader: 'ts',
      sourcefile: 'arbiter-test-entry.ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    logLevel: 'silent',
    // Bundled CommonJS dependencies (elkjs) ask for `require`.
    banner: {
      js: "import { createRequire as __arbiterRequire } from 'node:module'; const require = __arbiterRequire(import.meta.url);",
    },
  });
  await chmod(outfile, 0o644);
  return { path: outfile, cleanup: () => rm(dir, { recursive: true, force: true }) };
};

export interface Ran {
  readonly code: number | null;
  readonly out: string;
  readonly err: string;
}

/** What a child process printed, and its exit code, once it has exited. */
const finished = (child: ChildProcess): Promise<Ran> =>
  new Promise((done, fail) => {
    let out = '';
    let err = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString('utf8');
    });
    child.stderr?.on('data', (d: Buffer) => {
      err += d.toString('utf8');
    });
    child.once('error', fail);
    child.once('close', (code) => done({ code, out, err }));
  });

/** Runs the bundled command as a separate process; resolves when it exits. */
export const runCli = (bundle: string, args: readonly string[], options: SpawnOptions = {}): Promise<Ran> =>
  finished(spawn(process.execPath, [bundle, ...args], { ...options, stdio: ['ignore', 'pipe', 'pipe'] }));

/** Runs a shell command line (for `ulimit`) around the bundled command. */
export const runCliInShell = (bundle: string, prefix: string, args: readonly string[]): Promise<Ran> => {
  const quoted = [process.execPath, bundle, ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ');
  return finished(spawn('/bin/sh', ['-c', `${prefix}; exec ${quoted}`], { stdio: ['ignore', 'pipe', 'pipe'] }));
};
