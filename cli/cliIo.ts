import { colorWanted } from './colorWanted.ts';
import { printable } from './printable.ts';

/** Where a command writes. The real one wraps process.stdout/stderr; tests pass a fake. */
export interface CliIo {
  out(s: string): void;
  err(s: string): void;
  /** Redraws a progress line on stderr in place (its own cursor moves, never text from a log); `err` when absent. */
  redraw?(s: string): void;
  /** Whether stdout is a terminal. */
  readonly isTTY: boolean;
  /** Whether stdout gets colours (NO_COLOR, FORCE_COLOR, else `isTTY`: cli/colorWanted.ts); `isTTY` when a fake leaves it out. */
  readonly color?: boolean;
  /** Whether stderr is a terminal (progress); taken to be `isTTY` when a fake leaves it out. */
  readonly errIsTTY?: boolean;
}

const line = (s: string): string => (s.endsWith('\n') ? s : `${s}\n`);

/** The process's own output: everything printed is made safe for a terminal (cli/printable.ts). */
export const processIo = (): CliIo => ({
  out: (s) => void process.stdout.write(line(printable(s))),
  err: (s) => void process.stderr.write(line(printable(s))),
  redraw: (s) => void process.stderr.write(line(s)),
  isTTY: process.stdout.isTTY === true,
  color: colorWanted(process.env, process.stdout.isTTY === true),
  errIsTTY: process.stderr.isTTY === true,
});

/** Exit codes shared by every verb. */
export const EXIT_OK = 0;
export const EXIT_PROBLEM = 1;
export const EXIT_USAGE = 2;
