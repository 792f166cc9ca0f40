import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const ROOT = resolve(import.meta.dirname, '..', '..');
const run = promisify(execFile);

/** What `npm pack --json` says of a tarball. */
export interface Packed {
  readonly filename: string;
  readonly size: number;
  readonly unpackedSize: number;
  readonly entryCount: number;
  readonly files: readonly { readonly path: string }[];
}

/**
 * npm run as a child of this test, without the npm_* variables of an `npm test` around it (its
 * lifecycle, its package), but with the same cache, so that an install after `npm ci` is served from it.
 */
export const npm = async (args: readonly string[], cwd: string): Promise<string> => {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !k.startsWith('npm_') || k === 'npm_config_cache'),
  );
  const { stdout } = await run('npm', [...args], { cwd, env, maxBuffer: 64 * 1024 * 1024 });
  return stdout;
};

/**
 * The package as `npm pack` makes it, into `dir`. The .d.ts are built first (scripts/buildTypes.mjs,
 * what `prepack` runs); the JavaScript is the global setup's build. `--ignore-scripts`: `prepack`
 * would rebuild dist/ under the tests running the command from it.
 */
export const packPackage = async (dir: string): Promise<Packed> => {
  await run(process.execPath, [join(ROOT, 'scripts', 'buildTypes.mjs')], { cwd: ROOT });
  const out = await npm(['pack', '--ignore-scripts', '--json', '--pack-destination', dir], ROOT);
  const [packed] = JSON.parse(out) as readonly Packed[];
  if (packed === undefined) throw new Error(`npm pack printed no tarball: ${out}`);
  return packed;
};

/**
 * A new ESM project in `dir` with the tarball installed (its dependencies from the npm cache when
 * there) and this repository's @types/node linked in for the TypeScript consumer.
 */
export const installInto = async (dir: string, tarball: string): Promise<void> => {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  await npm(['install', '--prefer-offline', '--no-audit', '--no-fund', tarball], dir);
  mkdirSync(join(dir, 'node_modules', '@types'), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules', '@types', 'node'), join(dir, 'node_modules', '@types', 'node'), 'dir');
};

/** Bytes of the files under `dir` (links not followed): an install's footprint. */
export const footprint = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce((sum, d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return sum + footprint(path);
    return d.isFile() ? sum + statSync(path).size : sum;
  }, 0);
