import { randomUUID } from 'node:crypto';
import { link, lstat, open, readFile, rename, stat, unlink } from 'node:fs/promises';
import * as E from 'fp-ts/lib/Either.js';
import { errorCode as codeOf, ioCause } from './ioCause.ts';
import type { LogError } from './logError.ts';

/** A held writer lock on a log: `<log>.lock`, holding the writer's pid. */
export interface FileLock {
  readonly lockPath: string;
  /** Removes the lock file if it is still ours. Idempotent. */
  release(): Promise<void>;
}

/** A lock file with no pid yet is being written by its creator; after this long it is abandoned. */
const UNWRITTEN_LOCK_GRACE_MS = 2_000;
const ATTEMPTS = 5;

const parsePid = (content: string): number | null => {
  const m = /^(\d{1,10})\n?$/.exec(content);
  return m === null ? null : Number(m[1]);
};

/** Whether a process with this pid exists (EPERM: it exists but is not ours). */
export const isProcessAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return codeOf(e) === 'EPERM';
  }
};

const readIfExists = async (path: string): Promise<string | undefined> => {
  try {
    return await readFile(path, 'utf8');
  } catch (e) {
    if (codeOf(e) === 'ENOENT') return undefined;
    throw e;
  }
};

/** The wall clock in milliseconds, passed in by the caller: the core never reads it itself. */
export type Clock = () => number;

/**
 * Takes the writer lock of `logPath`: creates `<logPath>.lock` with O_EXCL and writes our pid in it.
 * If the lock exists and its pid is alive (this process included), the answer is 'locked'. A lock
 * left by a dead process is stale: it is moved aside atomically (rename) and the creation retried;
 * of several processes reclaiming at once, only the one whose rename took the stale file proceeds.
 * A lock path that is not a regular file (a planted link, a FIFO), or a file that is not an Arbiter
 * lock (anything but a pid and a newline, or empty), is never read further, followed or removed: an error.
 * Never throws: file system failures are 'io' errors.
 */
export const acquireLock = async (logPath: string, now: Clock): Promise<E.Either<LogError, FileLock>> => {
  const lockPath = `${logPath}.lock`;
  const locked = (pid: number | null): E.Either<LogError, FileLock> =>
    E.left({ kind: 'locked', path: logPath, lockPath, pid });
  const ioError = (operation: string, e: unknown): E.Either<LogError, FileLock> =>
    E.left({ kind: 'io', path: lockPath, operation, message: ioCause(e) });
  const mine = `${process.pid}\n`;
  let lastPid: number | null = null;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    try {
      const fh = await open(lockPath, 'wx');
      try {
        await fh.writeFile(mine);
        await fh.sync();
      } catch (e) {
        // Our own lock file, half written (the disk is full…): never leave it behind.
        await fh.close().catch(() => undefined);
        await unlink(lockPath).catch(() => undefined);
        return ioError('write the lock file', e);
      }
      await fh.close();
      let released = false;
      return E.right({
        lockPath,
        release: async () => {
          if (released) return;
          released = true;
          if ((await readIfExists(lockPath).catch(() => undefined)) === mine)
            await unlink(lockPath).catch(() => undefined);
        },
      });
    } catch (e) {
      if (codeOf(e) !== 'EEXIST') return ioError('create the lock file', e);
    }
    try {
      const st = await lstat(lockPath).catch(() => undefined);
      if (st === undefined) continue; // released meanwhile: try again
      if (!st.isFile())
        return E.left({
          kind: 'io',
          path: lockPath,
          operation: 'use the lock file',
          message: 'it is not a regular file; remove it if no Arbiter process is writing the log',
        });
      const content = await readIfExists(lockPath);
      if (content === undefined) continue; // released meanwhile: try again
      const pid = parsePid(content);
      lastPid = pid;
      if (pid !== null && isProcessAlive(pid)) return locked(pid);
      if (pid === null && content !== '') {
        // Not a lock Arbiter wrote (a pid and a newline): never removed, whatever it holds.
        return E.left({
          kind: 'io',
          path: lockPath,
          operation: 'use the lock file',
          message:
            'it is not a lock file Arbiter wrote (it holds something else); it was left as it was: move it away to write the log',
        });
      }
      if (pid === null) {
        const age = now() - (await stat(lockPath)).mtimeMs;
        if (age < UNWRITTEN_LOCK_GRACE_MS) return locked(null);
      }
      // Stale: take it out of the way, atomically, and check it is the stale file we took.
      const aside = `${lockPath}.stale-${process.pid}-${randomUUID()}`;
      try {
        await rename(lockPath, aside);
      } catch (e) {
        if (codeOf(e) === 'ENOENT') continue;
        throw e;
      }
      const taken = await readIfExists(aside);
      if (taken !== content) {
        // We took a fresh lock another process had just created: give it back.
        await link(aside, lockPath).catch(() => undefined);
        await unlink(aside).catch(() => undefined);
        return locked(taken === undefined ? null : parsePid(taken));
      }
      await unlink(aside);
    } catch (e) {
      return ioError('reclaim the stale lock file', e);
    }
  }
  return locked(lastPid);
};
