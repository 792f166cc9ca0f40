import { constants } from 'node:fs';
import { access, link, lstat, open, rename, stat, unlink } from 'node:fs/promises';

/** What the log needs to know of a file's metadata (a subset of Node's `Stats`). */
export interface FileStat {
  readonly dev: number;
  readonly ino: number;
  readonly size: number;
  /** How many names (hard links) the file has. */
  readonly nlink: number;
  /** The type and permission bits. */
  readonly mode: number;
  isFile(): boolean;
  isDirectory(): boolean;
  isSymbolicLink(): boolean;
  isFIFO(): boolean;
  isCharacterDevice(): boolean;
  isBlockDevice(): boolean;
  isSocket(): boolean;
}

/** An open file, as the log writes it (a subset of Node's `FileHandle`). */
export interface LogFile {
  read(buffer: Uint8Array, offset: number, length: number, position: number): Promise<{ readonly bytesRead: number }>;
  write(
    buffer: Uint8Array,
    offset: number,
    length: number,
    position: number | null,
  ): Promise<{ readonly bytesWritten: number }>;
  sync(): Promise<void>;
  truncate(length: number): Promise<void>;
  stat(): Promise<FileStat>;
  chmod(mode: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * The file-system boundary of every log and report write: the one place a test can make the disk
 * fill up, a write come back short or a rename fail. {@link nodeLogFs} is the real one.
 */
export interface LogFs {
  open(path: string, flags: number, mode?: number): Promise<LogFile>;
  /** The path itself, never what a link points at. */
  lstat(path: string): Promise<FileStat>;
  stat(path: string): Promise<FileStat>;
  /** Creates `newPath` as a second name of `existing`; fails (EEXIST) if `newPath` exists. */
  link(existing: string, newPath: string): Promise<void>;
  rename(from: string, to: string): Promise<void>;
  unlink(path: string): Promise<void>;
  /** fsync a directory, so that the names created or renamed in it are durable. */
  syncDir(dir: string): Promise<void>;
  /** Fails (EACCES) unless this process may write the file. */
  writable(path: string): Promise<void>;
}

/** Open flags: a new file, never through a link, failing if the name exists. */
export const CREATE_NEW = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;
/** Open flags: an existing log to read and append to, never through a link, never blocking on a FIFO. */
export const OPEN_EXISTING = constants.O_RDWR | constants.O_NOFOLLOW | constants.O_NONBLOCK;

export const nodeLogFs: LogFs = {
  open: (path, flags, mode) => open(path, flags, mode),
  lstat: (path) => lstat(path),
  stat: (path) => stat(path),
  link: (existing, newPath) => link(existing, newPath),
  rename: (from, to) => rename(from, to),
  unlink: (path) => unlink(path),
  writable: (path) => access(path, constants.W_OK),
  syncDir: async (dir) => {
    const fh = await open(dir, constants.O_RDONLY | constants.O_DIRECTORY);
    try {
      await fh.sync();
    } finally {
      await fh.close();
    }
  },
};
