import { randomBytes } from 'node:crypto';
import { basename, dirname, join } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import { inspectTarget, writableTarget } from './inspectTarget.ts';
import { errorCode, ioCause } from './ioCause.ts';
import type { LogError } from './logError.ts';
import { CREATE_NEW, nodeLogFs, type LogFile, type LogFs } from './logFs.ts';
import { writeAll } from './writeAll.ts';

export interface WriteOptions {
  /** Replace an existing regular file (never a directory, link, FIFO or device). */
  readonly force?: boolean;
  /** Files the command reads: writing over one of them is refused (see {@link inspectTarget}). */
  readonly protect?: readonly string[];
  /** The file-system boundary (tests inject failures here). */
  readonly fs?: LogFs;
  /** A new file's mode (default 0o644; a replaced file keeps its own); it is 0o600 until published. */
  readonly mode?: number;
  /** The temporary file's name for each attempt (default: random). */
  readonly tempName?: (attempt: number) => string;
}

const TEMP_ATTEMPTS = 5;
/** Where a file system cannot make hard links, publishing falls back to a checked rename. */
const NO_HARD_LINKS: ReadonlySet<string> = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'EXDEV', 'EMLINK', 'ENOSYS']);
/** A directory fsync some file systems do not support: the names are as durable as they can make them. */
const DIR_SYNC_UNSUPPORTED: ReadonlySet<string> = new Set(['EINVAL', 'ENOTSUP', 'EOPNOTSUPP', 'EBADF', 'EISDIR']);

/**
 * Bytes made as they are written, for a file too large to hold whole: `write` each chunk in order
 * (checked like any write); a Left stops the file, which is then never published. A chunk is all
 * written when its `write` resolves, and may then be reused for the next (streamLogFile's buffer is).
 */
export type ChunkedBytes = (write: (chunk: Uint8Array) => Promise<void>) => Promise<E.Either<LogError, void>>;

const randomTemp = (path: string): string =>
  join(dirname(path), `.${basename(path)}.${randomBytes(8).toString('hex')}.tmp`);

/**
 * Writes a whole file so that a failure at any point leaves every file as it was: the bytes go to
 * a temporary file beside the target (random name, created with O_EXCL|O_NOFOLLOW, mode 0600),
 * every write is checked for completeness, the file is fsynced, then published under its name —
 * by a hard link, which never replaces anything (or, with `force`, by a rename over a regular file)
 * — and the directory is fsynced. On failure the temporary file is removed and the error names
 * the path and the cause in plain words. `bytes` may be made as they are written ({@link ChunkedBytes}):
 * if their maker fails, its error is returned and nothing is published. Never throws.
 */
export const writeFileAtomically = async (
  path: string,
  bytes: Uint8Array | ChunkedBytes,
  options: WriteOptions = {},
): Promise<E.Either<LogError, { readonly bytes: number }>> => {
  const fs = options.fs ?? nodeLogFs;
  const force = options.force === true;
  const protect = options.protect ?? [];
  const target = await writableTarget(fs, path, protect, force);
  if (E.isLeft(target)) return target;
  if (target.right !== null) {
    // --force replaces a file this user may write, never one made read-only to keep it (not even as root).
    if ((target.right.mode & 0o222) === 0)
      return E.left({
        kind: 'io',
        path,
        operation: 'replace',
        message: 'the file is read-only (no one may write it): it was left as it was',
      });
    try {
      await fs.writable(path);
    } catch (e) {
      return E.left({ kind: 'io', path, operation: 'replace', message: `${ioCause(e)}: the file is read-only` });
    }
  }

  let temp = '';
  let fh: LogFile | undefined;
  for (let attempt = 0; fh === undefined; attempt++) {
    temp = options.tempName?.(attempt) ?? randomTemp(path);
    try {
      fh = await fs.open(temp, CREATE_NEW, 0o600);
    } catch (e) {
      // A name taken (or a link planted there) is never followed: try another.
      if (errorCode(e) === 'EEXIST' && attempt + 1 < TEMP_ATTEMPTS) continue;
      return E.left({ kind: 'io', path, operation: 'create a temporary file for', message: ioCause(e) });
    }
  }
  const fail = async (operation: string, e: unknown): Promise<E.Either<LogError, never>> => {
    await fh?.close().catch(() => undefined);
    await fs.unlink(temp).catch(() => undefined);
    return E.left({ kind: 'io', path, operation, message: ioCause(e) });
  };
  let size = 0;
  try {
    if (bytes instanceof Uint8Array) {
      await writeAll(fh, bytes, 0);
      size = bytes.length;
    } else {
      const file = fh;
      const made = await bytes(async (chunk) => {
        await writeAll(file, chunk, size);
        size += chunk.length;
      });
      if (E.isLeft(made)) {
        await fh.close().catch(() => undefined);
        await fs.unlink(temp).catch(() => undefined);
        return made;
      }
    }
    await fh.sync();
    // A replaced file keeps its mode; a new one gets the one asked for.
    await fh.chmod(target.right === null ? (options.mode ?? 0o644) : target.right.mode & 0o777);
    await fh.close();
    fh = undefined;
  } catch (e) {
    return fail('write', e);
  }
  const published = force ? await replace(fs, temp, path, protect) : await publishNew(fs, temp, path);
  if (E.isLeft(published)) {
    await fs.unlink(temp).catch(() => undefined);
    return published;
  }
  try {
    await fs.syncDir(dirname(path));
  } catch (e) {
    if (!DIR_SYNC_UNSUPPORTED.has(errorCode(e) ?? '')) {
      // A new file whose name may not survive a crash is taken back, so nothing changed; a replaced one cannot be.
      if (!force) await fs.unlink(path).catch(() => undefined);
      return E.left({
        kind: 'io',
        path,
        operation: force
          ? 'make durable (fsync of its directory) the replaced'
          : 'make durable (fsync of its directory)',
        message: ioCause(e),
      });
    }
  }
  return E.right({ bytes: size });
};

/** Gives the temporary file the target's name, failing if that name exists (no overwrite). */
const publishNew = async (fs: LogFs, temp: string, path: string): Promise<E.Either<LogError, void>> => {
  try {
    await fs.link(temp, path);
  } catch (e) {
    const code = errorCode(e) ?? '';
    if (code === 'EEXIST') return E.left({ kind: 'exists', path });
    if (!NO_HARD_LINKS.has(code)) return E.left({ kind: 'io', path, operation: 'publish', message: ioCause(e) });
    // No hard links here: check the name is still free, then rename (the writer's lock keeps other Arbiters out).
    const taken = await fs.lstat(path).then(
      () => true,
      () => false,
    );
    if (taken) return E.left({ kind: 'exists', path });
    try {
      await fs.rename(temp, path);
      return E.right(undefined);
    } catch (e2) {
      return E.left({ kind: 'io', path, operation: 'publish', message: ioCause(e2) });
    }
  }
  await fs.unlink(temp).catch(() => undefined);
  return E.right(undefined);
};

/** Renames the temporary file over the target, which must still be a regular file and no input (or absent). */
const replace = async (
  fs: LogFs,
  temp: string,
  path: string,
  protect: readonly string[],
): Promise<E.Either<LogError, void>> => {
  const target = await inspectTarget(fs, path, protect);
  if (E.isLeft(target)) return target;
  try {
    await fs.rename(temp, path);
    return E.right(undefined);
  } catch (e) {
    return E.left({ kind: 'io', path, operation: 'replace', message: ioCause(e) });
  }
};
