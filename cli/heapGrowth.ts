import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** A log file at least this big holds a long game (some 14,000 Orders and more): its records weigh hundreds of MB. */
export const BIG_LOG_BYTES = 128 * 1024 * 1024;

/**
 * How far V8 lets the heap grow past what it found live after a full collection, in percent (the
 * launcher, bin/arbiter.mjs, sets it as `--heap-growing-percent`; V8 reads it at each collection),
 * from the largest log the command line names: a file, or the largest `*.jsonl` of a folder
 * (`sizeOf` gives either in bytes, undefined for anything else). 0 leaves V8's own factor, which
 * lets the heap grow up to 4 times.
 * - 0 (V8's own) under {@link BIG_LOG_BYTES}. The folder audit (100 games of 90 Orders) made 11 full
 *   collections at 50% and 2 with V8's own, and took 8.84 s against 9.76 s (medians of 5
 *   interleaved runs, 0.91×), for 135–155 MB against 116–123 MB; 20% had cost it 5–10% more CPU
 *   than 50%. At 13,500 Orders (a 125 MB log, the largest under the bound) V8's own against 50%
 *   peaked at 245 against 241 MB (`audit`), 305 against 311 (`--json`), 343 against 369
 *   (`--edition n4 --json`) and 293 against 274 (`--what-if`), in 14.6 against 14.8 s, 20.5
 *   against 21.7, 31.7 against 30.4 and 19.4 against 23.4.
 * - 10% from {@link BIG_LOG_BYTES}: a long game's audit keeps some 250 MB live (its records, the
 *   what-if's rows), and garbage then piled up past 500 MB before the next collection. V8 then
 *   collects some 29 times in an audit of 30k Orders instead of 12. Measured there against 50%, runs
 *   interleaved: `audit --edition n4 --json` 454–470 MB against 557–623 MB (58.4 s against
 *   50.6–57.6 s; 10% more CPU); `audit --json` 414 against 501 MB (44.9 against 41.9 s); `audit`
 *   383 against 408 MB (27.3 against 26.7 s). 20% left `--edition n4 --json` at 487–511 MB.
 *   `audit` itself reads such a log with a looser growth and tightens it after (cli/heapWhileReading.ts).
 */
export const heapGrowthPercent = (args: readonly string[], sizeOf: (path: string) => number | undefined): number => {
  let largest = 0;
  for (const a of args) if (!a.startsWith('-')) largest = Math.max(largest, sizeOf(a) ?? 0);
  return largest >= BIG_LOG_BYTES ? 10 : 0;
};

const fileBytes = (path: string): number | undefined => {
  const s = statSync(path, { throwIfNoEntry: false });
  return s?.isFile() === true ? s.size : undefined;
};

/**
 * The size in bytes of the log a command-line argument names, for {@link heapGrowthPercent}: a
 * file's size, or the largest `*.jsonl` directly in a folder (what `audit DIR` reads); undefined
 * for anything else: no such file, a path through a file (`game.jsonl/x`), a folder or file that
 * cannot be read, a name no path can have. The command itself then says what is wrong.
 */
export const logBytes = (path: string): number | undefined => {
  try {
    const s = statSync(path, { throwIfNoEntry: false });
    if (s?.isDirectory() !== true) return s?.isFile() === true ? s.size : undefined;
    let largest: number | undefined;
    for (const e of readdirSync(path, { withFileTypes: true }))
      if (e.name.endsWith('.jsonl')) largest = Math.max(largest ?? 0, fileBytes(join(path, e.name)) ?? 0);
    return largest;
  } catch {
    return undefined;
  }
};
