import { expect, test } from 'vitest';
import { START, type GlobalRecord, type StreamStore } from '../../../kernel/log/index.ts';
import { left, right } from './logFixtures.ts';
import { sampleEvent, type TestEvent } from './testCatalogue.ts';

const events = (from: number, n: number): TestEvent[] => Array.from({ length: n }, (_, i) => sampleEvent(from + i));

/** Every record after `after`, a few at a time, resumed by checkpoint. */
const readAll = async (store: StreamStore<TestEvent>, after: string): Promise<readonly GlobalRecord<TestEvent>[]> => {
  const out: GlobalRecord<TestEvent>[] = [];
  let from = after;
  for (;;) {
    const page = right(await store.readAll(from, 2));
    out.push(...page);
    const last = page[page.length - 1];
    if (last === undefined) return out;
    from = last.checkpoint;
  }
};

/**
 * What every {@link StreamStore} does (memory, PostgreSQL): run inside a `describe` with the
 * store under test (it may hold games already) and a maker of game ids not used yet.
 */
export const streamStoreContract = (store: () => StreamStore<TestEvent>, gameId: (name: string) => string): void => {
  test('games are streams of their own: each has its own seq, chain and conflicts', async () => {
    const a = gameId('own-a');
    const b = gameId('own-b');
    right(await store().stream(a).append(events(0, 3), 0));
    right(await store().stream(b).append(events(0, 1), 0));
    expect(await store().stream(a).lastSeq()).toBe(3);
    expect(await store().stream(b).lastSeq()).toBe(1);
    expect(left(await store().stream(b).append(events(1, 1), 3))).toMatchObject({
      kind: 'conflict',
      expectedSeq: 3,
      actualSeq: 1,
      stream: b,
    });
    expect(right(await store().stream(a).read()).map((r) => r.event)).toEqual(events(0, 3));
  });

  test('readAll: every record of every game once, in append order, resumed by checkpoint; the seal too', async () => {
    const start = (await readAll(store(), START)).at(-1)?.checkpoint ?? START;
    const a = gameId('all-a');
    const b = gameId('all-b');
    right(await store().stream(a).append(events(0, 2), 0));
    right(await store().stream(b).append(events(0, 1), 0));
    right(await store().stream(a).append(events(2, 1), 2, { seal: true }));
    const read = await readAll(store(), start);
    expect(read.map((r) => [r.stream, r.record.seq, r.record.event.type])).toEqual([
      [a, 1, 'GameStarted'],
      [a, 2, 'FaceToFaceResolved'],
      [b, 1, 'GameStarted'],
      [a, 3, 'WoundsInflicted'],
      [a, 4, 'LogSealed'],
    ]);
    const positions = read.map((r) => r.position);
    expect(new Set(positions).size).toBe(positions.length);
    expect(await readAll(store(), read.at(-1)?.checkpoint ?? start)).toEqual([]);
    expect(left(await store().readAll('not a checkpoint')).kind).toBe('io');
  });

  test('streams(): every game with a record, where it was played, how far it went, whether sealed', async () => {
    const id = gameId('listed');
    right(
      await store()
        .stream(id, { tournament: 'League', round: '3', table: '12' })
        .append(events(0, 2), 0, { seal: true }),
    );
    right(await store().stream(gameId('empty')).append([], 0));
    const listed = right(await store().streams());
    expect(listed.find((s) => s.id === id)).toEqual({
      id,
      tournament: 'League',
      round: '3',
      table: '12',
      lastSeq: 3,
      sealed: true,
    });
    expect(listed.map((s) => s.id)).toEqual([...listed.map((s) => s.id)].sort());
    expect(listed.every((s) => s.lastSeq > 0)).toBe(true);
  });

  test('subscribe: the records after the checkpoint, then each new one once, in order, until closed', async () => {
    const start = (await readAll(store(), START)).at(-1)?.checkpoint ?? START;
    const a = gameId('live-a');
    const b = gameId('live-b');
    right(await store().stream(a).append(events(0, 1), 0));
    const heard: GlobalRecord<TestEvent>[] = [];
    const subscription = right(await store().subscribe(start, { records: (rs) => heard.push(...rs) }));
    right(await store().stream(b).append(events(0, 2), 0));
    right(await store().stream(a).append(events(1, 1), 1));
    await expect.poll(() => heard.length, { timeout: 10_000 }).toBe(4);
    expect(heard.map((r) => [r.stream, r.record.seq])).toEqual([
      [a, 1],
      [b, 1],
      [b, 2],
      [a, 2],
    ]);
    await subscription.close();
    await subscription.close();
    right(await store().stream(b).append(events(2, 1), 2));
    expect(heard).toHaveLength(4);
  });
};
