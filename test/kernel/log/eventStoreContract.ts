import * as E from 'fp-ts/lib/Either.js';
import { expect, test } from 'vitest';
import { MemoryStore, type EventStore } from '../../../kernel/log/index.ts';
import { left, right } from './logFixtures.ts';
import { sampleEvent, testCatalogue, type TestEvent } from './testCatalogue.ts';

/** A new, empty log named `name` (a file name, a game id) in the store under test. */
export type MakeStore = (name: string) => Promise<EventStore<TestEvent>>;

const events = (from: number, n: number): TestEvent[] => Array.from({ length: n }, (_, i) => sampleEvent(from + i));

const collect = async <A>(it: AsyncIterable<A>): Promise<A[]> => {
  const out: A[] = [];
  for await (const x of it) out.push(x);
  return out;
};

/**
 * What every {@link EventStore} does, whatever holds the log (memory, a JSON Lines file,
 * PostgreSQL): run inside a `describe` with a factory of fresh logs.
 */
export const eventStoreContract = (make: MakeStore): void => {
  test('appends, reads and streams, from any seq', async () => {
    const store = await make('a.jsonl');
    expect(await store.lastSeq()).toBe(0);
    const first = right(await store.append(events(0, 3), 0));
    expect(first.lastSeq).toBe(3);
    expect(first.records.map((r) => r.seq)).toEqual([1, 2, 3]);
    right(await store.append(events(3, 2), 3));
    expect(await store.lastSeq()).toBe(5);
    const all = right(await store.read());
    expect(all.map((r) => r.event)).toEqual(events(0, 5));
    expect(right(await store.read(4)).map((r) => r.seq)).toEqual([4, 5]);
    expect((await collect(store.stream(2))).map((r) => r.seq)).toEqual([2, 3, 4, 5]);
    expect(await collect(store.stream())).toEqual(all);
    await store.close();
  });

  test('optimistic concurrency: a stale expectedSeq is a conflict naming both numbers, and writes nothing', async () => {
    const store = await make('b.jsonl');
    right(await store.append(events(0, 2), 0));
    const error = left(await store.append(events(2, 1), 1));
    expect(error).toMatchObject({ kind: 'conflict', expectedSeq: 1, actualSeq: 2 });
    expect(await store.lastSeq()).toBe(2);
    await store.close();
  });

  test('two appends racing with the same expectedSeq: one wins, the other gets a conflict', async () => {
    const store = await make('c.jsonl');
    right(await store.append(events(0, 1), 0));
    const results = await Promise.all([store.append(events(1, 2), 1), store.append(events(10, 3), 1)]);
    expect(results.filter(E.isRight)).toHaveLength(1);
    expect(results.filter(E.isLeft).map((r) => r.left)).toMatchObject([
      { kind: 'conflict', expectedSeq: 1, actualSeq: 3 },
    ]);
    expect(right(await store.read()).map((r) => r.seq)).toEqual([1, 2, 3]);
    await store.close();
  });

  test('an invalid event is refused with its field, and nothing of the batch is written', async () => {
    const store = await make('d.jsonl');
    const bad = { type: 'FaceToFaceResolved', order: 1, dice: [4, 21], winner: 'a' } as unknown as TestEvent;
    const error = left(await store.append([sampleEvent(0), bad], 0));
    expect(error).toMatchObject({ kind: 'invalid-event', line: 2, path: 'event.dice[1]', found: '21' });
    const notJson = { type: 'NoteTaken', payload: { x: Number.NaN } } as TestEvent;
    expect(left(await store.append([notJson], 0))).toMatchObject({
      kind: 'invalid-event',
      path: 'event.payload.x',
      found: 'NaN',
    });
    const unknown = { type: 'Nope' } as unknown as TestEvent;
    expect(left(await store.append([unknown], 0)).kind).toMatch(/invalid-event|unknown-event-type/);
    expect(await store.lastSeq()).toBe(0);
    right(await store.append([], 0));
    expect(await store.lastSeq()).toBe(0);
    await store.close();
  });

  test('a closed store refuses appends', async () => {
    const store = await make('e.jsonl');
    await store.close();
    await store.close();
    expect(left(await store.append(events(0, 1), 0)).kind).toBe('closed');
  });

  test("the hash chain and the seal are the file's: the same events give the same hashes and fingerprint", async () => {
    const reference = new MemoryStore(testCatalogue);
    const expected = right(await reference.append(events(0, 7), 0, { seal: true }));
    const store = await make('f.jsonl');
    right(await store.append(events(0, 3), 0));
    const last = right(await store.append(events(3, 4), 3, { seal: true }));
    expect(right(await store.read()).map((r) => r.hash)).toEqual(expected.records.map((r) => r.hash));
    expect(last.seal?.hash).toBe(expected.seal?.hash);
    expect((await store.sealed())?.hash).toBe(expected.seal?.hash);
    expect(await store.lastSeq()).toBe(8);
    expect(left(await store.append(events(7, 1), 8)).kind).toBe('sealed');
    await store.close();
  });
};
