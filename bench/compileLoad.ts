/** What V8's optimizing compiler did in one run, read from its `--trace-opt --trace-deopt` output. */
export interface CompileLoad {
  /** Optimized compilations finished. */
  readonly compilations: number;
  /** Their time on the compiler's thread, in milliseconds (the three phases V8 reports, summed). */
  readonly ms: number;
  /** The part of `ms` spent compiling again a function deoptimized before. */
  readonly recompiledMs: number;
  /** The longest single compilation, in milliseconds. */
  readonly largestMs: number;
  /** Deoptimizations. */
  readonly deopts: number;
  /** Deoptimizations by V8's reason. */
  readonly deoptReasons: ReadonlyMap<string, number>;
}

// `[completed compiling 0x… <JSFunction name (sfi = 0x…)> (target TURBOFAN) - took 0.012, 3.006, 0.065 ms]`
const COMPLETED = /^\[completed compiling .*\(sfi = (0x[0-9a-f]+)\).* - took ([\d.]+), ([\d.]+), ([\d.]+) ms\]/;
// `[bailout (kind: deopt-eager, reason: wrong map): begin. deoptimizing 0x… <JSFunction name (sfi = 0x…)>, …`
const BAILOUT = /^\[bailout \(kind: [^,]+, reason: ([^)]*)\): begin\. deoptimizing .*?\(sfi = (0x[0-9a-f]+)\)/;

/**
 * Sums the compilations and deoptimizations V8 traced (Node 20's format; lines of any other form,
 * the program's own output among them, are passed over). A function is known by its shared
 * function info, so each closure of one source function counts as that function; a compilation
 * counts as done again when that function was deoptimized earlier in the trace.
 */
export const compileLoad = (trace: string): CompileLoad => {
  const deoptimized = new Set<string>();
  const deoptReasons = new Map<string, number>();
  let compilations = 0;
  let ms = 0;
  let recompiledMs = 0;
  let largestMs = 0;
  let deopts = 0;
  for (const line of trace.split('\n')) {
    const done = COMPLETED.exec(line);
    if (done !== null) {
      const [, sfi = '', ...phases] = done;
      const took = phases.reduce((n, p) => n + Number(p), 0);
      compilations += 1;
      ms += took;
      largestMs = Math.max(largestMs, took);
      if (deoptimized.has(sfi)) recompiledMs += took;
      continue;
    }
    const bailout = BAILOUT.exec(line);
    if (bailout !== null) {
      deopts += 1;
      const [, reason = '', sfi = ''] = bailout;
      deoptReasons.set(reason, (deoptReasons.get(reason) ?? 0) + 1);
      deoptimized.add(sfi);
    }
  }
  return { compilations, ms, recompiledMs, largestMs, deopts, deoptReasons };
};
