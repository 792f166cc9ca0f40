import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
  defineCatalogue,
  formatLogError,
  JsonlFileStore,
  MemoryStore,
  sealRecords,
  GENESIS_PREV,
  verifyLog,
  type EventStore,
} from '../../../kernel/log/index.ts';
import { left, right, tempDir } from './logFixtures.ts';
import { sampleEvent, testCatalogue, type TestEvent } from './testCatalogue.ts';
import { recordText, sha256Hex, bodyText } from '../../../kernel/log/recordHash.ts';

let tmp: Awaited<ReturnType<typeof tempDir>>;
beforeEach(async () => {
  tmp = await tempDir();
});
afterEach(async () => {
  await tmp.cleanup();
});

const events = (from: number, n: number): TestEvent[] => Array.from({ length: n }, (_, i) => sampleEvent(from + i));

/** The test catalogue with a seal that counts its games and wounds. */
const counted = defineCatalogue<TestEvent>({
  ...testCatalogue,
  seal: {
    counts: ['games', 'wounds'],
    count: (e) => (e.type === 'GameStarted' ? 'games' : e.type === 'WoundsInflicted' ? 'wounds' : null),
  },
});

describe.each([
  ['MemoryStore', async (): Promise<EventStore<TestEvent>> => new MemoryStore(counted)],
  [
    'JsonlFileStore',
    async (): Promise<EventStore<TestEvent>> =>
      right(await JsonlFileStore.open(tmp.file('s.jsonl'), counted, Date.now)).store,
  ],
])('%s: the seal closes a log', (_name, make) => {
  test('the seal counts the records and what the ruleset counts; then every append is refused', async () => {
    const store = await make();
    right(await store.append(events(0, 5), 0));
    const seal = right(await store.seal(5));
    // sampleEvent 0..4: GameStarted, FaceToFace, Wounds, Note, GameStarted.
    expect(seal).toMatchObject({ seq: 6, event: { type: 'LogSealed', records: 5, counts: { games: 2, wounds: 1 } } });
    expect(await store.sealed()).toEqual(seal);
    expect(await store.lastSeq()).toBe(6);
    expect(left(await store.append(events(5, 1), 6))).toEqual({ kind: 'sealed', path: expect.any(String), seq: 6 });
    expect(left(await store.seal(6))).toMatchObject({ kind: 'sealed' });
    expect(right(await store.read()).map((r) => r.seq)).toEqual([1, 2, 3, 4, 5]);
    await store.close();
  });

  test('a stale expectedSeq cannot seal: conflict, nothing written', async () => {
    const store = await make();
    right(await store.append(events(0, 2), 0));
    expect(left(await store.seal(1))).toEqual({ kind: 'conflict', expectedSeq: 1, actualSeq: 2 });
    expect(await store.sealed()).toBeNull();
    await store.close();
  });

  test('a batch and its seal go in one append', async () => {
    const store = await make();
    const r = right(await store.append(events(0, 3), 0, { seal: true }));
    expect(r.lastSeq).toBe(4);
    expect(r.seal?.event).toMatchObject({ records: 3 });
    await store.close();
  });
});

describe('sealed files', () => {
  test('a sealed log reopened is still sealed and refuses appends; verify reports the seal and its counts', async () => {
    const path = tmp.file('game.jsonl');
    const { store } = right(await JsonlFileStore.open(path, counted, Date.now));
    right(await store.append(events(0, 4), 0, { seal: true }));
    await store.close();
    const reopened = right(await JsonlFileStore.open(path, counted, Date.now)).store;
    expect((await reopened.sealed())?.seq).toBe(5);
    expect(formatLogError(left(await reopened.append(events(4, 1), 5)))).toBe(
      `${path} is sealed (seq 5): it holds a finished game, and nothing may be appended to it`,
    );
    await reopened.close();
    const v = await verifyLog(path, counted);
    expect(v).toMatchObject({
      _tag: 'Right',
      right: { records: 4, lastSeq: 5, seal: { seq: 5, event: { records: 4 } }, counts: { games: 1, wounds: 1 } },
    });
  });

  test('cut at every line boundary, a sealed log verifies as open: no seal, nothing claims it whole', async () => {
    const store = new MemoryStore(counted);
    right(await store.append(events(0, 8), 0, { seal: true }));
    const lines = store.lines();
    expect(await verifyLog(lines, counted)).toMatchObject({ _tag: 'Right', right: { seal: { seq: 9 } } });
    for (let k = 0; k < lines.length; k++) {
      const v = await verifyLog(lines.slice(0, k), counted);
      expect(E.isRight(v) && v.right.seal, `cut after ${k} lines`).toBeUndefined();
      expect(v).toMatchObject({ _tag: 'Right', right: { records: k } });
    }
  });

  test('a record after the seal is an error naming its line', async () => {
    const store = new MemoryStore(counted);
    right(await store.append(events(0, 2), 0, { seal: true }));
    const sealed = store.lines();
    const last = JSON.parse(sealed.at(-1) ?? '{}') as { hash: string };
    const after = right(sealRecords([sampleEvent(9)], { seq: 3, hash: last.hash }, counted)).lines[0]?.trimEnd() ?? '';
    expect(await verifyLog([...sealed, after], counted)).toMatchObject({
      _tag: 'Left',
      left: { error: { kind: 'after-seal', line: 4, sealSeq: 3 } },
    });
  });

  test('a seal whose counts do not match the records before it is an error', async () => {
    const first = right(sealRecords(events(0, 2), { seq: 0, hash: GENESIS_PREV }, counted));
    const prev = first.records[1]?.hash ?? '';
    const json = '{"counts":{"games":5,"wounds":0},"records":2,"type":"LogSealed"}';
    const hash = sha256Hex(bodyText(json, prev, 3, counted.version));
    const lines = [...first.lines.map((l) => l.trimEnd()), recordText(json, hash, prev, 3, counted.version)];
    const v = await verifyLog(lines, counted);
    expect(v).toMatchObject({ _tag: 'Left', left: { error: { kind: 'bad-seal', line: 3 } } });
    expect(E.isLeft(v) && formatLogError(v.left.error)).toMatch(/the seal counts 5 games, but the log holds 1/);
  });

  test('no catalogue may define an event named like the seal', () => {
    const LogSealed = t.type({ type: t.literal('LogSealed') });
    expect(() =>
      defineCatalogue({
        ...testCatalogue,
        codecs: { ...testCatalogue.codecs, LogSealed } as unknown as typeof testCatalogue.codecs,
      }),
    ).toThrow(/LogSealed is the log's seal/);
  });

  test('the writer refuses a record the reader could not read back (a line over 16 MiB): nothing is written', async () => {
    const store = new MemoryStore(testCatalogue);
    const huge: TestEvent = { type: 'NoteTaken', payload: 'x'.repeat(17 * 1024 * 1024) };
    const error = left(await store.append([sampleEvent(0), huge], 0));
    expect(error).toMatchObject({ kind: 'too-long', line: 2, max: 16 * 1024 * 1024 });
    expect(formatLogError(error)).toMatch(
      /^seq 2: the record would be a line of \d+ bytes, longer than a log may hold \(16777216\); nothing was written$/,
    );
    expect(await store.lastSeq()).toBe(0);
  });
});
