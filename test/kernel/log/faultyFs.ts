import type { LogFile, LogFs } from '../../../kernel/log/index.ts';
import { nodeLogFs } from '../../../kernel/log/index.ts';

/** A Node file-system error with its code, as the kernel would report it. */
export const fsError = (code: string, syscall: string): Error =>
  Object.assign(new Error(`${code}: ${syscall} failed`), { code, syscall });

/** Where a faulty file system fails, and how. Each hook sees the call and may throw (or return a short result). */
export interface Faults {
  /** Called before each write with the bytes written so far to that file; return a byte count to write fewer. */
  write?: (path: string, done: number, length: number) => number | undefined;
  /** Awaited before each write reads its bytes: a slow disk (the write is under way meanwhile). */
  slowWrite?: (path: string) => Promise<void>;
  close?: (path: string) => void;
  sync?: (path: string) => void;
  link?: (existing: string, newPath: string) => void;
  rename?: (from: string, to: string) => void;
  syncDir?: (dir: string) => void;
  open?: (path: string, flags: number, mode: number | undefined) => void;
}

/** The real file system, failing where `faults` says: the store's file-system boundary under test. */
export const faultyFs = (faults: Faults): LogFs & { readonly calls: string[] } => {
  const calls: string[] = [];
  const wrap = (path: string, fh: LogFile): LogFile => {
    let done = 0;
    return {
      read: (buffer, offset, length, position) => fh.read(buffer, offset, length, position),
      write: async (buffer, offset, length, position) => {
        await faults.slowWrite?.(path);
        const allowed = faults.write?.(path, done, length);
        const n = allowed === undefined ? length : Math.min(length, allowed);
        const r = n === 0 ? { bytesWritten: 0 } : await fh.write(buffer, offset, n, position);
        done += r.bytesWritten;
        return r;
      },
      sync: async () => {
        faults.sync?.(path);
        await fh.sync();
      },
      truncate: (n) => fh.truncate(n),
      stat: () => fh.stat(),
      chmod: (mode) => fh.chmod(mode),
      close: () => {
        faults.close?.(path);
        return fh.close();
      },
    };
  };
  return {
    calls,
    open: async (path, flags, mode) => {
      calls.push(`open ${path} ${mode?.toString(8) ?? ''}`);
      faults.open?.(path, flags, mode);
      return wrap(path, await nodeLogFs.open(path, flags, mode));
    },
    lstat: (p) => nodeLogFs.lstat(p),
    stat: (p) => nodeLogFs.stat(p),
    link: async (a, b) => {
      calls.push(`link ${b}`);
      faults.link?.(a, b);
      await nodeLogFs.link(a, b);
    },
    rename: async (a, b) => {
      calls.push(`rename ${b}`);
      faults.rename?.(a, b);
      await nodeLogFs.rename(a, b);
    },
    unlink: (p) => nodeLogFs.unlink(p),
    writable: (p) => nodeLogFs.writable(p),
    syncDir: async (d) => {
      faults.syncDir?.(d);
      await nodeLogFs.syncDir(d);
    },
  };
};
