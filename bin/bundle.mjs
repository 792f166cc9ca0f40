// Loads the built command, dist/arbiter.cjs (one CommonJS script: scripts/buildCli.mjs), with V8's
// code cache when the build left one beside it (scripts/buildCodeCache.mjs): the verb's own,
// dist/arbiter.cjs.VERB.cache, else dist/arbiter.cjs.cache, made by a run of every usual command. A
// cache holds the bytecode of the functions its runs compiled, so a command skips parsing and
// compiling them: the audit of a 41-Order game ends some 0.2 s sooner. V8 reads a whole cache at
// once, so each verb has its own: `odds` does not read the engine's bytecode.
// Node 20 caches no ES module's code (its module compile cache came in Node 22), hence a script.
import { isAscii } from 'node:buffer';
import { hash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { Script } from 'node:vm';
import { useEngineV8Flags } from './v8Flags.mjs';

/** The cache file's first line: the SHA-256 (hex) of the bundle it was made from. */
const DIGEST_LENGTH = 64;

/** The code cache for `verb` beside the bundle `file`: the verb's own if the build made one. */
export const cacheFileFor = (file, verb) => {
  const own = `${file}.${verb}.cache`;
  return typeof verb === 'string' && /^[a-z]+$/.test(verb) && existsSync(own) ? own : `${file}.cache`;
};

/**
 * Runs the bundle at `file` as a CommonJS module and returns its exports, how its cache went, and
 * `makeCache()`, the code cache of everything compiled so far (for the build). `verb` picks the
 * cache ({@link cacheFileFor}). `cache`:
 * - `used`: V8 took the cache;
 * - `rejected`: V8 refused it (another Node or V8 version, other V8 flags) and compiled as usual;
 * - `stale`: the cache was made from another bundle, so it was not offered (V8 itself checks only
 *   the source's length, so the digest guards against running another build's bytecode);
 * - `none`: no cache file, or `useCache` false.
 * Whatever the state, the same code runs and gives the same results: only the start is faster.
 * The process runs with the command's V8 flags from then on (bin/v8Flags.mjs).
 */
export const loadBundle = (file, { useCache = true, verb } = {}) => {
  // Before anything of the bundle is compiled: the code cache is made and read under these flags.
  useEngineV8Flags();
  const bytes = readFileSync(file);
  const digest = hash('sha256', bytes, 'hex');
  // The build writes ASCII only: then each byte is a character (a one-byte string, made without decoding).
  const source = bytes.toString(isAscii(bytes) ? 'latin1' : 'utf8');
  const cacheFile = cacheFileFor(file, verb);
  let cachedData;
  let cache = 'none';
  if (useCache && existsSync(cacheFile)) {
    const saved = readFileSync(cacheFile);
    if (saved.subarray(0, DIGEST_LENGTH).toString('latin1') === digest && saved[DIGEST_LENGTH] === 0x0a)
      cachedData = saved.subarray(DIGEST_LENGTH + 1);
    else cache = 'stale';
  }
  const script = new Script(Module.wrap(source), {
    filename: file,
    ...(cachedData === undefined ? {} : { cachedData }),
  });
  if (cachedData !== undefined) cache = script.cachedDataRejected === true ? 'rejected' : 'used';
  // The bundle's imports at run time (viewer/importModule.ts): a script run from a code cache has no
  // `import()` of its own (its import callback was the building process's), so it borrows this one.
  globalThis[Symbol.for('arbiter.importModule')] = (specifier) => import(specifier);
  const module = { exports: {} };
  script.runInThisContext().call(module.exports, module.exports, createRequire(file), module, file, dirname(file));
  return {
    exports: module.exports,
    cache,
    makeCache: () => Buffer.concat([Buffer.from(`${digest}\n`, 'latin1'), script.createCachedData()]),
  };
};
