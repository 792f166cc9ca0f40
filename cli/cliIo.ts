import { isatty } from 'node:tty';
import { blockingWrite, blockingWriteBytes } from './blockingWrite.ts';
import { colorWanted } from './colorWanted.ts';
import { printable } from './printable.ts';

/** Exit codes shared by every verb. */
export const EXIT_OK = 0;
export const EXIT_PROBLEM = 1;
export const EXIT_USAGE = 2;

/** Where a command writes. The real one wraps process.stdout/stderr; tests pass a fake. */
export interface CliIo {
  out(s: string): void;
  /**
   * Writes lines already made printable, as UTF-8 bytes, each ending in its newline (what `out` of
   * each would write): long reports are gathered so (cli/chunkedOut.ts). Absent (a fake): `out`.
   */
  outBytes?(bytes: Uint8Array): void;
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

/** What `out` (and `err`) of the process's own output prints for `s`: made printable, ended by a newline. */
export const printedLine = (s: string): string => line(printable(s));

/** A reader that stops early (`arbiter … | head`) is not an error: the command ends there. */
const readerGone = (): void => process.exit(EXIT_OK);

/** A reader of stderr that has gone takes nothing more; the command goes on. */
const ignored = (): void => undefined;

/**
 * The process's own output: everything printed is made safe for a terminal (cli/printable.ts).
 * It is written before `out` or `err` returns (cli/blockingWrite.ts): a long report, or a log's
 * many warnings, piped to a slow reader waits for it rather than piling up in memory. `outFd`:
 * where `out` writes, standard output but for a benchmark printing as the command does.
 */
export const processIo = (outFd = 1): CliIo => {
  const tty = isatty(outFd);
  return {
    out: (s) => blockingWrite(outFd, printedLine(s), readerGone),
    outBytes: (bytes) => blockingWriteBytes(outFd, bytes, bytes.length, readerGone),
    err: (s) => blockingWrite(2, printedLine(s), ignored),
    redraw: (s) => blockingWrite(2, line(s), ignored),
    isTTY: tty,
    color: colorWanted(process.env, tty),
    errIsTTY: isatty(2),
  };
};
