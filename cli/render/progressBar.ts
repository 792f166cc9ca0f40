import { printable } from '../printable.ts';
import type { CliIo } from '../cliIo.ts';

export interface Progress {
  update(done: number, total: number): void;
  /** Clears the bar (if one was drawn). */
  finish(): void;
}

const WIDTH = 30;
const SHOW_AFTER_MS = 400;
const EVERY_MS = 100;

/** A bar that draws nothing: for pipes, files and tests. */
export const noProgress: Progress = { update: () => undefined, finish: () => undefined };

/**
 * A progress bar on stderr for long work, redrawn in place (each line replaces the last) and
 * only on a terminal, and only once the work has run long enough to be worth watching.
 */
export const progressBar = (io: CliIo, label: string, now: () => number = Date.now): Progress => {
  if (!(io.errIsTTY ?? io.isTTY)) return noProgress;
  const started = now();
  let last = 0;
  let drawn = false;
  const clear = '\u001b[1A\u001b[2K';
  const redraw = (s: string): void => (io.redraw ?? io.err)(s);
  return {
    update(done, total) {
      const t = now();
      if (t - started < SHOW_AFTER_MS || t - last < EVERY_MS || total <= 0) return;
      last = t;
      const ratio = Math.max(0, Math.min(1, done / total));
      const full = Math.round(ratio * WIDTH);
      redraw(
        `${drawn ? clear : ''}${printable(label)} [${'#'.repeat(full)}${'.'.repeat(WIDTH - full)}] ${(ratio * 100).toFixed(0).padStart(3)}%`,
      );
      drawn = true;
    },
    finish() {
      if (drawn) redraw(`${clear}${printable(label)}: done`);
      drawn = false;
    },
  };
};

/**
 * Progress for work whose total is unknown in advance (a log read once, as a stream): a running
 * count redrawn in place on stderr, only on a terminal and once the work has run a while.
 */
export const progressCounter = (
  io: CliIo,
  label: string,
  unit: string,
  now: () => number = Date.now,
): { update(done: number): void; finish(): void } => {
  if (!(io.errIsTTY ?? io.isTTY)) return { update: () => undefined, finish: () => undefined };
  const started = now();
  let last = 0;
  let drawn = false;
  const clear = '\u001b[1A\u001b[2K';
  const redraw = (s: string): void => (io.redraw ?? io.err)(s);
  return {
    update(done) {
      const t = now();
      if (t - started < SHOW_AFTER_MS || t - last < EVERY_MS) return;
      last = t;
      redraw(`${drawn ? clear : ''}${printable(label)}: ${done.toLocaleString('en')} ${unit}…`);
      drawn = true;
    },
    finish() {
      if (drawn) redraw(`${clear}${printable(label)}: done`);
      drawn = false;
    },
  };
};
