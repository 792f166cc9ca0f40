import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { mkdir, open, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The key's file in its folder. */
export const SNAPSHOT_KEY_FILE = 'snapshot-cache.key';
const KEY_BYTES = 32;

/**
 * This user's secret for snapshot caches (32 random bytes in `dir`, made on first use with
 * O_EXCL|O_NOFOLLOW and mode 0600): a cache is trusted only if it was made under it, so a cache
 * that came with a log from elsewhere is never used. Null when it can be neither read nor made
 * (then no cache is used). Never throws.
 */
export const snapshotKey = async (dir: string): Promise<Uint8Array | null> => {
  const path = join(dir, SNAPSHOT_KEY_FILE);
  const read = async (): Promise<Uint8Array | null> => {
    try {
      const key = await readFile(path, { flag: constants.O_RDONLY | constants.O_NOFOLLOW });
      return key.length === KEY_BYTES ? key : null;
    } catch {
      return null;
    }
  };
  const existing = await read();
  if (existing !== null) return existing;
  try {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const file = await open(
      path,
      constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
      0o600,
    );
    try {
      const key = randomBytes(KEY_BYTES);
      await file.writeFile(key);
      await file.sync();
      return key;
    } finally {
      await file.close();
    }
  } catch {
    // Made meanwhile by another process, or not to be made here.
    return read();
  }
};
