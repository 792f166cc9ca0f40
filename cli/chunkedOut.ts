import type { LineSink } from '../audit/index.ts';
import { LineBuffer } from '../kernel/log/index.ts';
import { printedLine, type CliIo } from './cliIo.ts';

/** Lines gathered into writes of about `bytes` characters: one write per chunk, not per line. */
export interface ChunkedOut extends LineSink {
  /** Writes everything gathered (call it before anything else is printed, and at the end). */
  flush(): void;
}

/**
 * Prints lines through `io` in chunks (a long audit prints a million lines, and a write per line
 * costs more than making them). What is printed is exactly what printing each line with `io.out`
 * would print. Where `io` takes bytes (`outBytes`, the process's own), each line is made printable
 * and put as UTF-8 into one reused buffer, ended by a newline unless it ends in one: no chunk is
 * ever joined as text (on a 30k-Order audit, a third of whose lines hold an arrow or a `≤`, joining
 * made every chunk two bytes a character, and cost more than encoding the lines). Otherwise (a
 * fake) a chunk is its lines joined by newlines, and `io.out` ends it with one; empty lines at a
 * chunk's end wait for the next chunk (`io.out` would not add the newline after them), and a line
 * that ends in a newline is written on its own.
 */
export const chunkedOut = (io: CliIo, bytes = 64 * 1024): ChunkedOut => {
  if (io.outBytes !== undefined) return chunkedBytes(io.outBytes.bind(io), bytes);
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

/** {@link chunkedOut} into bytes: each line as `out` would print it, written once about `bytes` bytes are in. */
const chunkedBytes = (write: (bytes: Uint8Array) => void, bytes: number): ChunkedOut => {
  const out = new LineBuffer();
  const flush = (): void => {
    if (out.length === 0) return;
    write(out.view());
    out.clear();
  };
  return {
    push(...lines) {
      for (const l of lines) out.text(printedLine(l));
      if (out.length >= bytes) flush();
      return out.length;
    },
    flush,
  };
};
