import { chunkedOut } from './chunkedOut.ts';
import { printedLine, type CliIo } from './cliIo.ts';

/**
 * A game's account (`arbiter record`'s lines, an Order's batch at a time), kept until it may be
 * printed: once the log is written.
 */
export interface Account {
  add(lines: readonly string[]): void;
  /** Prints every line added, in order, as printing each with `io.out` would. */
  print(): void;
}

/** Where `io` takes bytes, they are kept in chunks of this size (tests give smaller). */
const CHUNK = 1024 * 1024;

/**
 * The account kept as what will be printed. Where `io` takes bytes (the process's own), each
 * batch's lines are made printable and kept as UTF-8 in chunks of a MiB, and printing only writes
 * them: no line is kept as a string, so the collector neither copies nor marks the account (on a
 * 30k-Order game, 32 MB of text kept as strings cost 0.4 s of scavenges). For a fake `io`, each
 * batch is kept as one string of its lines and printed through `chunkedOut`.
 */
export const account = (io: CliIo, chunkBytes = CHUNK): Account =>
  io.outBytes !== undefined ? accountBytes(io.outBytes.bind(io), chunkBytes) : accountText(io);

/** The account as printed UTF-8, chunk after chunk. */
const accountBytes = (write: (bytes: Uint8Array) => void, chunkBytes: number): Account => {
  const full: Uint8Array[] = [];
  // No chunk until a line comes (`--quiet` and `--json` tell nothing).
  let chunk = Buffer.alloc(0);
  let used = 0;
  return {
    add: (lines) => {
      let text = '';
      for (const l of lines) text += printedLine(l);
      // A UTF-16 unit is at most 3 UTF-8 bytes.
      if (used + text.length * 3 > chunk.length) {
        if (used > 0) full.push(chunk.subarray(0, used));
        chunk = Buffer.allocUnsafe(Math.max(chunkBytes, text.length * 3));
        used = 0;
      }
      used += chunk.write(text, used, 'utf8');
    },
    print: () => {
      for (const bytes of full) write(bytes);
      if (used > 0) write(chunk.subarray(0, used));
    },
  };
};

// Joins a batch's lines (a string per line costs far more than its text); a batch holding the joiner keeps its array.
const JOIN = '\u0000';

/** The account as one string per batch, printed through `io.out` in chunks. */
const accountText = (io: CliIo): Account => {
  const batches: (string | readonly string[])[] = [];
  return {
    add: (lines) => {
      if (lines.length === 0) return;
      batches.push(lines.some((l) => l.includes(JOIN)) ? lines : lines.join(JOIN));
    },
    print: () => {
      const out = chunkedOut(io);
      for (const b of batches) for (const l of typeof b === 'string' ? b.split(JOIN) : b) out.push(l);
      out.flush();
    },
  };
};
