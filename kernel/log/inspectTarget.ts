import { dirname } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import { errorCode, ioCause } from './ioCause.ts';
import type { LogError, NotAFile } from './logError.ts';
import type { FileStat, LogFs } from './logFs.ts';

/** What a path names when it is not a regular file; null for a regular file. */
export const notAFile = (st: FileStat): NotAFile | null => {
  if (st.isFile()) return null;
  if (st.isDirectory()) return 'a directory';
  if (st.isSymbolicLink()) return 'a symbolic link';
  if (st.isFIFO()) return 'a FIFO';
  if (st.isCharacterDevice() || st.isBlockDevice()) return 'a device';
  if (st.isSocket()) return 'a socket';
  return 'not a regular file';
};

/**
 * What is at a path a command is about to write: nothing yet (null; its directory exists), or a
 * regular file (its stat). Refused: a missing directory, a path through a non-directory, a
 * directory, a link, a FIFO, a device or a socket, and a file that is one of `protect` (the
 * command's inputs: the same device and inode, so a hard link or a link to it counts too).
 */
export const inspectTarget = async (
  fs: LogFs,
  path: string,
  protect: readonly string[] = [],
): Promise<E.Either<LogError, FileStat | null>> => {
  if (path === '' || path.endsWith('/'))
    return E.left({
      kind: 'io',
      path,
      operation: 'create',
      message: path === '' ? 'the name is empty' : 'the name ends with /: it names a directory, not a file',
    });
  let st: FileStat;
  try {
    st = await fs.lstat(path);
  } catch (e) {
    if (errorCode(e) !== 'ENOENT') return E.left({ kind: 'io', path, operation: 'look at', message: ioCause(e) });
    const dir = dirname(path);
    try {
      const parent = await fs.stat(dir);
      if (!parent.isDirectory())
        return E.left({ kind: 'io', path, operation: 'create', message: `${dir} is not a directory` });
    } catch (e2) {
      const code = errorCode(e2);
      const message = code === 'ENOENT' ? `no such directory: ${dir} (ENOENT)` : ioCause(e2);
      return E.left({ kind: 'io', path, operation: 'create', message });
    }
    return E.right(null);
  }
  const what = notAFile(st);
  if (what !== null) return E.left({ kind: 'not-a-file', path, what });
  for (const other of protect) {
    const o = await fs.stat(other).catch(() => undefined);
    if (o !== undefined && o.dev === st.dev && o.ino === st.ino) return E.left({ kind: 'same-file', path, other });
  }
  return E.right(st);
};

/**
 * {@link inspectTarget} for a write about to happen: a file already there is refused (`exists`)
 * unless `force`. The one check before every write of a log or a report, and before a command's
 * work when it checks its output first.
 */
export const writableTarget = async (
  fs: LogFs,
  path: string,
  protect: readonly string[],
  force: boolean,
): Promise<E.Either<LogError, FileStat | null>> => {
  const target = await inspectTarget(fs, path, protect);
  if (E.isRight(target) && target.right !== null && !force) return E.left({ kind: 'exists', path });
  return target;
};
