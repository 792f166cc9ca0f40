import { closeSync, fsyncSync, openSync, renameSync, writeSync, unlinkSync, existsSync } from 'node:fs';
import { dirname, basename, join } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import { SCHEMA_VERSION, type ArbiterEvent } from '../events/index.ts';
import { canonicalJson } from '../events/log/canonicalJson.ts';
import { GENESIS_PREV } from '../events/log/logRecord.ts';
import { bodyText, recordText, sha256Hex } from '../events/log/recordHash.ts';

/** The hash-chained JSON Lines of a whole log, as written. */
export const logLines = (events: readonly ArbiterEvent[]): string[] => {
  let prev = GENESIS_PREV;
  return events.map((event, i) => {
    const json = canonicalJson(event);
    if (E.isLeft(json)) throw new Error(`event ${i + 1} (${event.type}) is not JSON at ${json.left.path}: ${json.left.found}`);
    const seq = i + 1;
    const hash = sha256Hex(bodyText(json.right, prev, seq, SCHEMA_VERSION));
    const line = recordText(json.right, hash, prev, seq, SCHEMA_VERSION);
    prev = hash;
    return line;
  });
};

/**
 * Writes a new log file whole: to a temporary file beside it, fsynced, then renamed over the
 * target, so a crash leaves either the old file or the complete new one, never half of it.
 */
export const writeLogFile = (path: string, events: readonly ArbiterEvent[]): void => {
  const tmp = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
  const fd = openSync(tmp, 'w');
  try {
    writeSync(fd, logLines(events).map((l) => `${l}\n`).join(''));
    fsyncSync(fd);
  } catch (e) {
    closeSync(fd);
    if (existsSync(tmp)) unlinkSync(tmp);
    throw e;
  }
  closeSync(fd);
  renameSync(tmp, path);
};
