/** A log file at least this big holds a long game (some 14,000 Orders and more): its records weigh hundreds of MB. */
export const BIG_LOG_BYTES = 128 * 1024 * 1024;

/**
 * How far V8 lets the heap grow past what it found live after a full collection, in percent (the
 * launcher, bin/arbiter.mjs, sets it as `--heap-growing-percent`; V8 reads it at each collection).
 * V8's own factor lets it grow to 4 times. A long game's audit keeps some 250 MB live (its
 * records, the what-if's rows), and garbage then piled up past 500 MB before the next collection.
 * - 50% for most commands. 20% cost the folder audit (`audit DIR`, 100 small games, small heaps)
 *   5–10% more CPU in each of five interleaved pairs of runs: more full collections for no memory to save.
 * - 10% when a file named on the command line is a big log ({@link BIG_LOG_BYTES}): V8 then
 *   collects some 29 times in an audit of 30k Orders instead of 12. Measured there against 50%,
 *   runs interleaved: `audit --edition n4 --json` 454–470 MB against 557–623 MB (58.4 s against
 *   50.6–57.6 s; 10% more CPU); `audit --json` 414 against 501 MB (44.9 against 41.9 s); `audit`
 *   383 against 408 MB (27.3 against 26.7 s). 20% left `--edition n4 --json` at 487–511 MB.
 * `sizeOf` gives a path's size in bytes if it is a file (undefined otherwise).
 */
export const heapGrowthPercent = (args: readonly string[], sizeOf: (path: string) => number | undefined): number =>
  args.some((a) => !a.startsWith('-') && (sizeOf(a) ?? 0) >= BIG_LOG_BYTES) ? 10 : 50;
