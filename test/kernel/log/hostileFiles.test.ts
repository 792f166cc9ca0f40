import { linkSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { recordCommand } from '../../../cli/commands/record.ts';
import { verifyCommand } from '../../../cli/commands/verify.ts';
import { arbiterCatalogue } from '../../../events/arbiterCatalogue.ts';
import { acquireLock, formatLogError, JsonlFileStore, verifyLog } from '../../../kernel/log/index.ts';
import { recordedEvents } from '../../audit/recordedLog.ts';
import { fakeIo } from '../../cli/fakeIo.ts';
import { faultyFs, fsError } from './faultyFs.ts';
import { left, right, tempDir } from './logFixtures.ts';

// Files that are not what the log store expects: a second name for a log, a file that is no log,
// a lock file Arbiter did not write, a failed append over a torn tail. None may lose a byte.

const SEED = 'examples/f2f-1v1.game.yaml';
let tmp: Awaited<ReturnType<typeof tempDir>>;
beforeEach(async () => {
  tmp = await tempDir();
});
afterEach(async () => {
  await tmp.cleanup();
});

const run = async (command: typeof recordCommand, ...args: string[]) => {
  const io = fakeIo();
  const code = await command(args, io);
  return { code, out: io.outs.join('\n'), err: io.errs.join('\n') };
};

describe('the log store never loses a byte of a file it should not write', () => {
  test('a log with a second name (a hard link) is refused: its lock, on one name, could not cover the other', async () => {
    const log = tmp.file('h1.jsonl');
    const { store } = right(await JsonlFileStore.open(log, arbiterCatalogue, Date.now));
    right(await store.append(recordedEvents(SEED).slice(0, 10), 0));
    linkSync(log, tmp.file('h2.jsonl'));
    const r = await run(recordCommand, SEED, '-o', tmp.file('h2.jsonl'), '--append');
    expect(r.code).toBe(1);
    expect(r.err).toMatch(
      /cannot open .*h2\.jsonl: it has 2 names \(hard links\): a log is written through one name only, so that its lock covers it/,
    );
    right(await store.append(recordedEvents(SEED).slice(10), 10));
    await store.close();
    expect(await verifyLog(log, arbiterCatalogue)).toMatchObject({
      _tag: 'Right',
      right: { records: recordedEvents(SEED).length },
    });
  });

  test.each([
    ['one line of notes with no newline', 'my precious notes, no newline'],
    ['records, then a line that is no record', null],
  ])('a file ending in %s is no log: verify exits 1, --append refuses it, every byte stays', async (_what, content) => {
    const file = tmp.file('notes.jsonl');
    if (content === null) {
      await run(recordCommand, SEED, '-o', file, '-q', '--open');
      writeFileSync(file, Buffer.concat([readFileSync(file), Buffer.from('hello world')]));
    } else {
      writeFileSync(file, content);
    }
    const before = readFileSync(file);
    const v = await run(verifyCommand, file);
    expect(v.code).toBe(1);
    expect(v.err).toMatch(
      /the last line has no newline and is not the start of a record \(an append cut short always is\): this is not a log/,
    );
    const r = await run(recordCommand, SEED, '-o', file, '--append');
    expect(r.code).toBe(1);
    expect(readFileSync(file)).toEqual(before);
  });

  test('an empty file is no log of this game: --append refuses it', async () => {
    const file = tmp.file('empty.jsonl');
    writeFileSync(file, '');
    const r = await run(recordCommand, SEED, '-o', file, '--append');
    expect(r).toMatchObject({
      code: 1,
      err: expect.stringMatching(/empty\.jsonl holds no record: it is not a log of this game; nothing was appended/),
    });
    expect(readFileSync(file, 'utf8')).toBe('');
  });

  test('a lock path holding something Arbiter did not write is never removed', async () => {
    const log = tmp.file('notes');
    writeFileSync(`${log}.lock`, 'secrets\n');
    const error = left(await acquireLock(log, Date.now));
    expect(formatLogError(error)).toMatch(
      /notes\.lock: it is not a lock file Arbiter wrote \(it holds something else\); it was left as it was/,
    );
    expect(readFileSync(`${log}.lock`, 'utf8')).toBe('secrets\n');
    const r = await run(recordCommand, SEED, '-o', log);
    expect(r.code).toBe(1);
    expect(readFileSync(`${log}.lock`, 'utf8')).toBe('secrets\n');
  });

  test('an append that fails over a torn tail puts the torn bytes back: the file is as it was', async () => {
    const log = tmp.file('torn.jsonl');
    const events = recordedEvents(SEED);
    const { store } = right(await JsonlFileStore.open(log, arbiterCatalogue, Date.now));
    right(await store.append(events.slice(0, 10), 0));
    await store.close();
    writeFileSync(log, Buffer.concat([readFileSync(log), Buffer.from('{"event":{"type":"Turn')]));
    const before = readFileSync(log);
    let writes = 0;
    const fs = faultyFs({
      write: () => {
        if (++writes === 2) throw fsError('ENOSPC', 'write');
        return 100;
      },
    });
    const opened = right(await JsonlFileStore.open(log, arbiterCatalogue, Date.now, { fs }));
    expect(formatLogError(left(await opened.store.append(events.slice(10), 10)))).toMatch(
      /the disk is full \(ENOSPC\)/,
    );
    await opened.store.close();
    expect(readFileSync(log)).toEqual(before);
    expect(readdirSync(tmp.dir)).toEqual(['torn.jsonl']);
  });

  test('--append with nothing new leaves a torn tail where it was and says so', async () => {
    const log = tmp.file('open.jsonl');
    await run(recordCommand, SEED, '-o', log, '-q', '--open');
    writeFileSync(log, Buffer.concat([readFileSync(log), Buffer.from('{"event":')]));
    const before = readFileSync(log);
    const r = await run(recordCommand, SEED, '-o', log, '-q', '--append', '--open');
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/an append that never finished; nothing was appended, so it was left as it was/);
    expect(readFileSync(log)).toEqual(before);
  });
});
