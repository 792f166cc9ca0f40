// The V8 flags the built command runs with. bin/bundle.mjs sets them before it compiles the bundle
// (so before a code cache is read, or made by scripts/buildCodeCache.mjs: V8 takes a cache only
// under the flags it was made with); the benches' child processes set them too, to run as the
// command runs. Setting a flag here changes only how fast the code runs, never what it answers.
import { setFlagsFromString } from 'node:v8';

/**
 * `--no-turbo-inline-array-builtins`: the optimizing compiler calls `map`, `filter`, `forEach` and
 * the like instead of inlining them. Inlined, `map` makes holey arrays where the builtin made
 * packed ones, so each function that first met an array of the one kind meets the other once its
 * caller is optimized, is deoptimized and compiled again: 61 deoptimizations over the first 6,000
 * Orders of the generated game (none with the flag), a third of the compiler's time spent compiling
 * again. Without it, warming up is shorter (docs/performance.md, 28 November).
 */
export const ENGINE_V8_FLAGS = Object.freeze(['--no-turbo-inline-array-builtins']);

/** Sets {@link ENGINE_V8_FLAGS} in this process (and so in its worker threads). */
export const useEngineV8Flags = () => {
  for (const flag of ENGINE_V8_FLAGS) setFlagsFromString(flag);
};
