import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as E from 'fp-ts/lib/Either.js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatLogError, MemoryStore, recordRow, START, type GlobalRecord } from '../../../kernel/log/index.ts';
import { PgStreamStore } from '../../../store/postgres/index.ts';
import { postgresDatabase } from '../../support/postgresDatabase.ts';
import { eventStoreContract } from '../../kernel/log/eventStoreContract.ts';
import { streamStoreContract } from '../../kernel/log/streamStoreContract.ts';
import { left, right } from '../../kernel/log/logFixtures.ts';
import { sampleEvent, testCatalogue, type TestEvent } from '../../kernel/log/testCatalogue.ts';

const V0_LOG = fileURLToPath(new URL('../../fixtures/log-v0.jsonl', import.meta.url));

const events = (from: number, n: number): TestEvent[] => Array.from({ length: n }, (_, i) => sampleEvent(from + i));

let url: string;
let store: PgStreamStore<TestEvent>;
let games = 0;
const game = (name: string): string => `${name}-${++games}`;

beforeAll(async () => {
  url = await postgresDatabase('pgstore');
  expect(right(await PgStreamStore.init(url))).toEqual([1]);
  store = right(await PgStreamStore.open(url, testCatalogue));
});
afterAll(async () => {
  await store.close();
});

describe("PgStream: a game's stream in PostgreSQL keeps the EventStore contract", () => {
  eventStoreContract(async (name) => store.stream(game(name)));
});

describe('PgStreamStore keeps the StreamStore contract', () => {
  streamStoreContract(() => store, game);
});

describe('PgStreamStore', () => {
  test('store init is idempotent: run again, it applies nothing', async () => {
    expect(right(await PgStreamStore.init(url))).toEqual([]);
  });

  test('a database without the schema is refused, saying to run store init', async () => {
    const empty = await postgresDatabase('empty');
    const error = left(await PgStreamStore.open(empty, testCatalogue));
    expect(formatLogError(error)).toMatch(/schema is v0, this Arbiter needs v1 .*arbiter store init/);
  });

  test('two store instances append with the same expected version: exactly one wins, the other is told the game moved on', async () => {
    const other = right(await PgStreamStore.open(url, testCatalogue));
    const id = game('race');
    right(await store.stream(id).append(events(0, 2), 0));
    for (let round = 0; round < 5; round++) {
      const at = await store.stream(id).lastSeq();
      const results = await Promise.all([
        store.stream(id).append(events(10, 2), at),
        other.stream(id).append(events(20, 3), at),
      ]);
      const won = results.filter(E.isRight);
      const lost = results.filter(E.isLeft).map((r) => r.left);
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      const actual = at + (won[0]?.right.records.length ?? 0);
      expect(lost[0]).toEqual({ kind: 'conflict', expectedSeq: at, actualSeq: actual, stream: id });
      expect(formatLogError(lost[0] ?? { kind: 'closed', path: '' })).toBe(
        `append conflict: game "${id}" moved on to record ${actual} (this writer expected it at record ${at}); nothing was written: reload the game and try again`,
      );
    }
    // Nothing lost, nothing twice: the chain verifies from the other instance too.
    const read = right(await other.stream(id).read());
    expect(read.map((r) => r.seq)).toEqual(read.map((_, i) => i + 1));
    await other.close();
  });

  test('two writers start a new game at once: one creates it, the other gets a conflict', async () => {
    const other = right(await PgStreamStore.open(url, testCatalogue));
    const id = game('new');
    const results = await Promise.all([
      store.stream(id).append(events(0, 1), 0),
      other.stream(id).append(events(5, 2), 0),
    ]);
    expect(results.filter(E.isRight)).toHaveLength(1);
    expect(results.filter(E.isLeft).map((r) => r.left.kind)).toEqual(['conflict']);
    await other.close();
  });

  test('a log imported whole keeps every line byte for byte, a schema v0 log included, and its fingerprint', async () => {
    const lines = readFileSync(V0_LOG, 'utf8').split('\n').slice(0, -1);
    const id = game('v0');
    const imported = right(await store.import(id, lines, { round: '3' }));
    expect(imported).toMatchObject({ records: lines.length, lastSeq: lines.length, sealed: false });
    expect(imported.lastHash).toBe((JSON.parse(lines.at(-1) ?? '{}') as { hash: string }).hash);
    const back: string[] = [];
    for await (const line of store.lines(id)) back.push(line);
    expect(back).toEqual(lines);
    expect(right(await store.stream(id).read()).map((r) => r.event.type)).toContain('FaceToFaceResolved');
    // The game goes on from where the file ended, in the current schema.
    right(await store.stream(id).append(events(0, 1), lines.length));
    expect(left(await store.import(id, lines)).kind).toBe('conflict');
  });

  test('an import that does not verify writes nothing', async () => {
    const lines = readFileSync(V0_LOG, 'utf8').split('\n').slice(0, -1);
    const id = game('v0-bad');
    const error = left(await store.import(id, [...lines.slice(0, 2), ...lines.slice(3)]));
    expect(error).toMatchObject({ kind: 'seq-gap', line: 3 });
    expect(await store.stream(id).lastSeq()).toBe(0);
    expect(right(await store.streams()).some((s) => s.id === id)).toBe(false);
  });

  test('the event text is stored as written (text, not jsonb): the rows give back the very lines of a file', async () => {
    const id = game('text');
    const reference = new MemoryStore(testCatalogue);
    right(await reference.append(events(0, 8), 0));
    right(await store.stream(id).append(events(0, 8), 0));
    const lines: string[] = [];
    for await (const line of store.lines(id)) lines.push(line);
    expect(lines).toEqual(reference.lines());
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const types = await client.query<{ t: string }>(
      "SELECT data_type AS t FROM information_schema.columns WHERE table_name = 'arbiter_events' AND column_name = 'body'",
    );
    await client.end();
    expect(types.rows[0]?.t).toBe('text');
  });
});

const collectAll = async (from: string): Promise<readonly GlobalRecord<TestEvent>[]> => {
  const out: GlobalRecord<TestEvent>[] = [];
  let after = from;
  for (;;) {
    const page = right(await store.readAll(after, 3));
    out.push(...page);
    const last = page[page.length - 1];
    if (last === undefined) return out;
    after = last.checkpoint;
  }
};

describe('reading every stream by global position', () => {
  /** A valid row for record `seq` of a game whose first `seq - 1` events are `events(0, seq - 1)`. */
  const rowFor = async (seq: number) => {
    const reference = new MemoryStore(testCatalogue);
    const r = right(await reference.append(events(0, seq), 0));
    const record = r.records[seq - 1];
    const line = reference.lines()[seq - 1];
    if (record === undefined || line === undefined) throw new Error('no such record');
    return recordRow(record, line);
  };

  const insertIn = async (client: pg.Client, stream: string, seq: number): Promise<number> => {
    const row = await rowFor(seq);
    const r = await client.query<{ position: string }>(
      'INSERT INTO arbiter_events (stream_id, seq, v, type, body, hash, prev) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING position',
      [stream, row.seq, row.v, row.type, row.body, row.hash, row.prev],
    );
    return Number(r.rows[0]?.position);
  };

  test('gap-safe: while the transaction of position N is open, a reader does not see N+1, committed first by a later transaction', async () => {
    const a = game('gap-a');
    const b = game('gap-b');
    right(await store.stream(a).append(events(0, 1), 0));
    right(await store.stream(b).append(events(0, 1), 0));
    const start = (await collectAll(START)).at(-1)?.checkpoint ?? START;
    const t1 = new pg.Client({ connectionString: url });
    const t2 = new pg.Client({ connectionString: url });
    await Promise.all([t1.connect(), t2.connect()]);
    try {
      await t1.query('BEGIN');
      const n = await insertIn(t1, a, 2);
      await t2.query('BEGIN');
      const n1 = await insertIn(t2, b, 2);
      expect(n1).toBe(n + 1);
      await t2.query('COMMIT');
      // The trap: a plain read by position sees N+1 now, and would never come back for N.
      const plain = await t2.query<{ position: string }>(
        'SELECT position FROM arbiter_events WHERE position > $1 ORDER BY position',
        [n - 1],
      );
      expect(plain.rows.map((r) => Number(r.position))).toEqual([n1]);
      expect(await collectAll(start)).toEqual([]);
      await t1.query('COMMIT');
      expect((await collectAll(start)).map((r) => r.position)).toEqual([n, n1]);
    } finally {
      await Promise.all([t1.end(), t2.end()]);
    }
  });

  test('gap-safe the other way: a transaction that began first but inserts last is read when it commits, nothing skipped', async () => {
    const a = game('gap-c');
    const b = game('gap-d');
    right(await store.stream(a).append(events(0, 1), 0));
    right(await store.stream(b).append(events(0, 1), 0));
    const start = (await collectAll(START)).at(-1)?.checkpoint ?? START;
    const t1 = new pg.Client({ connectionString: url });
    const t2 = new pg.Client({ connectionString: url });
    await Promise.all([t1.connect(), t2.connect()]);
    try {
      await t1.query('BEGIN');
      await t1.query('SELECT pg_current_xact_id()'); // t1's transaction is numbered first
      await t2.query('BEGIN');
      await t2.query('SELECT pg_current_xact_id()');
      const n = await insertIn(t2, b, 2); // …but t2 takes position N
      const n1 = await insertIn(t1, a, 2);
      await t1.query('COMMIT');
      const first = await collectAll(start);
      expect(first.map((r) => r.position)).toEqual([n1]);
      await t2.query('COMMIT');
      const rest = await collectAll(first.at(-1)?.checkpoint ?? start);
      expect(rest.map((r) => r.position)).toEqual([n]);
    } finally {
      await Promise.all([t1.end(), t2.end()]);
    }
  });
});
