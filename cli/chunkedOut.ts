import type { LineSink } from '../audit/index.ts';
import type { CliIo } from './cliIo.ts';

/** Lines gathered into writes of about `bytes` characters: one write per chunk, not per line. */
export interface ChunkedOut extends LineSink {
  /** Writes everything gathered (call it before anything else is printed, and at the end). */
  flush(): void;
}

/**
 * Prints lines through `io.out` in chunks (a long audit prints a million lines, and a write per
 * line costs more than making them). What is printed is exactly what printing each line would
 * print: a chunk is its lines joined by newlines, and `io.out` ends it with one; empty lines at a
 * chunk's end wait for the next chunk (`io.out` would not add the newline after them), and a
 * line that ends in a newline is written on its own.
 */
export const chunkedOut = (io: CliIo, bytes = 64 * 1024): ChunkedOut => {
  let gathered: string[] = [];
  let size = 0;
  const write = (all: boolean): void => {
    let n = gathered.length;
    while (n > 0 && gathered[n - 1] === '') n -= 1;
    if (n > 0) io.out(gathered.slice(0, n).join('\n'));
    const blank = gathered.length - n;
    gathered = [];
    size = 0;
    if (all) for (let i = 0; i < blank; i += 1) io.out('');
    else for (let i = 0; i < blank; i += 1) gathered.push('');
  };
  return {
    push(...lines) {
      for (const l of lines) {
        if (l.endsWith('\n')) {
          write(true);
          io.out(l);
          continue;
        }
        gathered.push(l);
        size += l.length + 1;
      }
      if (size >= bytes) write(false);
      return gathered.length;
    },
    flush: () => write(true),
  };
};
