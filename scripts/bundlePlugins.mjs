// How the sources are bundled, shared by the command's build (scripts/buildCli.mjs) and the
// benches that time the code as the command runs it (bench/bundledChild.ts).
import { readFile } from 'node:fs/promises';
import { relative, sep } from 'node:path';

/**
 * Files that find their neighbours on disk (the viewer's page, the built-in unit library, the
 * demo's examples) do it from `import.meta.url`, which in a bundle is the bundle's own URL. This
 * gives each such file back its own location, relative to the bundle's folder `outdir` (dist/ for
 * the command), so the assets are read from where they live in the package: nothing is copied,
 * nothing can go stale. `bundleUrl` is the expression that gives the bundle's URL there, and the
 * bundle's banner defines `__arbiterPath` (url's fileURLToPath) and `__arbiterDirname` (path's dirname).
 */
export const ownLocation = (outdir, bundleUrl = 'import.meta.url') => ({
  name: 'own-location',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      if (args.path.includes(`${sep}node_modules${sep}`) || !text.includes('import.meta.')) return undefined;
      const here = JSON.stringify(relative(outdir, args.path).split(sep).join('/'));
      const url = `new URL(${here}, ${bundleUrl})`;
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
export const esModules = {
  name: 'es-modules',
  setup(b) {
    b.onResolve({ filter: /^(fp-ts|io-ts)\/lib\// }, (args) =>
      b.resolve(args.path.replace('/lib/', '/es6/'), { kind: args.kind, resolveDir: args.resolveDir }),
    );
  },
};
