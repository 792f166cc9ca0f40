// Builds the `arbiter` command: cli/main.ts and everything it imports (dependencies included)
// bundled by esbuild into dist/arbiter.mjs and its chunks, which bin/arbiter.mjs runs with no TypeScript loader;
// and the library (docs/api.md): the entries of api/ into dist/lib/ (dependencies left as imports).
// The library's .d.ts (dist/types/) come from scripts/buildTypes.mjs, run by `npm pack` (prepack).
// Run by `npm ci` / `npm install` (the `prepare` script), by `npm run build`, and by the tests'
// global setup (test/support/buildCli.ts) so that a spawned command always runs the sources under test.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { build } from 'esbuild';

const ROOT = dirname(import.meta.dirname);
const DIST = join(ROOT, 'dist');

/**
 * Files that find their neighbours on disk (the viewer's page, the built-in unit library, the
 * demo's examples) do it from `import.meta.url`, which in a bundle is the bundle's own URL. This
 * gives each such file back its own location, relative to dist/, so the assets are read from where
 * they live in the package: nothing is copied, nothing can go stale.
 */
const ownLocation = (outdir) => ({
  name: 'own-location',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      if (args.path.includes(`${sep}node_modules${sep}`) || !text.includes('import.meta.')) return undefined;
      const here = JSON.stringify(relative(outdir, args.path).split(sep).join('/'));
      const url = `new URL(${here}, import.meta.url)`;
      return {
        loader: 'ts',
        contents: text
          .replaceAll('import.meta.url', `${url}.href`)
          .replaceAll('import.meta.dirname', `__arbiterDirname(__arbiterPath(${url}))`),
      };
    });
  },
});

/**
 * fp-ts and io-ts ship CommonJS (lib/) and ES modules (es6/). Bundled from lib/, every import of
 * them is wrapped in getters (esbuild's CommonJS interop): each `E.right`, `E.isLeft` becomes a
 * property lookup through a getter, which the JIT cannot inline — measurable on the engine's hot
 * paths. The bundle takes the ES modules instead: the same functions, as plain bindings.
 */
const esModules = {
  name: 'es-modules',
  setup(b) {
    b.onResolve({ filter: /^(fp-ts|io-ts)\/lib\// }, (args) =>
      b.resolve(args.path.replace('/lib/', '/es6/'), { kind: args.kind, resolveDir: args.resolveDir }),
    );
  },
};

// A fresh dist/, but for the .d.ts (dist/types/, slow to make and made by scripts/buildTypes.mjs).
for (const entry of await readdir(DIST).catch(() => [])) {
  if (entry !== 'types') await rm(join(DIST, entry), { recursive: true, force: true });
}
// Chunks sit next to arbiter.mjs (not in a subfolder): the locations above are relative to dist/.
const result = await build({
  // The worker threads of `arbiter audit DIR` (cli/auditRowPool.ts) run dist/auditWorker.mjs.
  entryPoints: { arbiter: join(ROOT, 'cli', 'main.ts'), auditWorker: join(ROOT, 'cli', 'auditWorker.ts') },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outdir: DIST,
  outExtension: { '.js': '.mjs' },
  // One chunk per verb (cli/main.ts imports each when it runs): `arbiter odds` loads only the odds.
  splitting: true,
  chunkNames: '[name]-[hash]',
  sourcemap: 'linked',
  logLevel: 'warning',
  metafile: true,
  plugins: [ownLocation(DIST), esModules],
  // The ES module build of a dependency that has one (io-ts, fp-ts: see esModules).
  mainFields: ['module', 'main'],
  // elkjs (1.6 MB, only for `audit --html`'s statechart) stays an import of the installed
  // dependency: bundled, it made the package half as large again.
  // pg (node-postgres, for `--store` and `arbiter store`) is an optional dependency: loaded from the
  // install when a command needs it, and a clear message when it is not installed.
  external: ['elkjs', 'elkjs/*', 'pg'],
  banner: {
    js: [
      // Bundled CommonJS dependencies (elkjs, yaml's helpers) ask for `require`.
      "import { createRequire as __arbiterRequire } from 'node:module';",
      "import { fileURLToPath as __arbiterPath } from 'node:url';",
      "import { dirname as __arbiterDirname } from 'node:path';",
      'const require = __arbiterRequire(import.meta.url);',
    ].join(' '),
  },
});

// The project's own sources in this build (dependencies left out): bin/arbiter.mjs compares their
// times with the bundle's and refuses to run a build older than the sources it came from.
const sources = Object.keys(result.metafile.inputs).filter((f) => !f.includes('node_modules/'));
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
