import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as E from 'fp-ts/lib/Either.js';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
  createLogFile,
  GENESIS_PREV,
  streamLogFile,
  type LogEnding,
  MemoryStore,
  sealLog,
  SealCounter,
  writeFileAtomically,
} from '../../../kernel/log/index.ts';
import { faultyFs, fsError } from './faultyFs.ts';
import { left, right, tempDir } from './logFixtures.ts';
import { sampleEvent, testCatalogue, type TestEvent } from './testCatalogue.ts';

let tmp: Awaited<ReturnType<typeof tempDir>>;
beforeEach(async () => {
  tmp = await tempDir();
});
afterEach(async () => {
  await tmp.cleanup();
});

const OLD = 'the log that was there before\n';
/** More events than one slice of the writer (4096), so the log is made and written in several. */
const MANY = 10_000;
const events = (n: number): TestEvent[] => Array.from({ length: n }, (_, i) => sampleEvent(i));
const names = (): string[] => readdirSync(tmp.dir).sort();

/** The sealed log as the store makes it all at once: its lines, then the seal's. */
const wholeLog = async (es: readonly TestEvent[]): Promise<string> => {
  const store = new MemoryStore(testCatalogue);
  right(await store.append(es, 0));
  const lines = store.lines();
  const counter = new SealCounter(testCatalogue.seal);
  for (const e of es) counter.add(e);
  const last = lines[lines.length - 1] ?? '';
  const end = { seq: es.length, hash: es.length === 0 ? GENESIS_PREV : (JSON.parse(last) as { hash: string }).hash };
  const seal = right(sealLog(end, testCatalogue.version, counter.counts()));
  return [...lines.map((l) => `${l}\n`), seal.line].join('');
};

describe('createLogFile writes a long log a slice at a time, never holding every line', () => {
  test('a log of many slices is byte for byte the log made all at once, its seal counting every event', async () => {
    const path = tmp.file('game.jsonl');
    const es = events(MANY);
    const made = right(await createLogFile(path, testCatalogue, es, { now: Date.now, seal: true }));
    expect(readFileSync(path, 'utf8')).toBe(await wholeLog(es));
    expect(made.records).toBe(MANY);
    expect(made.lastSeq).toBe(MANY + 1);
    expect(names()).toEqual(['game.jsonl']);
  });

  test('no events: a log of its seal alone', async () => {
    const path = tmp.file('game.jsonl');
    right(await createLogFile(path, testCatalogue, [], { now: Date.now, seal: true }));
    expect(readFileSync(path, 'utf8')).toBe(await wholeLog([]));
  });

  test('an event no reader would take, after slices already written: refused with its seq, the old file intact, no temporary file left', async () => {
    const path = tmp.file('game.jsonl');
    writeFileSync(path, OLD);
    const es = events(MANY);
    const bad = 9_000;
    es[bad] = { type: 'FaceToFaceResolved', order: 1, dice: [21], winner: 'a' };
    const error = left(await createLogFile(path, testCatalogue, es, { now: Date.now, seal: true, force: true }));
    expect(error).toMatchObject({ kind: 'invalid-event', line: bad + 1 });
    expect(readFileSync(path, 'utf8')).toBe(OLD);
    expect(names()).toEqual(['game.jsonl']);
  });

  test('the disk filling up in a later slice: nothing is published, no temporary file is left', async () => {
    const path = tmp.file('game.jsonl');
    let writes = 0;
    const fs = faultyFs({
      write: () => {
        if (++writes === 2) throw fsError('ENOSPC', 'write');
        return undefined;
      },
    });
    const error = left(await createLogFile(path, testCatalogue, events(MANY), { now: Date.now, seal: true, fs }));
    expect(error).toMatchObject({ kind: 'io' });
    expect(names()).toEqual([]);
  });
});

describe('streamLogFile makes the next lines while the last are written', () => {
  test('on a slow disk, batches are made while a write is under way, and the log is still byte for byte the whole log', async () => {
    const path = tmp.file('game.jsonl');
    const es = events(MANY);
    let underWay = 0;
    let madeMeanwhile = 0;
    const fs = faultyFs({
      slowWrite: async () => {
        underWay += 1;
        // The bytes are read after this: a buffer changed while its write is under way shows in the file.
        await new Promise((resolve) => setTimeout(resolve, 5));
        underWay -= 1;
      },
    });
    function* batches(): Generator<readonly TestEvent[], LogEnding, undefined> {
      for (let from = 0; from < es.length; from += 100) {
        if (underWay > 0) madeMeanwhile += 1;
        yield es.slice(from, from + 100);
      }
      return 'sealed';
    }
    const made = right(await streamLogFile(path, testCatalogue, batches(), { now: Date.now, fs }));
    expect(made?.records).toBe(MANY);
    expect(readFileSync(path, 'utf8')).toBe(await wholeLog(es));
    expect(madeMeanwhile).toBeGreaterThan(0);
    expect(names()).toEqual(['game.jsonl']);
  });

  test('a refusal while a write is under way: the write ends before the file is dropped, nothing is published, the old file intact', async () => {
    const path = tmp.file('game.jsonl');
    writeFileSync(path, OLD);
    const es = events(MANY);
    const bad = 9_000;
    es[bad] = { type: 'FaceToFaceResolved', order: 1, dice: [21], winner: 'a' };
    let underWay = 0;
    let writes = 0;
    const underWayAtClose: number[] = [];
    const fs = faultyFs({
      slowWrite: async () => {
        underWay += 1;
        writes += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        underWay -= 1;
      },
      close: () => underWayAtClose.push(underWay),
    });
    const error = left(await createLogFile(path, testCatalogue, es, { now: Date.now, seal: true, force: true, fs }));
    expect(error).toMatchObject({ kind: 'invalid-event', line: bad + 1 });
    expect(writes).toBeGreaterThan(0);
    expect(underWayAtClose).toEqual([0]);
    expect(readFileSync(path, 'utf8')).toBe(OLD);
    expect(names()).toEqual(['game.jsonl']);
  });
});

describe('writeFileAtomically with bytes made as they are written', () => {
  test('the chunks are written in order; a maker that fails publishes nothing and returns its error', async () => {
    const path = tmp.file('out.txt');
    const ok = right(
      await writeFileAtomically(path, async (write) => {
        await write(Buffer.from('one\n'));
        await write(Buffer.from('two\n'));
        return E.right(undefined);
      }),
    );
    expect(ok.bytes).toBe(8);
    expect(readFileSync(path, 'utf8')).toBe('one\ntwo\n');
    const failed = left(
      await writeFileAtomically(tmp.file('other.txt'), async (write) => {
        await write(Buffer.from('half'));
        return E.left({ kind: 'exists', path: 'why' });
      }),
    );
    expect(failed).toEqual({ kind: 'exists', path: 'why' });
    expect(names()).toEqual(['out.txt']);
  });
});
