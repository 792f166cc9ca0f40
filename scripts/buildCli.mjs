// Builds the `arbiter` command: cli/main.ts and everything it imports (dependencies included)
// bundled by esbuild into one CommonJS script, dist/arbiter.cjs, which bin/arbiter.mjs runs with no
// TypeScript loader, and its V8 code cache (scripts/buildCodeCache.mjs); the entry of the worker
// threads of `arbiter audit DIR --jobs N` (dist/auditWorker.mjs, which runs the same bundle); and
// the library (docs/api.md): the entries of api/ into dist/lib/ (dependencies left as imports).
// The library's .d.ts (dist/types/) come from scripts/buildTypes.mjs, run by `npm pack` (prepack).
// Run by `npm ci` / `npm install` (the `prepare` script), by `npm run build`, and by the tests'
// global setup (test/support/buildCli.ts) so that a spawned command always runs the sources under test.
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { build } from 'esbuild';
import { esModules, ownLocation } from './bundlePlugins.mjs';

const ROOT = dirname(import.meta.dirname);
const DIST = join(ROOT, 'dist');

// A fresh dist/, but for the .d.ts (dist/types/, slow to make and made by scripts/buildTypes.mjs).
for (const entry of await readdir(DIST).catch(() => [])) {
  if (entry !== 'types') await rm(join(DIST, entry), { recursive: true, force: true });
}
// The command: one script, because Node 20 keeps a code cache for a script (vm.Script's cachedData)
// and none for an ES module. Its own location comes from __filename (bin/bundle.mjs runs it as a
// CommonJS module); `"use strict"` first, as the ES modules it was made of were strict.
const command = await build({
  entryPoints: { arbiter: join(ROOT, 'cli', 'main.ts') },
  format: 'cjs',
  outExtension: { '.js': '.cjs' },
  // No comments, no indentation: 40% less text to read and hash at each start, and ASCII only
  // (esbuild escapes every other character of the code; a comment kept some): bin/bundle.mjs then
  // makes the source a one-byte string, with no UTF-8 decoding. Names are kept, and the linked
  // source map gives back the sources (node --enable-source-maps).
  minifyWhitespace: true,
  bundle: true,
  platform: 'node',
  target: 'node20',
  outdir: DIST,
  sourcemap: 'linked',
  logLevel: 'warning',
  metafile: true,
  // The ES module build of a dependency that has one (io-ts, fp-ts: see esModules).
  mainFields: ['module', 'main'],
  // elkjs (1.6 MB, only for `audit --html`'s statechart) stays an import of the installed
  // dependency: bundled, it made the package half as large again.
  // pg (node-postgres, for `--store` and `arbiter store`) is an optional dependency: loaded from the
  // install when a command needs it, and a clear message when it is not installed.
  external: ['elkjs', 'elkjs/*', 'pg'],
  plugins: [ownLocation(DIST, '__arbiterUrl'), esModules],
  banner: {
    js: [
      '"use strict";',
      "const __arbiterUrl = require('node:url').pathToFileURL(__filename).href;",
      "const { fileURLToPath: __arbiterPath } = require('node:url');",
      "const { dirname: __arbiterDirname } = require('node:path');",
    ].join(' '),
  },
});
// The worker threads of `arbiter audit DIR --jobs N` (cli/auditRowPool.ts) run dist/auditWorker.mjs:
// the same bundle, with the same code cache, serving audit jobs (cli/auditWorker.ts).
await writeFile(
  join(DIST, 'auditWorker.mjs'),
  [
    '// Written by scripts/buildCli.mjs: a worker thread of `arbiter audit DIR --jobs N` (cli/auditRowPool.ts).',
    "import { fileURLToPath } from 'node:url';",
    "import { loadBundle } from '../bin/bundle.mjs';",
    "await loadBundle(fileURLToPath(new URL('./arbiter.cjs', import.meta.url)), { verb: 'audit' }).exports.serveAuditJobs();",
    '',
  ].join('\n'),
);

// The project's own sources in this build (dependencies left out): bin/arbiter.mjs compares their
// times with the bundle's and refuses to run a build older than the sources it came from.
const sources = Object.keys(command.metafile.inputs).filter((f) => !f.includes('node_modules/'));
await writeFile(join(DIST, 'sources.json'), `${JSON.stringify(sources.map((f) => relative(ROOT, join(ROOT, f))))}\n`);

// The library: one file per entry of package.json's `exports` and their shared chunks, in dist/lib/.
// Its dependencies stay imports (the package's `dependencies`), so a consumer shares one xstate, one fp-ts.
const LIB = join(DIST, 'lib');
await build({
  entryPoints: ['index', 'odds', 'log', 'audit', 'machines', 'postgres'].map((e) => join(ROOT, 'api', `${e}.ts`)),
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outdir: LIB,
  splitting: true,
  chunkNames: '[name]-[hash]',
  logLevel: 'warning',
  plugins: [ownLocation(LIB)],
  banner: {
    js: [
      "import { fileURLToPath as __arbiterPath } from 'node:url';",
      "import { dirname as __arbiterDirname } from 'node:path';",
    ].join(' '),
  },
});

// Last, the command's code caches (scripts/buildCodeCache.mjs), each in a process of its own: the
// commands they run write their output there, discarded, and say why on stderr if one fails.
// `record` first (it writes the logs the others read), then the others two at a time.
const work = await mkdtemp(join(tmpdir(), 'arbiter-code-cache-'));
const cache = (verb) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'scripts', 'buildCodeCache.mjs'), work, verb], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (d) => {
      err += d;
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`scripts/buildCodeCache.mjs ${verb} failed (exit ${code}):\n${err}`)),
    );
  });
try {
  await cache('record');
  const rest = ['audit', 'all', 'replay', 'verify', 'odds'];
  const lane = async () => {
    for (let verb = rest.shift(); verb !== undefined; verb = rest.shift()) await cache(verb);
  };
  await Promise.all([lane(), lane()]);
} finally {
  await rm(work, { recursive: true, force: true });
}
