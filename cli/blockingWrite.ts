import { writeSync } from 'node:fs';

/** Something to sleep on: nothing ever wakes it, so a wait lasts its timeout. */
const pause = new Int32Array(new SharedArrayBuffer(4));
/** The longest pause between two tries at a full pipe, in ms. */
const MAX_PAUSE_MS = 50;

/** Texts up to this many UTF-16 units are encoded into one buffer kept for the next (≤ 3 bytes each). */
const SCRATCH_UNITS = 1 << 20;
let scratch = Buffer.allocUnsafe(0);
let scratchLength = 0;

/**
 * The text's UTF-8 bytes: in the kept buffer (its first `scratchLength` bytes) when the text is not
 * longer than {@link SCRATCH_UNITS}, so that a long report's writes (a million lines of `--all`, in
 * 64 KB chunks) leave no buffer per write for the collector to find outside the heap.
 */
const utf8Of = (text: string): Buffer => {
  if (text.length > SCRATCH_UNITS) return Buffer.from(text, 'utf8');
  if (scratch.length < 3 * text.length) scratch = Buffer.allocUnsafe(Math.max(3 * text.length, 1 << 16));
  scratchLength = scratch.write(text, 0, 'utf8');
  return scratch;
};

/**
 * Writes all of `text` to the file descriptor before it returns, as a terminal or a file takes it:
 * when the reader of a pipe is slower than the command (`arbiter audit LOG --json | jq`), the
 * command waits for it instead of queueing what it prints. Node's own stdout queues the writes a
 * full pipe refuses, in memory, without bound: a 30,000-Order audit piped to a slow reader held
 * 3.5 GB of pending output and then died with ENOBUFS. A pipe Node has made non-blocking refuses a
 * write with EAGAIN when full: the writer then sleeps (1 ms, doubling to 50 ms) and tries again.
 * `onClosed` is called when the reader has gone (EPIPE: `arbiter … | head`); any other failure is thrown.
 */
export const blockingWrite = (fd: number, text: string, onClosed: () => void): void => {
  const bytes = utf8Of(text);
  blockingWriteBytes(fd, bytes, scratch === bytes ? scratchLength : bytes.length, onClosed);
};

/** {@link blockingWrite} of bytes already encoded: the first `length` of `bytes`. */
export const blockingWriteBytes = (fd: number, bytes: Uint8Array, length: number, onClosed: () => void): void => {
  let done = 0;
  let wait = 1;
  while (done < length) {
    try {
      done += writeSync(fd, bytes, done, length - done);
      wait = 1;
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'EAGAIN') {
        Atomics.wait(pause, 0, 0, wait);
        wait = Math.min(wait * 2, MAX_PAUSE_MS);
      } else if (code === 'EPIPE') {
        onClosed();
        return;
      } else throw e;
    }
  }
};
