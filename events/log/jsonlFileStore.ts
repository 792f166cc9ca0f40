import { open, stat, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import { LogReadError, type AppendResult, type EventStore } from './eventStore.ts';
import { acquireLock, type Clock, type FileLock } from './fileLock.ts';
import type { Catalogue } from './logCatalogue.ts';
import type { LogError, TornTail } from './logError.ts';
import type { LogRecord, TaggedEvent } from './logRecord.ts';
import { scanRecords } from './scanRecords.ts';
import { sealRecords } from './sealRecords.ts';

/** A file store, opened, with what opening had to repair. */
export interface OpenedLog<E extends TaggedEvent> {
  readonly store: JsonlFileStore<E>;
  /** A torn last line that was truncated away (the append it belonged to was never acknowledged). */
  readonly warnings: readonly TornTail[];
}

const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));

const exists = async (path: string): Promise<boolean> => stat(path).then(() => true, () => false);

/** fsync a directory, so a newly created file's name is durable too (best effort). */
const syncDir = async (dir: string): Promise<void> => {
  const fh = await open(dir, 'r').catch(() => undefined);
  if (fh === undefined) return;
  await fh.sync().catch(() => undefined);
  await fh.close();
};

/**
 * A log in a JSON Lines file. One writer at a time (`<file>.lock`, see {@link acquireLock}); each
 * append batch is written with one write and fsync'd before it is acknowledged. Opening verifies
 * the whole file: a torn last line is truncated (and reported in `warnings`); any other fault is
 * an error naming its line, and the file is left untouched.
 */
export class JsonlFileStore<E extends TaggedEvent> implements EventStore<E> {
  readonly path: string;
  readonly #catalogue: Catalogue<E>;
  readonly #fh: FileHandle;
  readonly #lock: FileLock;
  #size: number;
  #lastSeq: number;
  #lastHash: string;
  #closed = false;
  /** Set when a failed write could not be rolled back: the file must be reopened (and repaired). */
  #broken: string | undefined;
  #queue: Promise<unknown> = Promise.resolve();

  private constructor(path: string, catalogue: Catalogue<E>, fh: FileHandle, lock: FileLock, size: number, lastSeq: number, lastHash: string) {
    this.path = path;
    this.#catalogue = catalogue;
    this.#fh = fh;
    this.#lock = lock;
    this.#size = size;
    this.#lastSeq = lastSeq;
    this.#lastHash = lastHash;
  }

  /** Opens (creating if absent) and verifies a log file, taking its writer lock. Never throws. */
  /**
   * Opens (or creates) a log for appending. `now` is the wall clock the lock uses to tell a lock
   * file being written right now from an abandoned one; the caller passes it (the system clock, at the edge of the program).
   */
  static async open<E extends TaggedEvent>(path: string, catalogue: Catalogue<E>, now: Clock): Promise<E.Either<LogError, OpenedLog<E>>> {
    const lock = await acquireLock(path, now);
    if (E.isLeft(lock)) return lock;
    const fail = async (error: LogError): Promise<E.Either<LogError, OpenedLog<E>>> => {
      await lock.right.release();
      return E.left(error);
    };
    let fh: FileHandle;
    try {
      const created = !(await exists(path));
      fh = await open(path, 'a');
      if (created) await syncDir(dirname(path));
    } catch (e) {
      return fail({ kind: 'io', path, operation: 'open', message: messageOf(e) });
    }
    const scan = scanRecords(path, catalogue);
    let step = await scan.next();
    while (step.done !== true) step = await scan.next();
    const end = step.value;
    if (!end.ok) {
      await fh.close().catch(() => undefined);
      return fail(end.error);
    }
    const warnings: TornTail[] = [];
    if (end.tornTail !== undefined) {
      try {
        await fh.truncate(end.tornTail.offset);
        await fh.sync();
      } catch (e) {
        await fh.close().catch(() => undefined);
        return fail({ kind: 'io', path, operation: 'truncate the torn last line of', message: messageOf(e) });
      }
      warnings.push(end.tornTail);
    }
    const store = new JsonlFileStore(path, catalogue, fh, lock.right, end.validBytes, end.lastSeq, end.lastHash);
    return E.right({ store, warnings });
  }

  append(events: readonly E[], expectedSeq: number): Promise<AppendResult<E>> {
    const run = this.#queue.then(() => this.#appendNow(events, expectedSeq));
    this.#queue = run.catch(() => undefined);
    return run;
  }

  async #appendNow(events: readonly E[], expectedSeq: number): Promise<AppendResult<E>> {
    if (this.#closed) return E.left({ kind: 'closed', path: this.path });
    if (this.#broken !== undefined) return E.left({ kind: 'io', path: this.path, operation: 'append to', message: this.#broken });
    if (expectedSeq !== this.#lastSeq) return E.left({ kind: 'conflict', expectedSeq, actualSeq: this.#lastSeq });
    const sealed = sealRecords(events, { seq: this.#lastSeq, hash: this.#lastHash }, this.#catalogue);
    if (E.isLeft(sealed)) return sealed;
    const { records } = sealed.right;
    const last = records[records.length - 1];
    if (last === undefined) return E.right({ records, lastSeq: this.#lastSeq });
    const bytes = Buffer.from(sealed.right.lines.join(''), 'utf8');
    try {
      for (let written = 0; written < bytes.length;) {
        const { bytesWritten } = await this.#fh.write(bytes, written, bytes.length - written);
        written += bytesWritten;
      }
      await this.#fh.sync();
    } catch (e) {
      // Roll back whatever part of the batch reached the file, so the log stays valid.
      try {
        await this.#fh.truncate(this.#size);
        await this.#fh.sync();
      } catch (e2) {
        this.#broken = `a failed write could not be rolled back (${messageOf(e2)}); reopen the log to repair it`;
      }
      return E.left({ kind: 'io', path: this.path, operation: 'append to', message: messageOf(e) });
    }
    this.#size += bytes.length;
    this.#lastSeq = last.seq;
    this.#lastHash = last.hash;
    return E.right({ records, lastSeq: last.seq });
  }

  async read(fromSeq = 1): Promise<E.Either<LogError, readonly LogRecord<E>[]>> {
    const out: LogRecord<E>[] = [];
    const scan = scanRecords(this.path, this.#catalogue, { endByte: this.#size });
    for (;;) {
      const step = await scan.next();
      if (step.done === true) return step.value.ok ? E.right(out) : E.left(step.value.error);
      for (const record of step.value) if (record.seq >= fromSeq) out.push(record);
    }
  }

  async *stream(fromSeq = 1): AsyncGenerator<LogRecord<E>> {
    // Only what was acknowledged when the stream started: never a batch being written.
    const scan = scanRecords(this.path, this.#catalogue, { endByte: this.#size });
    for (;;) {
      const step = await scan.next();
      if (step.done === true) {
        if (!step.value.ok) throw new LogReadError(step.value.error);
        return;
      }
      for (const record of step.value) if (record.seq >= fromSeq) yield record;
    }
  }

  async lastSeq(): Promise<number> {
    return this.#lastSeq;
  }

  close(): Promise<void> {
    // Queued behind pending appends, which complete first; appends queued after it find it closed.
    const run = this.#queue.then(async () => {
      if (this.#closed) return;
      this.#closed = true;
      await this.#fh.close().catch(() => undefined);
      await this.#lock.release();
    });
    this.#queue = run.catch(() => undefined);
    return run;
  }
}
