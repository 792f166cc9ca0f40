import { constants } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import * as E from 'fp-ts/lib/Either.js';
import { errorCode, ioCause, notAFile } from '../kernel/log/index.ts';

/** What reading an input file gave: its bytes, or that it is larger than the limit, or why it cannot be read. */
export type InputRead =
  { readonly kind: 'bytes'; readonly bytes: Uint8Array } | { readonly kind: 'too-large'; readonly bytes: number };

/**
 * Reads a file a command takes as input, at most `max` bytes of it: only a regular file (a FIFO,
 * a device or a directory is refused at once, never waited on or read without end), and one
 * larger than `max` is reported as such without being read whole. The error says why in plain words.
 */
export const readInput = async (path: string, max: number): Promise<E.Either<string, InputRead>> => {
  let fh;
  try {
    fh = await open(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (e) {
    return E.left(`cannot read ${path}: ${errorCode(e) === 'EISDIR' ? 'it is a directory, not a file' : ioCause(e)}`);
  }
  try {
    const st = await fh.stat();
    const what = notAFile(st);
    if (what !== null) return E.left(`cannot read ${path}: it is ${what}, not a file`);
    if (st.size > max) return E.right({ kind: 'too-large', bytes: st.size });
    const buffer = Buffer.alloc(max + 1);
    let read = 0;
    for (;;) {
      const { bytesRead } = await fh.read(buffer, read, buffer.length - read, read);
      if (bytesRead === 0) break;
      read += bytesRead;
      // A file that grows while read (or says it is empty and is not): never past the limit.
      if (read > max) return E.right({ kind: 'too-large', bytes: read });
    }
    return E.right({ kind: 'bytes', bytes: buffer.subarray(0, read) });
  } catch (e) {
    return E.left(`cannot read ${path}: ${ioCause(e)}`);
  } finally {
    await fh.close().catch(() => undefined);
  }
};

/** A log a command reads must be a regular file (a FIFO or a device would be waited on, or read without end). */
export const logInputProblem = async (path: string): Promise<string | null> => {
  if (path === '') return 'give a log file, not an empty name';
  try {
    const what = notAFile(await stat(path));
    return what === null ? null : `cannot read ${path}: it is ${what}, not a file`;
  } catch (e) {
    return `cannot read ${path}: ${ioCause(e)}`;
  }
};
