import * as E from 'fp-ts/lib/Either.js';
import type { AppendResult, EventStore } from './eventStore.ts';
import type { Catalogue } from './logCatalogue.ts';
import type { LogError } from './logError.ts';
import { GENESIS_PREV, type LogRecord, type TaggedEvent } from './logRecord.ts';
import { sealRecords } from './sealRecords.ts';

/** An in-memory log with the same rules as the file store (for tests, what-if forks, the viewer). */
export class MemoryStore<E extends TaggedEvent> implements EventStore<E> {
  readonly #catalogue: Catalogue<E>;
  readonly #records: LogRecord<E>[] = [];
  readonly #lines: string[] = [];
  #closed = false;

  constructor(catalogue: Catalogue<E>) {
    this.#catalogue = catalogue;
  }

  async append(events: readonly E[], expectedSeq: number): Promise<AppendResult<E>> {
    if (this.#closed) return E.left({ kind: 'closed', path: '(memory)' });
    const last = this.#records.length;
    if (expectedSeq !== last) return E.left({ kind: 'conflict', expectedSeq, actualSeq: last });
    const sealed = sealRecords(events, { seq: last, hash: this.#records[last - 1]?.hash ?? GENESIS_PREV }, this.#catalogue);
    if (E.isLeft(sealed)) return sealed;
    this.#records.push(...sealed.right.records);
    this.#lines.push(...sealed.right.lines);
    return E.right({ records: sealed.right.records, lastSeq: this.#records.length });
  }

  async read(fromSeq = 1): Promise<E.Either<LogError, readonly LogRecord<E>[]>> {
    return E.right(this.#records.slice(Math.max(0, fromSeq - 1)));
  }

  async *stream(fromSeq = 1): AsyncGenerator<LogRecord<E>> {
    // Records are never removed: iterating by index sees appends made while streaming.
    for (let i = Math.max(0, fromSeq - 1); i < this.#records.length; i++) yield this.#records[i] as LogRecord<E>;
  }

  async lastSeq(): Promise<number> {
    return this.#records.length;
  }

  async close(): Promise<void> {
    this.#closed = true;
  }

  /** The log as JSON Lines, each line without its newline: what a file store would hold. */
  lines(): readonly string[] {
    return this.#lines.map((l) => l.slice(0, -1));
  }
}
