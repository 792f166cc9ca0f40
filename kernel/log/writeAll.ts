import type { LogFile } from './logFs.ts';

/** Writes all of `bytes` at `position`, however many calls it takes; a write that stores nothing is a failure (EIO). */
export const writeAll = async (fh: LogFile, bytes: Uint8Array, position: number): Promise<void> => {
  for (let done = 0; done < bytes.length;) {
    const { bytesWritten } = await fh.write(bytes, done, bytes.length - done, position + done);
    if (!(bytesWritten > 0))
      throw Object.assign(new Error(`a write stored nothing after ${done} of ${bytes.length} bytes`), { code: 'EIO' });
    done += bytesWritten;
  }
};
