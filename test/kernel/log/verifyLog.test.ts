import * as E from 'fp-ts/lib/Either.js';
import { readFile, writeFile } from 'node:fs/promises';
import { fc, test } from '@fast-check/vitest';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { foldLog, formatLogError, JsonlFileStore, verifyLog, type Projection } from '../../../kernel/log/index.ts';
import { right, tempDir, validLines } from './logFixtures.ts';
import { sampleEvent, testCatalogue, type TestEvent } from './testCatalogue.ts';

let tmp: Awaited<ReturnType<typeof tempDir>>;
let valid: Buffer;
beforeAll(async () => {
  tmp = await tempDir();
  valid = Buffer.from((await validLines(12)).map((l) => `${l}\n`).join(''), 'utf8');
});
afterAll(async () => {
  await tmp.cleanup();
});

const count: Projection<number, TestEvent> = { initial: 0, evolve: (n) => n + 1 };

describe('verifyLog', () => {
  test('counts records per event type; lines work as well as a path', async () => {
    const path = tmp.file('ok.jsonl');
    await writeFile(path, valid);
    const expected = {
      _tag: 'Right',
      right: {
        records: 12,
        lastSeq: 12,
        byType: { GameStarted: 3, FaceToFaceResolved: 3, WoundsInflicted: 3, NoteTaken: 3 },
      },
    };
    expect(await verifyLog(path, testCatalogue)).toMatchObject(expected);
    expect(await verifyLog(valid.toString('utf8').trimEnd().split('\n'), testCatalogue)).toMatchObject(expected);
    expect(await verifyLog([], testCatalogue)).toMatchObject({
      _tag: 'Right',
      right: { records: 0, lastSeq: 0, byType: {} },
    });
  });

  test('the first bad line and why: a gap, a broken link, a duplicate, a \\r', async () => {
    const lines = valid.toString('utf8').trimEnd().split('\n');
    const without = (i: number): string[] => lines.filter((_, j) => j !== i);
    expect(await verifyLog(without(4), testCatalogue)).toMatchObject({
      _tag: 'Left',
      left: { records: 4, error: { kind: 'seq-gap', line: 5, expected: 5, found: 6 } },
    });
    expect(await verifyLog([...lines.slice(0, 3), lines[2] ?? ''], testCatalogue)).toMatchObject({
      _tag: 'Left',
      left: { error: { kind: 'seq-gap', line: 4, expected: 4, found: 3 } },
    });
    const other = (await validLines(3, (i) => sampleEvent(i + 1)))[1] ?? '';
    const relinked = [lines[0] ?? '', other];
    const r = await verifyLog(relinked, testCatalogue);
    expect(r).toMatchObject({ _tag: 'Left', left: { error: { kind: 'prev-mismatch', line: 2, seq: 2 } } });
    if (E.isLeft(r))
      expect(formatLogError(r.left.error)).toMatch(
        /^line 2: seq 2 links to [0-9a-f]{12}… but the previous record's hash is [0-9a-f]{12}…; the chain is broken$/,
      );
    const path = tmp.file('crlf.jsonl');
    await writeFile(path, valid.toString('utf8').replace('\n', '\r\n'));
    expect(await verifyLog(path, testCatalogue)).toMatchObject({
      _tag: 'Left',
      left: { error: { kind: 'not-canonical', line: 1 } },
    });
  });

  test('a torn tail that cuts a multi-byte character is still a torn tail', async () => {
    const path = tmp.file('torn-utf8.jsonl');
    const third = Buffer.from(`${valid.toString('utf8').split('\n')[2] ?? ''}`, 'utf8');
    const cut = third.subarray(0, third.indexOf('é') + 1); // the first byte of é (0xC3) only
    await writeFile(path, Buffer.concat([valid, cut]));
    expect(await verifyLog(path, testCatalogue)).toMatchObject({
      _tag: 'Right',
      right: { records: 12, tornTail: { line: 13, offset: valid.length, bytes: cut.length } },
    });
  });

  test('invalid UTF-8 is reported at its byte', async () => {
    const path = tmp.file('utf8.jsonl');
    const bytes = Buffer.from(valid);
    const at = bytes.indexOf('é') + 1; // the second byte of é (0xC3 0xA9)
    bytes[at] = 0x28;
    await writeFile(path, bytes);
    const r = await verifyLog(path, testCatalogue);
    expect(r).toMatchObject({ _tag: 'Left', left: { error: { kind: 'invalid-utf8', line: 3 } } });
  });

  test.prop(
    [
      fc.array(fc.record({ position: fc.noBias(fc.nat()), byte: fc.integer({ min: 0, max: 255 }) }), {
        minLength: 1,
        maxLength: 3,
      }),
    ],
    { numRuns: 300 },
  )('tampering: any changed byte is caught', async (changes) => {
    const tampered = Buffer.from(valid);
    for (const { position, byte } of changes) tampered[position % tampered.length] = byte;
    fc.pre(!tampered.equals(valid));
    const path = tmp.file('tampered.jsonl');
    await writeFile(path, tampered);
    const r = await verifyLog(path, testCatalogue);
    // Caught: an error, or (the last newline changed) a torn tail that is not part of the log.
    expect(E.isLeft(r) || r.right.tornTail !== undefined).toBe(true);
    if (E.isRight(r)) expect(r.right.records).toBeLessThan(12);
  });
});

describe('foldLog', () => {
  test('folds every record, or stops at toSeq, streaming from the file', async () => {
    const path = tmp.file('fold.jsonl');
    await writeFile(path, valid);
    expect(await foldLog(path, testCatalogue, count)).toEqual({
      _tag: 'Right',
      right: { state: 12, records: 12, lastSeq: 12, sealed: false },
    });
    expect(await foldLog(path, testCatalogue, count, { toSeq: 5 })).toEqual({
      _tag: 'Right',
      right: { state: 5, records: 5, lastSeq: 5, sealed: false },
    });
    const text = await readFile(path, 'utf8');
    await writeFile(path, text.replace('"game 4"', '"game 5"'));
    expect(await foldLog(path, testCatalogue, count)).toMatchObject({
      _tag: 'Left',
      left: { state: 4, records: 4, error: { kind: 'hash-mismatch', line: 5 } },
    });
  });

  test('replay equals the events appended, across many chunk boundaries', async () => {
    const path = tmp.file('big.jsonl');
    const { store } = right(await JsonlFileStore.open(path, testCatalogue, Date.now));
    const events = Array.from({ length: 3000 }, (_, i) => sampleEvent(i));
    right(await store.append(events, 0));
    await store.close();
    const collect: Projection<readonly TestEvent[], TestEvent> = { initial: [], evolve: (s, e) => [...s, e] };
    const r = await foldLog(path, testCatalogue, {
      initial: [] as TestEvent[],
      evolve: (s: TestEvent[], e: TestEvent) => {
        s.push(e);
        return s;
      },
    });
    expect(E.isRight(r) && r.right.state).toEqual(events);
    expect(E.getOrElseW(() => null)(await foldLog(path, testCatalogue, collect, { toSeq: 3 }))?.state).toEqual(
      events.slice(0, 3),
    );
  });
});
