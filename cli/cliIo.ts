/** Where a command writes. The real one wraps process.stdout/stderr; tests pass a fake. */
export interface CliIo {
  out(s: string): void;
  err(s: string): void;
  /** Whether stdout is a terminal (colours). */
  readonly isTTY: boolean;
  /** Whether stderr is a terminal (progress); taken to be `isTTY` when a fake leaves it out. */
  readonly errIsTTY?: boolean;
}

export const processIo = (): CliIo => ({
  out: (s) => void process.stdout.write(s.endsWith('\n') ? s : `${s}\n`),
  err: (s) => void process.stderr.write(s.endsWith('\n') ? s : `${s}\n`),
  isTTY: process.stdout.isTTY === true,
  errIsTTY: process.stderr.isTTY === true,
});

/** Exit codes shared by every verb. */
export const EXIT_OK = 0;
export const EXIT_PROBLEM = 1;
export const EXIT_USAGE = 2;
