import { fc, test } from '@fast-check/vitest';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect } from 'vitest';
import {
  decodeRecordLine,
  formatLogError,
  GENESIS_PREV,
  MemoryStore,
  recordHash,
  verifyLog,
  type LogError,
} from '../../../kernel/log/index.ts';
import { left, right, validLines } from './logFixtures.ts';
import { testCatalogue, type TestEvent } from './testCatalogue.ts';

const decode = (line: string, lineNo = 12) => decodeRecordLine(line, lineNo, testCatalogue);
const message = (line: string): string => formatLogError(left(decode(line)));

describe('the hash chain', () => {
  test('records chain from the genesis prev, each hash over {seq, prev, v, event}', async () => {
    const store = new MemoryStore(testCatalogue);
    const { records } = right(
      await store.append(
        [
          { type: 'GameStarted', title: 'demo', edition: 'n5' },
          { type: 'FaceToFaceResolved', order: 1, dice: [3, 15, 20], winner: 'a' },
        ],
        0,
      ),
    );
    expect(records.map((r) => r.seq)).toEqual([1, 2]);
    expect(records[0]?.prev).toBe(GENESIS_PREV);
    expect(records[1]?.prev).toBe(records[0]?.hash);
    for (const r of records)
      expect(right(recordHash({ seq: r.seq, prev: r.prev, v: r.v, event: r.event }))).toBe(r.hash);
    const lines = store.lines();
    expect(lines[0]).toBe(
      `{"event":{"edition":"n5","title":"demo","type":"GameStarted"},"hash":"${records[0]?.hash}","prev":"${GENESIS_PREV}","seq":1,"v":1}`,
    );
    expect(lines.map((l, i) => right(decode(l, i + 1)))).toEqual(records);
  });

  test.prop([fc.array(fc.jsonValue(), { minLength: 1, maxLength: 6 })])(
    'any JSON payload round-trips through a log',
    async (payloads) => {
      const events: TestEvent[] = payloads.map((payload) => ({ type: 'NoteTaken', payload }));
      const store = new MemoryStore(testCatalogue);
      right(await store.append(events, 0));
      const read = store.lines().map((l, i) => right(decode(l, i + 1)).event);
      expect(read).toEqual(JSON.parse(JSON.stringify(events)));
      expect(await verifyLog(store.lines(), testCatalogue)).toMatchObject({
        _tag: 'Right',
        right: { records: events.length },
      });
    },
  );
});

describe('errors people can act on', () => {
  const valid = async (): Promise<readonly string[]> => validLines(4);

  test('an invalid field: the event, the field path, what was expected and what was found', async () => {
    const line = (await valid())[1] ?? '';
    const bad = line.replace(/"dice":\[(\d+),(\d+)\]/, '"dice":[$1,$2,23]');
    const error = left(decode(bad));
    expect(error).toMatchObject({
      kind: 'invalid-event',
      line: 12,
      eventType: 'FaceToFaceResolved',
      path: 'event.dice[2]',
      found: '23',
    });
    expect(formatLogError(error)).toBe(
      'line 12: event FaceToFaceResolved: field dice[2] expected a d20 face (1..20), found 23',
    );
  });

  test('a union or a missing field', async () => {
    const [, f2f, wounds] = await valid();
    expect(message((f2f ?? '').replace('"winner":"a"', '"winner":"c"'))).toBe(
      'line 12: event FaceToFaceResolved: field winner expected "a" | "b" | "neither", found "c"',
    );
    expect(message((wounds ?? '').replace('"trooper":"trooper-2",', ''))).toBe(
      'line 12: event WoundsInflicted: field trooper expected string, found nothing',
    );
  });

  test('an unknown event type, with the nearest known ones', async () => {
    const error = left(decode(((await valid())[1] ?? '').replace('FaceToFaceResolved', 'FaceToFaceResolve')));
    expect(error).toMatchObject({
      kind: 'unknown-event-type',
      type: 'FaceToFaceResolve',
      nearest: ['FaceToFaceResolved'],
    });
    expect(formatLogError(error)).toBe(
      'line 12: unknown event type "FaceToFaceResolve" in schema v1 (did you mean FaceToFaceResolved?)',
    );
    expect(left(decode(((await valid())[0] ?? '').replace('GameStarted', 'Zzzzzzzzzzzzz')))).toMatchObject({
      nearest: [],
    });
  });

  test('malformed JSON: the column and why', () => {
    expect(left(decode('{"seq":1,}'))).toEqual({
      kind: 'malformed-json',
      line: 12,
      column: 10,
      reason: "expected a property name in double quotes, found '}'",
    });
    expect(message('{"seq": tru}')).toBe("line 12, column 9: not valid JSON: unexpected 't', expected a value");
    expect(message('')).toBe('line 12, column 1: not valid JSON: unexpected end of line, expected a value');
    expect(message('{"a":"\u0001"}')).toMatch(/column 7: not valid JSON: control character U\+0001/);
    expect(message('[1,2')).toBe(
      "line 12, column 5: not valid JSON: expected ',' or ']' after an array element, found the end of the line",
    );
  });

  test('a bad record field', async () => {
    const line = (await valid())[0] ?? '';
    expect(message(line.replace('"seq":1', '"seq":0'))).toBe(
      'line 12: record field seq expected a positive integer, found 0',
    );
    expect(message(line.replace(/"prev":"0+"/, '"prev":"nope"'))).toBe(
      'line 12: record field prev expected a SHA-256 hash (64 lowercase hex digits), found "nope"',
    );
    expect(message(line.replace(/"hash":"[0-9a-f]{10}/, '"hash":"ZZZZZZZZZZ'))).toMatch(
      /^line 12: record field hash expected a SHA-256 hash/,
    );
    expect(message(line.replace('"v":1}', '"v":1,"w":2}'))).toBe(
      'line 12: record field w expected no such field (a record has seq, prev, hash, v and event), found 2',
    );
    expect(message('[1,2,3]')).toBe(
      'line 12: record field record expected a JSON object {seq, prev, hash, v, event}, found [1,2,3]',
    );
  });

  test('a schema version this build cannot read', async () => {
    const line = (await valid())[0] ?? '';
    expect(message(line.replace('"v":1', '"v":7'))).toBe(
      'line 12: schema v7 is newer than this Arbiter reads (v1); upgrade Arbiter',
    );
  });

  test('an edited line: not canonical, or the hash no longer matches', async () => {
    const line = (await valid())[1] ?? '';
    expect(left(decode(line.replace('"winner":"a"', '"winner": "a"')))).toMatchObject({
      kind: 'not-canonical',
      column: line.indexOf('"winner"') + 10,
    });
    expect(left(decode(line.replace('"order":1', '"order":1.0')))).toMatchObject({ kind: 'not-canonical' });
    const edited = left(decode(line.replace('"winner":"a"', '"winner":"b"')));
    expect(edited).toMatchObject({ kind: 'hash-mismatch', seq: 2 });
    expect(formatLogError(edited)).toMatch(
      /^line 12: seq 2 hashes to [0-9a-f]{12}… but its hash says [0-9a-f]{12}…; the record was altered$/,
    );
  });

  test('every kind formats to one line', () => {
    const kinds: readonly LogError[] = [
      { kind: 'seq-gap', line: 3, expected: 3, found: 5 },
      { kind: 'prev-mismatch', line: 3, seq: 3, expected: 'a'.repeat(64), found: 'b'.repeat(64) },
      { kind: 'torn-tail', line: 9, offset: 1200, bytes: 57 },
      { kind: 'conflict', expectedSeq: 5, actualSeq: 7 },
      { kind: 'locked', path: 'g.jsonl', lockPath: 'g.jsonl.lock', pid: 42 },
      { kind: 'closed', path: 'g.jsonl' },
      { kind: 'io', path: 'g.jsonl', operation: 'read', message: 'EACCES' },
      { kind: 'invalid-utf8', line: 2, column: 17 },
      { kind: 'upcast-failed', line: 2, eventType: 'X', from: 0, reason: 'boom' },
      { kind: 'unsupported-version', line: 2, found: 0, oldest: 1, newest: 2 },
    ];
    for (const e of kinds) expect(formatLogError(e)).toMatch(/^[^\n]+$/);
    expect(formatLogError({ kind: 'conflict', expectedSeq: 5, actualSeq: 7 })).toBe(
      'append conflict: expected the log to end at seq 5, but it ends at seq 7; nothing was written',
    );
  });
});

describe('fuzzing: any input gives a typed error, never a throw', () => {
  const kinds = new Set([
    'malformed-json',
    'bad-envelope',
    'unsupported-version',
    'unknown-event-type',
    'invalid-event',
    'not-canonical',
    'hash-mismatch',
  ]);
  const typedError = (line: string): void => {
    const r = decode(line);
    expect(E.isLeft(r)).toBe(true);
    if (E.isLeft(r)) {
      expect(kinds.has(r.left.kind)).toBe(true);
      expect(formatLogError(r.left)).toMatch(/^line 12/);
    }
  };

  test.prop([fc.uint8Array({ maxLength: 300 })], { numRuns: 300 })('random bytes', (bytes) =>
    typedError(Buffer.from(bytes).toString('utf8')),
  );
  test.prop([fc.string({ unit: 'binary', maxLength: 200 })], { numRuns: 300 })('random strings', typedError);
  test.prop([fc.json()], { numRuns: 300 })('random JSON', typedError);
  test.prop([fc.anything()], { numRuns: 300 })('anything, stringified', (value) => {
    let text: string | undefined;
    try {
      text = JSON.stringify(value);
    } catch {
      text = undefined; // (not every value stringifies; String() them instead)
    }
    typedError(text ?? String(value));
  });

  test.prop(
    [
      fc.jsonValue(),
      fc.constantFrom(
        'GameStarted',
        'FaceToFaceResolved',
        'WoundsInflicted',
        'NoteTaken',
        'constructor',
        '__proto__',
        'toString',
      ),
    ],
    { numRuns: 300 },
  )('records with random events or type names', (body, type) => {
    const event =
      typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...body, type } : { type, body };
    const line = JSON.stringify({ event, hash: 'f'.repeat(64), prev: GENESIS_PREV, seq: 1, v: 1 });
    typedError(line);
  });

  test('deep nesting and huge numbers', () => {
    typedError('['.repeat(200_000) + ']'.repeat(200_000));
    typedError(
      `{"event":{"type":"NoteTaken","payload":${'['.repeat(5_000)}${']'.repeat(5_000)}},"hash":"${'f'.repeat(64)}","prev":"${GENESIS_PREV}","seq":1,"v":1}`,
    );
    typedError(
      `{"event":{"type":"NoteTaken","payload":1e999},"hash":"${'f'.repeat(64)}","prev":"${GENESIS_PREV}","seq":1,"v":1}`,
    );
    typedError('{"seq":1e400}');
    typedError('"\ud800"');
  });
});
