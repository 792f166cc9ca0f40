/** Where the built command's loader (bin/bundle.mjs) lends its `import()`: a key of globalThis. */
const LENT = Symbol.for('arbiter.importModule');

/**
 * Imports, at run time, a module that is not bundled: elkjs, the viewer's chart code
 * (viewer/assets/chartGraph.js), a browser driver for `--pdf`. The built command, dist/arbiter.cjs,
 * runs from V8's code cache, and there an `import()` of its own finds no loader (the cached script
 * carries the import callback of the process that made the cache), so the loader lends its own,
 * which resolves from the package as the bundle's own did. From the sources, plain `import()`.
 */
export const importModule = (specifier: string): Promise<unknown> => {
  const lent = (globalThis as Readonly<Record<symbol, unknown>>)[LENT];
  return typeof lent === 'function' ? (lent as (s: string) => Promise<unknown>)(specifier) : import(specifier);
};
