import { closeSync, existsSync, fsyncSync, openSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import type { ArbiterEvent } from '../events/index.ts';
import { arbiterCatalogue } from '../events/arbiterCatalogue.ts';
import { formatLogError } from '../events/log/logError.ts';
import { GENESIS_PREV } from '../events/log/logRecord.ts';
import { sealRecords } from '../events/log/sealRecords.ts';

/** The hash-chained JSON Lines of a whole log (without their newlines), sealed by the log module. */
export const logLines = (events: readonly ArbiterEvent[]): string[] => {
  const sealed = sealRecords(events, { seq: 0, hash: GENESIS_PREV }, arbiterCatalogue);
  if (E.isLeft(sealed)) throw new Error(`cannot write the log: ${formatLogError(sealed.left)}`);
  return sealed.right.lines.map((l) => l.slice(0, -1));
};

/**
 * Writes a new log file whole: to a temporary file beside it, fsynced, then renamed over the
 * target, so a crash leaves either the old file or the complete new one, never half of it.
 */
export const writeLogFile = (path: string, events: readonly ArbiterEvent[]): void => {
  const lines = logLines(events);
  const tmp = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
  const fd = openSync(tmp, 'w');
  try {
    writeSync(fd, lines.map((l) => `${l}\n`).join(''));
    fsyncSync(fd);
  } catch (e) {
    closeSync(fd);
    if (existsSync(tmp)) unlinkSync(tmp);
    throw e;
  }
  closeSync(fd);
  renameSync(tmp, path);
};
