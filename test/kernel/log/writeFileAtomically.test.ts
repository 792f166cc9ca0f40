import {
  chmodSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { formatLogError, writeFileAtomically } from '../../../kernel/log/index.ts';
import { faultyFs, fsError } from './faultyFs.ts';
import { left, right, tempDir } from './logFixtures.ts';

let tmp: Awaited<ReturnType<typeof tempDir>>;
beforeEach(async () => {
  tmp = await tempDir();
});
afterEach(async () => {
  await tmp.cleanup();
});

const BYTES = Buffer.from('a log of a few bytes\n'.repeat(200));
const OLD = 'the log that was there before\n';
/** Every name in the directory: a failed write leaves no temporary file behind. */
const names = (): string[] => readdirSync(tmp.dir).sort();

describe('writeFileAtomically: a failure at any point leaves every file as it was', () => {
  test('disk full on the third write: the error says so in plain words, the old file is intact, no temporary file is left', async () => {
    const path = tmp.file('game.jsonl');
    writeFileSync(path, OLD);
    let writes = 0;
    const fs = faultyFs({
      write: () => {
        if (++writes === 3) throw fsError('ENOSPC', 'write');
        return 1000;
      },
    });
    const error = left(await writeFileAtomically(path, BYTES, { fs, force: true }));
    expect(formatLogError(error)).toBe(`cannot write ${path}: the disk is full (ENOSPC)`);
    expect(readFileSync(path, 'utf8')).toBe(OLD);
    expect(names()).toEqual(['game.jsonl']);
  });

  test('short writes are completed, never taken for the whole (every write is checked)', async () => {
    const path = tmp.file('game.jsonl');
    const fs = faultyFs({ write: () => 7 });
    right(await writeFileAtomically(path, BYTES, { fs }));
    expect(readFileSync(path)).toEqual(BYTES);
  });

  test('a write that stores nothing is a failure, not an endless loop', async () => {
    const path = tmp.file('game.jsonl');
    const fs = faultyFs({ write: (_p, done) => (done >= 100 ? 0 : 100) });
    expect(formatLogError(left(await writeFileAtomically(path, BYTES, { fs })))).toMatch(
      /^cannot write .*game\.jsonl: the device reported an input\/output error \(EIO\)$/,
    );
    expect(names()).toEqual([]);
  });

  test('fsync failing: nothing is published', async () => {
    const path = tmp.file('game.jsonl');
    const fs = faultyFs({
      sync: () => {
        throw fsError('EIO', 'fsync');
      },
    });
    expect(formatLogError(left(await writeFileAtomically(path, BYTES, { fs })))).toMatch(/input\/output error \(EIO\)/);
    expect(names()).toEqual([]);
  });

  test('a file created under the name while writing (a race): "exists", and the racer\'s file is kept', async () => {
    const path = tmp.file('game.jsonl');
    const fs = faultyFs({ link: () => writeFileSync(path, 'the other writer\n') });
    expect(left(await writeFileAtomically(path, BYTES, { fs }))).toEqual({ kind: 'exists', path });
    expect(readFileSync(path, 'utf8')).toBe('the other writer\n');
    expect(names()).toEqual(['game.jsonl']);
  });

  test('without --force an existing file is refused before anything is written', async () => {
    const path = tmp.file('game.jsonl');
    writeFileSync(path, OLD);
    const fs = faultyFs({});
    expect(left(await writeFileAtomically(path, BYTES, { fs }))).toEqual({ kind: 'exists', path });
    expect(fs.calls).toEqual([]);
    expect(readFileSync(path, 'utf8')).toBe(OLD);
  });

  test('a rename that fails under --force leaves the old file and removes the temporary one', async () => {
    const path = tmp.file('game.jsonl');
    writeFileSync(path, OLD);
    const fs = faultyFs({
      rename: () => {
        throw fsError('EACCES', 'rename');
      },
    });
    expect(formatLogError(left(await writeFileAtomically(path, BYTES, { fs, force: true })))).toBe(
      `cannot replace ${path}: permission denied (EACCES)`,
    );
    expect(readFileSync(path, 'utf8')).toBe(OLD);
    expect(names()).toEqual(['game.jsonl']);
  });

  test('a link planted at the temporary name is never followed: its target is untouched and another name is used', async () => {
    const path = tmp.file('game.jsonl');
    const victim = tmp.file('victim.txt');
    writeFileSync(victim, 'precious\n');
    symlinkSync(victim, tmp.file('.planted.tmp'));
    const tempName = (attempt: number): string => tmp.file(attempt === 0 ? '.planted.tmp' : '.second.tmp');
    right(await writeFileAtomically(path, BYTES, { tempName }));
    expect(readFileSync(victim, 'utf8')).toBe('precious\n');
    expect(readFileSync(path)).toEqual(BYTES);
    expect(lstatSync(tmp.file('.planted.tmp')).isSymbolicLink()).toBe(true);
    expect(names()).toEqual(['.planted.tmp', 'game.jsonl', 'victim.txt']);
  });

  test('the temporary file is created 0600 with O_EXCL|O_NOFOLLOW and published 0644', async () => {
    const path = tmp.file('game.jsonl');
    const fs = faultyFs({});
    right(await writeFileAtomically(path, BYTES, { fs }));
    expect(fs.calls[0]).toMatch(/^open .*\/\.game\.jsonl\.[0-9a-f]{16}\.tmp 600$/);
    expect(statSync(path).mode & 0o777).toBe(0o644);
  });

  test('--force never replaces a file no one may write (0444), whoever runs it, root included', async () => {
    const path = tmp.file('game.jsonl');
    writeFileSync(path, OLD);
    chmodSync(path, 0o444);
    expect(formatLogError(left(await writeFileAtomically(path, BYTES, { force: true })))).toBe(
      `cannot replace ${path}: the file is read-only (no one may write it): it was left as it was`,
    );
    expect(readFileSync(path, 'utf8')).toBe(OLD);
    expect(names()).toEqual(['game.jsonl']);
  });

  test('a replaced file keeps its mode; a new one gets the mode asked for', async () => {
    const kept = tmp.file('private.jsonl');
    writeFileSync(kept, OLD);
    chmodSync(kept, 0o600);
    right(await writeFileAtomically(kept, BYTES, { force: true, mode: 0o644 }));
    expect(statSync(kept).mode & 0o777).toBe(0o600);
    const fresh = tmp.file('fresh.jsonl');
    right(await writeFileAtomically(fresh, BYTES, { mode: 0o640 }));
    expect(statSync(fresh).mode & 0o777).toBe(0o640);
  });

  test('on a file system without hard links it publishes by a checked rename', async () => {
    const path = tmp.file('game.jsonl');
    const fs = faultyFs({
      link: () => {
        throw fsError('EPERM', 'link');
      },
    });
    right(await writeFileAtomically(path, BYTES, { fs }));
    expect(readFileSync(path)).toEqual(BYTES);
    expect(fs.calls.filter((c) => c.startsWith('rename'))).toEqual([`rename ${path}`]);
    expect(names()).toEqual(['game.jsonl']);
  });

  test('a directory that cannot be synced takes a new file back: nothing changed', async () => {
    const path = tmp.file('game.jsonl');
    const fs = faultyFs({
      syncDir: () => {
        throw fsError('EIO', 'fsync');
      },
    });
    expect(formatLogError(left(await writeFileAtomically(path, BYTES, { fs })))).toMatch(
      /^cannot make durable \(fsync of its directory\) .*: the device reported an input\/output error \(EIO\)$/,
    );
    expect(names()).toEqual([]);
  });

  test.each([
    [
      'a directory',
      (p: string) => {
        mkdirSync(p);
      },
    ],
    [
      'a symbolic link',
      (p: string) => {
        writeFileSync(`${p}.target`, OLD);
        symlinkSync(`${p}.target`, p);
      },
    ],
  ])('a target that is %s is refused, even with --force', async (what, make) => {
    const path = tmp.file('game.jsonl');
    make(path);
    expect(left(await writeFileAtomically(path, BYTES, { force: true }))).toEqual({ kind: 'not-a-file', path, what });
  });

  test('a missing directory is named in plain words', async () => {
    const path = join(tmp.dir, 'no', 'such', 'game.jsonl');
    expect(formatLogError(left(await writeFileAtomically(path, BYTES)))).toBe(
      `cannot create ${path}: no such directory: ${join(tmp.dir, 'no', 'such')} (ENOENT)`,
    );
  });
});
