import * as E from 'fp-ts/lib/Either.js';
import { appendBatch, sealWritten } from './appendBatch.ts';
import type { AppendOptions, AppendResult, EventStore } from './eventStore.ts';
import type { Catalogue } from './logCatalogue.ts';
import type { LogError } from './logError.ts';
import { GENESIS_PREV, type LogRecord, type TaggedEvent } from './logRecord.ts';
import { SealCounter, type SealRecord } from './logSeal.ts';

/** An in-memory log with the same rules as the file store (for tests, what-if forks, the viewer). */
export class MemoryStore<E extends TaggedEvent> implements EventStore<E> {
  readonly #catalogue: Catalogue<E>;
  readonly #records: LogRecord<E>[] = [];
  readonly #lines: string[] = [];
  readonly #counter: SealCounter<E>;
  #seal: SealRecord | null = null;
  #closed = false;

  constructor(catalogue: Catalogue<E>) {
    this.#catalogue = catalogue;
    this.#counter = new SealCounter(catalogue.seal);
  }

  #end(): { readonly seq: number; readonly hash: string } {
    if (this.#seal !== null) return { seq: this.#seal.seq, hash: this.#seal.hash };
    const last = this.#records.length;
    return { seq: last, hash: this.#records[last - 1]?.hash ?? GENESIS_PREV };
  }

  #refusal(expectedSeq: number): LogError | null {
    if (this.#closed) return { kind: 'closed', path: '(memory)' };
    if (this.#seal !== null) return { kind: 'sealed', path: '(memory)', seq: this.#seal.seq };
    const last = this.#records.length;
    if (expectedSeq !== last) return { kind: 'conflict', expectedSeq, actualSeq: last };
    return null;
  }

  async append(events: readonly E[], expectedSeq: number, options: AppendOptions = {}): Promise<AppendResult<E>> {
    const refused = this.#refusal(expectedSeq);
    if (refused !== null) return E.left(refused);
    const made = appendBatch(events, this.#end(), this.#catalogue, this.#counter, options.seal === true);
    if (E.isLeft(made)) return made;
    const { records, lines, end, seal } = made.right;
    // One by one: a batch may be a whole game, more records than a call takes arguments.
    for (const r of records) {
      this.#records.push(r);
      this.#counter.add(r.event);
    }
    for (const l of lines) this.#lines.push(l);
    if (seal !== undefined) this.#seal = seal;
    return E.right({ records, lastSeq: end.seq, ...(seal === undefined ? {} : { seal }) });
  }

  async seal(expectedSeq: number): Promise<E.Either<LogError, SealRecord>> {
    return sealWritten(await this.append([], expectedSeq, { seal: true }), '(memory)');
  }

  async sealed(): Promise<SealRecord | null> {
    return this.#seal;
  }

  async read(fromSeq = 1): Promise<E.Either<LogError, readonly LogRecord<E>[]>> {
    return E.right(this.#records.slice(Math.max(0, fromSeq - 1)));
  }

  async *stream(fromSeq = 1): AsyncGenerator<LogRecord<E>> {
    // Records are never removed: iterating by index sees appends made while streaming.
    for (let i = Math.max(0, fromSeq - 1); i < this.#records.length; i++) yield this.#records[i] as LogRecord<E>;
  }

  async lastSeq(): Promise<number> {
    return this.#seal?.seq ?? this.#records.length;
  }

  async close(): Promise<void> {
    this.#closed = true;
  }

  /** The log as JSON Lines, each line without its newline: what a file store would hold. */
  lines(): readonly string[] {
    return this.#lines.map((l) => l.slice(0, -1));
  }
}
