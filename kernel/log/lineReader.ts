import { createReadStream } from 'node:fs';
import { isUtf8 } from 'node:buffer';

/** One line of a log file, without its newline. */
export interface LogLine {
  readonly text: string;
  /** 1-based. */
  readonly lineNo: number;
  /** Byte offset of the line's first byte in the file. */
  readonly offset: number;
  /** Length in bytes, without the newline. */
  readonly bytes: number;
  /** False for a last line with no newline after it (a torn write). */
  readonly terminated: boolean;
  /** 1-based byte of the first invalid UTF-8 sequence, if any. */
  readonly invalidUtf8?: number;
  /** Set on a line longer than the reader's limit: it is cut there and reading stops. */
  readonly overlong?: true;
  /** The bytes read, in which this line's `bytes` bytes start at `chunkStart` (a file's lines have them; checks may read them instead of `text`). */
  readonly chunk?: Uint8Array;
  readonly chunkStart?: number;
}

/** Where a line's bytes are, if known: `bytes` of them from `chunkStart` in `chunk` (a {@link LogLine} is one). */
export type LineBytes = Pick<LogLine, 'chunk' | 'chunkStart' | 'bytes'>;

/** Lines longer than this are corruption, not records (events are a few kB). */
export const MAX_LINE_BYTES = 16 * 1024 * 1024;

/** 0-based index of the first byte that starts an invalid UTF-8 sequence (only called on suspicion). */
const firstInvalidUtf8 = (bytes: Uint8Array): number => {
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i] ?? 0;
    const need =
      b < 0x80 ? 0 : b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : -1;
    if (need < 0) return i;
    if (!isUtf8(bytes.subarray(i, i + need + 1))) return i;
    i += need + 1;
  }
  return bytes.length;
};

const makeLine = (
  buf: Buffer,
  start: number,
  end: number,
  lineNo: number,
  offset: number,
  terminated: boolean,
): LogLine => {
  const text = buf.toString('utf8', start, end);
  // toString replaces bad bytes with U+FFFD; only then is the (native) validity check needed.
  if (text.includes('\uFFFD')) {
    const bytes = buf.subarray(start, end);
    if (!isUtf8(bytes))
      return { text, lineNo, offset, bytes: end - start, terminated, invalidUtf8: firstInvalidUtf8(bytes) + 1 };
  }
  return { text, lineNo, offset, bytes: end - start, terminated, chunk: buf, chunkStart: start };
};

/**
 * Streams a file's lines in batches (one per chunk read), splitting on `\n` only — a `\r` is
 * part of its line, so a changed byte can never pass as a line ending. Memory stays bounded by
 * the chunk size and the longest line. `end` (exclusive, bytes) stops reading early; `start` begins
 * at the line that starts at byte `start.byte`, numbered `start.lineNo`.
 */
export async function* readLogLines(
  path: string,
  options: {
    readonly end?: number;
    readonly start?: { readonly byte: number; readonly lineNo: number };
    readonly chunkBytes?: number;
    readonly maxLineBytes?: number;
  } = {},
): AsyncGenerator<readonly LogLine[]> {
  const maxLine = options.maxLineBytes ?? MAX_LINE_BYTES;
  if (options.end !== undefined && options.end <= 0) return;
  const stream = createReadStream(path, {
    highWaterMark: options.chunkBytes ?? 1 << 18,
    ...(options.start === undefined ? {} : { start: options.start.byte }),
    ...(options.end === undefined ? {} : { end: options.end - 1 }),
  });
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let offset = options.start?.byte ?? 0;
  let lineNo = (options.start?.lineNo ?? 1) - 1;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      const batch: LogLine[] = [];
      let start = 0;
      let nl = chunk.indexOf(10);
      if (pendingBytes > 0 && nl >= 0) {
        // The line began in an earlier chunk.
        const whole = Buffer.concat([...pending, chunk.subarray(0, nl)]);
        batch.push(makeLine(whole, 0, whole.length, ++lineNo, offset, true));
        offset += whole.length + 1;
        pending = [];
        pendingBytes = 0;
        start = nl + 1;
        nl = chunk.indexOf(10, start);
      }
      while (nl >= 0) {
        batch.push(makeLine(chunk, start, nl, ++lineNo, offset, true));
        offset += nl - start + 1;
        start = nl + 1;
        nl = chunk.indexOf(10, start);
      }
      if (start < chunk.length) {
        pending.push(chunk.subarray(start));
        pendingBytes += chunk.length - start;
        if (pendingBytes > maxLine) {
          const head = Buffer.concat(pending).subarray(0, maxLine);
          batch.push({ ...makeLine(head, 0, head.length, ++lineNo, offset, false), overlong: true });
          yield batch;
          return;
        }
      }
      if (batch.length > 0) yield batch;
    }
    if (pendingBytes > 0) {
      const tail = Buffer.concat(pending);
      yield [makeLine(tail, 0, tail.length, ++lineNo, offset, false)];
    }
  } finally {
    stream.destroy();
  }
}
