import * as E from 'fp-ts/lib/Either.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { logLines } from '../support/logFiles.ts';
import type { ArbiterEvent } from '../../events/index.ts';
import { formatScriptError, parseRecordedGame, recordGame } from '../../recording/index.ts';

export const ROOT = join(import.meta.dirname, '..', '..');

/** Records a game file (path from the repository root) and returns its events. */
export const recordedEvents = (file: string): readonly ArbiterEvent[] => {
  const path = join(ROOT, file);
  const parsed = parseRecordedGame(file, readFileSync(path, 'utf8'));
  if (E.isLeft(parsed)) throw new Error(formatScriptError(parsed.left));
  const r = recordGame(file, parsed.right.game, parsed.right.map);
  if (E.isLeft(r)) throw new Error(formatScriptError(r.left.error));
  return r.right.events;
};

/** Records a game file into the lines of a hash-chained log, as `arbiter record` writes them. */
export const recordedLog = (file: string): string[] => logLines(recordedEvents(file));

/** A log line's record, to edit by hand. */
export interface RawRecord {
  seq: number;
  prev: string;
  hash: string;
  v: number;
  event: Record<string, unknown>;
}

/** Edits the event of the first line whose event matches, as a person with a text editor would (the hash is left as it was). */
export const editEvent = (
  lines: readonly string[],
  match: (e: Record<string, unknown>) => boolean,
  edit: (e: Record<string, unknown>) => void,
): string[] => {
  let done = false;
  return lines.map((line) => {
    const r = JSON.parse(line) as RawRecord;
    if (done || !match(r.event)) return line;
    done = true;
    edit(r.event);
    return JSON.stringify(r);
  });
};
