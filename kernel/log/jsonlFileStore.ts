import { constants } from 'node:fs';
import { dirname } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import { appendBatch, sealWritten } from './appendBatch.ts';
import { LogReadError, type AppendOptions, type AppendResult, type EventStore } from './eventStore.ts';
import { acquireLock, type Clock, type FileLock } from './fileLock.ts';
import { inspectTarget, notAFile } from './inspectTarget.ts';
import { ioCause } from './ioCause.ts';
import { writeAll } from './writeAll.ts';
import type { Catalogue } from './logCatalogue.ts';
import type { LogError, TornTail } from './logError.ts';
import { nodeLogFs, OPEN_EXISTING, type LogFile, type LogFs } from './logFs.ts';
import type { LogRecord, TaggedEvent } from './logRecord.ts';
import { SealCounter, type SealRecord } from './logSeal.ts';
import { scanRecords } from './scanRecords.ts';

/** A file store, opened, with what opening found to repair. */
export interface OpenedLog<E extends TaggedEvent> {
  readonly store: JsonlFileStore<E>;
  /** A torn last line (the append it belonged to was never acknowledged): cut away before the next write. */
  readonly warnings: readonly TornTail[];
}

export interface OpenOptions {
  /** Create the log when the file does not exist (default true); false: a missing file is an error. */
  readonly create?: boolean;
  /** The file-system boundary (tests inject failures here). */
  readonly fs?: LogFs;
}

/**
 * A log in a JSON Lines file. One writer at a time (`<file>.lock`, see {@link acquireLock}); each
 * append batch is written at the end of the valid records, every write checked, and fsync'd before
 * it is acknowledged. Opening verifies the whole file and never changes it: a torn last line is
 * reported (`warnings`) and cut away only by the next write; any other fault is an error naming its
 * line. The file must be a regular file (never followed through a link). A sealed log takes no appends.
 */
export class JsonlFileStore<E extends TaggedEvent> implements EventStore<E> {
  readonly path: string;
  readonly #catalogue: Catalogue<E>;
  readonly #fh: LogFile;
  readonly #lock: FileLock;
  readonly #counter: SealCounter<E>;
  /** Bytes of valid records: where the next write goes. */
  #size: number;
  /** Set while a torn tail beyond `#size` is still in the file. */
  #torn: boolean;
  #lastSeq: number;
  #lastHash: string;
  #seal: SealRecord | null;
  #closed = false;
  /** Set when a failed write could not be rolled back: the file must be reopened (and repaired). */
  #broken: string | undefined;
  #queue: Promise<unknown> = Promise.resolve();

  private constructor(
    path: string,
    catalogue: Catalogue<E>,
    fh: LogFile,
    lock: FileLock,
    end: {
      size: number;
      torn: boolean;
      lastSeq: number;
      lastHash: string;
      seal: SealRecord | null;
      counts: Readonly<Record<string, number>>;
    },
  ) {
    this.path = path;
    this.#catalogue = catalogue;
    this.#fh = fh;
    this.#lock = lock;
    this.#size = end.size;
    this.#torn = end.torn;
    this.#lastSeq = end.lastSeq;
    this.#lastHash = end.lastHash;
    this.#seal = end.seal;
    this.#counter = new SealCounter(catalogue.seal, end.counts);
  }

  /**
   * Opens (or creates) a log for appending, taking its writer lock. `now` is the wall clock the lock
   * uses to tell a lock file being written right now from an abandoned one; the caller passes it (the
   * system clock, at the edge of the program). Never throws.
   */
  static async open<E extends TaggedEvent>(
    path: string,
    catalogue: Catalogue<E>,
    now: Clock,
    options: OpenOptions = {},
  ): Promise<E.Either<LogError, OpenedLog<E>>> {
    const fs = options.fs ?? nodeLogFs;
    const before = await inspectTarget(fs, path);
    if (E.isLeft(before)) return before;
    if (before.right === null && options.create === false)
      return E.left({ kind: 'io', path, operation: 'open', message: 'no such file (ENOENT)' });
    const lock = await acquireLock(path, now);
    if (E.isLeft(lock)) return lock;
    const fail = async (error: LogError, fh?: LogFile): Promise<E.Either<LogError, OpenedLog<E>>> => {
      await fh?.close().catch(() => undefined);
      await lock.right.release();
      return E.left(error);
    };
    let fh: LogFile;
    try {
      const flags = options.create === false ? OPEN_EXISTING : OPEN_EXISTING | constants.O_CREAT;
      fh = await fs.open(path, flags, 0o644);
    } catch (e) {
      return fail({ kind: 'io', path, operation: 'open', message: ioCause(e) });
    }
    try {
      const st = await fh.stat();
      const what = notAFile(st);
      if (what !== null) return fail({ kind: 'not-a-file', path, what }, fh);
      // The writer lock is the file's name: a log with a second name could be written through it too.
      if (st.nlink > 1)
        return fail(
          {
            kind: 'io',
            path,
            operation: 'open',
            message: `it has ${st.nlink} names (hard links): a log is written through one name only, so that its lock covers it`,
          },
          fh,
        );
      if (before.right === null) await fs.syncDir(dirname(path)).catch(() => undefined);
    } catch (e) {
      return fail({ kind: 'io', path, operation: 'open', message: ioCause(e) }, fh);
    }
    const scan = scanRecords(path, catalogue);
    let step = await scan.next();
    while (step.done !== true) step = await scan.next();
    const end = step.value;
    if (E.isLeft(end)) return fail(end.left.error, fh);
    const store = new JsonlFileStore(path, catalogue, fh, lock.right, {
      size: end.right.validBytes,
      torn: end.right.tornTail !== undefined,
      lastSeq: end.right.lastSeq,
      lastHash: end.right.lastHash,
      seal: end.right.seal ?? null,
      counts: end.right.counts,
    });
    return E.right({ store, warnings: end.right.tornTail === undefined ? [] : [end.right.tornTail] });
  }

  append(events: readonly E[], expectedSeq: number, options: AppendOptions = {}): Promise<AppendResult<E>> {
    return this.#queued(async () => {
      const refused = this.#refusal(expectedSeq);
      if (refused !== null) return E.left(refused);
      const made = appendBatch(
        events,
        { seq: this.#lastSeq, hash: this.#lastHash },
        this.#catalogue,
        this.#counter,
        options.seal === true,
      );
      if (E.isLeft(made)) return made;
      const { records, text, end, seal } = made.right;
      if (text === '') return E.right({ records, lastSeq: this.#lastSeq });
      const written = await this.#write(text, end);
      if (E.isLeft(written)) return written;
      for (const r of records) this.#counter.add(r.event);
      if (seal !== undefined) this.#seal = seal;
      return E.right({ records, lastSeq: end.seq, ...(seal === undefined ? {} : { seal }) });
    });
  }

  async seal(expectedSeq: number): Promise<E.Either<LogError, SealRecord>> {
    return sealWritten(await this.append([], expectedSeq, { seal: true }), this.path);
  }

  async sealed(): Promise<SealRecord | null> {
    return this.#seal;
  }

  #queued<A>(run: () => Promise<A>): Promise<A> {
    const next = this.#queue.then(run);
    this.#queue = next.catch(() => undefined);
    return next;
  }

  #refusal(expectedSeq: number): LogError | null {
    if (this.#closed) return { kind: 'closed', path: this.path };
    if (this.#broken !== undefined)
      return { kind: 'io', path: this.path, operation: 'append to', message: this.#broken };
    if (this.#seal !== null) return { kind: 'sealed', path: this.path, seq: this.#seal.seq };
    if (expectedSeq !== this.#lastSeq) return { kind: 'conflict', expectedSeq, actualSeq: this.#lastSeq };
    return null;
  }

  /**
   * Writes lines after the valid records, checked and fsync'd, cutting away a torn tail; on failure
   * everything is put back as it was, the torn tail included.
   */
  async #write(text: string, last: { readonly seq: number; readonly hash: string }): Promise<E.Either<LogError, void>> {
    const bytes = Buffer.from(text, 'utf8');
    let torn: Buffer | undefined;
    try {
      if (this.#torn) {
        torn = await this.#tornBytes();
        await this.#fh.truncate(this.#size);
      }
      await writeAll(this.#fh, bytes, this.#size);
      await this.#fh.sync();
    } catch (e) {
      // Roll back whatever part of the batch reached the file, so the log stays as it was.
      try {
        await this.#fh.truncate(this.#size);
        if (torn !== undefined) await writeAll(this.#fh, torn, this.#size);
        await this.#fh.sync();
      } catch (e2) {
        this.#broken = `a failed write could not be rolled back (${ioCause(e2)}); reopen the log to repair it`;
      }
      return E.left({ kind: 'io', path: this.path, operation: 'append to', message: ioCause(e) });
    }
    this.#torn = false;
    this.#size += bytes.length;
    this.#lastSeq = last.seq;
    this.#lastHash = last.hash;
    return E.right(undefined);
  }

  /** The bytes of the torn tail (after the valid records), kept to put back if an append fails. */
  async #tornBytes(): Promise<Buffer> {
    const length = (await this.#fh.stat()).size - this.#size;
    const buffer = Buffer.alloc(Math.max(0, length));
    for (let read = 0; read < buffer.length;) {
      const { bytesRead } = await this.#fh.read(buffer, read, buffer.length - read, this.#size + read);
      if (bytesRead === 0) return buffer.subarray(0, read);
      read += bytesRead;
    }
    return buffer;
  }

  async read(fromSeq = 1): Promise<E.Either<LogError, readonly LogRecord<E>[]>> {
    const out: LogRecord<E>[] = [];
    const scan = scanRecords(this.path, this.#catalogue, { endByte: this.#size });
    for (;;) {
      const step = await scan.next();
      if (step.done === true) return E.isRight(step.value) ? E.right(out) : E.left(step.value.left.error);
      for (const record of step.value) if (record.seq >= fromSeq) out.push(record);
    }
  }

  async *stream(fromSeq = 1): AsyncGenerator<LogRecord<E>> {
    // Only what was acknowledged when the stream started: never a batch being written.
    const scan = scanRecords(this.path, this.#catalogue, { endByte: this.#size });
    for (;;) {
      const step = await scan.next();
      if (step.done === true) {
        if (E.isLeft(step.value)) throw new LogReadError(step.value.left.error);
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
    return this.#queued(async () => {
      if (this.#closed) return;
      this.#closed = true;
      await this.#fh.close().catch(() => undefined);
      await this.#lock.release();
    });
  }
}
