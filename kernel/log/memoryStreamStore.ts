import * as E from 'fp-ts/lib/Either.js';
import type { AppendOptions, AppendResult, EventStore } from './eventStore.ts';
import type { Catalogue } from './logCatalogue.ts';
import type { LogError } from './logError.ts';
import type { TaggedEvent } from './logRecord.ts';
import type { SealRecord } from './logSeal.ts';
import { MemoryStore } from './memoryStore.ts';
import {
  START,
  type GlobalRecord,
  type StreamInfo,
  type StreamMeta,
  type StreamStore,
  type Subscriber,
  type Subscription,
} from './streamStore.ts';

interface Game<E extends TaggedEvent> {
  readonly store: MemoryStore<E>;
  readonly meta: StreamMeta;
}

const READ_LIMIT = 1000;

/** Many logs in memory, one per game, read together in append order (for tests and tools). */
export class MemoryStreamStore<E extends TaggedEvent> implements StreamStore<E> {
  readonly #catalogue: Catalogue<E>;
  readonly #games = new Map<string, Game<E>>();
  readonly #all: GlobalRecord<E>[] = [];
  readonly #subscribers = new Set<Subscriber<E>>();
  #closed = false;

  constructor(catalogue: Catalogue<E>) {
    this.#catalogue = catalogue;
  }

  stream(id: string, meta: StreamMeta = {}): EventStore<E> {
    let game = this.#games.get(id);
    if (game === undefined) {
      game = { store: new MemoryStore(this.#catalogue), meta };
      this.#games.set(id, game);
    }
    const { store } = game;
    let closed = false;
    const refusal = (): LogError | null =>
      closed || this.#closed ? { kind: 'closed', path: `(memory) game ${JSON.stringify(id)}` } : null;
    const append = async (
      events: readonly E[],
      expectedSeq: number,
      options?: AppendOptions,
    ): Promise<AppendResult<E>> => {
      const refused = refusal();
      if (refused !== null) return E.left(refused);
      const r = await store.append(events, expectedSeq, options);
      if (E.isLeft(r)) return r.left.kind === 'conflict' ? E.left({ ...r.left, stream: id }) : r;
      this.#publish(id, [...r.right.records, ...(r.right.seal === undefined ? [] : [r.right.seal])]);
      return r;
    };
    return {
      append,
      seal: async (expectedSeq) => {
        const r = await append([], expectedSeq, { seal: true });
        if (E.isLeft(r)) return r;
        return r.right.seal === undefined
          ? E.left({ kind: 'sealed', path: `(memory) game ${JSON.stringify(id)}`, seq: r.right.lastSeq })
          : E.right(r.right.seal);
      },
      sealed: () => store.sealed(),
      read: (fromSeq) => store.read(fromSeq),
      stream: (fromSeq) => store.stream(fromSeq),
      lastSeq: () => store.lastSeq(),
      close: async () => {
        closed = true;
      },
    };
  }

  #publish(stream: string, records: readonly (GlobalRecord<E>['record'] | SealRecord)[]): void {
    const published = records.map((record) => {
      const position = this.#all.length + 1;
      const g: GlobalRecord<E> = { stream, position, checkpoint: String(position), record };
      this.#all.push(g);
      return g;
    });
    if (published.length > 0) for (const s of this.#subscribers) s.records(published);
  }

  async streams(): Promise<E.Either<LogError, readonly StreamInfo[]>> {
    const out: StreamInfo[] = [];
    for (const [id, game] of [...this.#games].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      const lastSeq = await game.store.lastSeq();
      if (lastSeq > 0) out.push({ id, ...game.meta, lastSeq, sealed: (await game.store.sealed()) !== null });
    }
    return E.right(out);
  }

  async readAll(after: string = START, limit = READ_LIMIT): Promise<E.Either<LogError, readonly GlobalRecord<E>[]>> {
    const from = after === START ? 0 : Number(after);
    if (!Number.isSafeInteger(from) || from < 0)
      return E.left({ kind: 'io', path: '(memory)', operation: 'read from', message: `not a checkpoint: ${after}` });
    return E.right(this.#all.slice(from, from + limit));
  }

  async subscribe(after: string, subscriber: Subscriber<E>): Promise<E.Either<LogError, Subscription>> {
    const before = await this.readAll(after, Number.MAX_SAFE_INTEGER);
    if (E.isLeft(before)) return before;
    if (before.right.length > 0) subscriber.records(before.right);
    this.#subscribers.add(subscriber);
    return E.right({
      close: async () => {
        this.#subscribers.delete(subscriber);
      },
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#subscribers.clear();
  }
}
