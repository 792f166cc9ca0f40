import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { heapGrowthPercent, logBytes } from './heapGrowth.ts';

/**
 * The growth while the log is read: 50%. Measured at 30k Orders against V8's own factor (0), which
 * read as fast (`audit` 13.1–13.6 s against 13.3–14.7 s) but left `--edition n4 --json` peaking at
 * 468–483 MB instead of 450–453, too near the 500 MB bound.
 */
const WHILE_READING = 50;

/** A full collection, now (V8's `gc`, exposed to a new context only, so the command's globals stay as they were). */
const collectFully = (): void => {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
};

/**
 * The heap of a command that reads a long log whole before it works on it (`audit`; `view`, which
 * then indexes its frames), given the growth the launcher set for that log (cli/heapGrowth.ts; 0:
 * V8's own, nothing to do). While the log is read, what is made is the records, which all stay
 * (and the frames' snapshots, which stay too): a tight growth only makes V8 mark the
 * whole heap again and again and free nothing (at 30k Orders and 10%: 20 full collections while
 * reading). So the reading runs with a looser growth ({@link WHILE_READING}); the function returned,
 * called once the log is read, puts the tight growth back and collects once, so that V8 sizes the
 * heap from what is live and the work after it keeps to the same bound as before.
 */
export const heapWhileReading = (tightPercent: number): (() => void) => {
  if (tightPercent <= 0) return () => undefined;
  setFlagsFromString(`--heap-growing-percent=${WHILE_READING}`);
  return () => {
    setFlagsFromString(`--heap-growing-percent=${tightPercent}`);
    collectFully();
  };
};

/** {@link heapWhileReading} for the log at `path`, with the growth the launcher set for it (cli/heapGrowth.ts). */
export const heapWhileReadingLog = (path: string): (() => void) =>
  heapWhileReading(heapGrowthPercent([path], logBytes));
