import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { JsonlFileStore, MemoryStore, MemoryStreamStore, verifyLog } from '../../../kernel/log/index.ts';
import { eventStoreContract, type MakeStore } from './eventStoreContract.ts';
import { left, right, tempDir } from './logFixtures.ts';
import { sampleEvent, testCatalogue, type TestEvent } from './testCatalogue.ts';

let tmp: Awaited<ReturnType<typeof tempDir>>;
beforeEach(async () => {
  tmp = await tempDir();
});
afterEach(async () => {
  await tmp.cleanup();
});

const makers: ReadonlyArray<readonly [string, MakeStore]> = [
  ['MemoryStore', async () => new MemoryStore(testCatalogue)],
  ['MemoryStreamStore (a stream)', async (name) => new MemoryStreamStore(testCatalogue).stream(name)],
  ['JsonlFileStore', async (name) => right(await JsonlFileStore.open(tmp.file(name), testCatalogue, Date.now)).store],
];

const events = (from: number, n: number): TestEvent[] => Array.from({ length: n }, (_, i) => sampleEvent(from + i));

describe.each(makers)('%s', (_name, make) => {
  eventStoreContract(make);
});

describe('JsonlFileStore on disk', () => {
  const open = async (path: string) => JsonlFileStore.open(path, testCatalogue, Date.now);

  test('survives reopening; the file verifies', async () => {
    const path = tmp.file('log.jsonl');
    const a = right(await open(path));
    expect(a.warnings).toEqual([]);
    right(await a.store.append(events(0, 4), 0));
    await a.store.close();
    const b = right(await open(path));
    expect(await b.store.lastSeq()).toBe(4);
    right(await b.store.append(events(4, 1), 4));
    await b.store.close();
    expect(await verifyLog(path, testCatalogue)).toMatchObject({ _tag: 'Right', right: { records: 5, lastSeq: 5 } });
  });

  test('a torn last line is reported on open, which changes nothing, and cut away by the next write', async () => {
    const { appendFile, readFile, stat } = await import('node:fs/promises');
    const path = tmp.file('torn.jsonl');
    const s = right(await open(path)).store;
    right(await s.append(events(0, 3), 0));
    await s.close();
    const goodSize = (await stat(path)).size;
    const full = await readFile(path, 'utf8');
    await appendFile(path, (full.split('\n')[1] ?? '').slice(0, 57)); // half a record, no newline
    expect(await verifyLog(path, testCatalogue)).toMatchObject({
      _tag: 'Right',
      right: { records: 3, tornTail: { kind: 'torn-tail', line: 4, offset: goodSize, bytes: 57 } },
    });
    const reopened = right(await open(path));
    expect(reopened.warnings).toEqual([{ kind: 'torn-tail', line: 4, offset: goodSize, bytes: 57 }]);
    expect((await stat(path)).size).toBe(goodSize + 57);
    expect(right(await reopened.store.read()).map((r) => r.seq)).toEqual([1, 2, 3]);
    right(await reopened.store.append(events(3, 1), 3));
    await reopened.store.close();
    expect(await verifyLog(path, testCatalogue)).toMatchObject({ _tag: 'Right', right: { records: 4 } });
  });

  test('corruption before the last line is an error with its line; nothing is skipped or repaired', async () => {
    const { readFile, writeFile } = await import('node:fs/promises');
    const path = tmp.file('corrupt.jsonl');
    const s = right(await open(path)).store;
    right(await s.append(events(0, 4), 0));
    await s.close();
    const text = await readFile(path, 'utf8');
    const corrupted = text.replace('"trooper-2"', '"trooper-9"');
    await writeFile(path, corrupted);
    expect(left(await open(path))).toMatchObject({ kind: 'hash-mismatch', line: 3, seq: 3 });
    expect(await readFile(path, 'utf8')).toBe(corrupted);
    // The lock was released: after a repair, the log opens again.
    await writeFile(path, text);
    await right(await open(path)).store.close();
    // A missing newline in the middle merges two lines: malformed, at line 2.
    await writeFile(path, text.replace('\n', ''));
    expect(left(await open(path))).toMatchObject({ kind: 'malformed-json', line: 1 });
  });

  test('one writer at a time: a second open is locked; close releases the lock', async () => {
    const path = tmp.file('locked.jsonl');
    const first = right(await open(path));
    const second = left(await open(path));
    expect(second).toEqual({ kind: 'locked', path, lockPath: `${path}.lock`, pid: process.pid });
    await first.store.close();
    await right(await open(path)).store.close();
  });

  test('a stale lock left by a dead process is reclaimed', async () => {
    const { writeFile } = await import('node:fs/promises');
    const { spawnSync } = await import('node:child_process');
    const path = tmp.file('stale.jsonl');
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    await writeFile(`${path}.lock`, `${dead.stdout}\n`);
    const opened = right(await open(path));
    right(await opened.store.append(events(0, 1), 0));
    await opened.store.close();
  });

  test('a missing directory is an io error, not a throw', async () => {
    expect(left(await open(tmp.file('no/such/dir/log.jsonl'))).kind).toBe('io');
    expect(await verifyLog(tmp.file('absent.jsonl'), testCatalogue)).toMatchObject({
      _tag: 'Left',
      left: { error: { kind: 'io' } },
    });
  });
});
