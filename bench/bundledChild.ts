import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { esModules, ownLocation } from '../scripts/bundlePlugins.mjs';

/** A bench's child script, bundled; `remove` deletes it. */
export interface BundledChild {
  readonly path: string;
  readonly remove: () => Promise<void>;
}

/**
 * Bundles a bench's child script (TypeScript, top-level await allowed) the way the command is
 * built (scripts/buildCli.mjs: one bundle, fp-ts and io-ts from their ES modules, each source's own
 * location kept), as an ES module in a temporary folder. Run through the TypeScript loader instead,
 * the same code was far slower: `arbiter audit` of the 30k-Order game took 20–23 s of wall time and
 * 27–33 s of CPU there, against 15 s and 19 s for the built command (27 November).
 */
export const bundledChild = async (entry: string): Promise<BundledChild> => {
  const dir = await mkdtemp(join(tmpdir(), 'arbiter-bench-child-'));
  const path = join(dir, 'child.mjs');
  await build({
    entryPoints: [entry],
    outfile: path,
    format: 'esm',
    bundle: true,
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
    mainFields: ['module', 'main'],
    external: ['elkjs', 'elkjs/*', 'pg'],
    plugins: [ownLocation(dir), esModules],
    // The CommonJS dependencies bundled into an ES module still call require.
    banner: {
      js: [
        "import { createRequire as __benchRequire } from 'node:module';",
        "import { fileURLToPath as __arbiterPath } from 'node:url';",
        "import { dirname as __arbiterDirname } from 'node:path';",
        'const require = __benchRequire(import.meta.url);',
      ].join(' '),
    },
  });
  return { path, remove: () => rm(dir, { recursive: true, force: true }) };
};
