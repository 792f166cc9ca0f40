import { closeSync, openSync, readSync } from 'node:fs';
import { necromundaRuleset } from '../projections/necromunda/index.ts';
import { NECROMUNDA_RULESET } from '../rules/necromunda/index.ts';

/** The rulesets a verb may read a log with: Infinity's (whose first event names none) and Necromunda's. */
export type RulesetId = 'infinity' | typeof NECROMUNDA_RULESET;

/**
 * The registry the verbs dispatch on: the ruleset id a log's first event names → the ruleset.
 * The kernel knows none of them; each verb reads a log with the catalogue and projection of its ruleset.
 */
const NAMED: Readonly<Record<string, RulesetId>> = { [necromundaRuleset.id]: NECROMUNDA_RULESET };

/** How much of a log's first line is read to find its ruleset (a first event is small). */
const FIRST_LINE_MAX = 64 * 1024;

const rulesetNamed = (line: string): RulesetId => {
  // A first line with no `ruleset` (nor an escape that could spell it) names none: an Infinity
  // log's GameStarted, its armies and all, is not parsed for nothing.
  if (!line.includes('ruleset') && !line.includes('\\u')) return 'infinity';
  try {
    const record: unknown = JSON.parse(line);
    if (typeof record !== 'object' || record === null || !('event' in record)) return 'infinity';
    const event: unknown = record.event;
    if (typeof event !== 'object' || event === null || !('ruleset' in event)) return 'infinity';
    return typeof event.ruleset === 'string' ? (NAMED[event.ruleset] ?? 'infinity') : 'infinity';
  } catch {
    return 'infinity';
  }
};

/**
 * The ruleset a log is of, read from its first record's event (`ruleset`, which a Necromunda log's
 * first event carries). A log that cannot be read this far, or whose first line is not a record,
 * is read as Infinity's, as before, and its verb says what is wrong with it.
 */
export const rulesetOfLog = async (file: string): Promise<RulesetId> => Promise.resolve(rulesetOfLogNow(file));

/**
 * {@link rulesetOfLog}, read at once: one small synchronous read of the file's start (a folder
 * audit asks this of every log; opening through the promise API cost more than the read).
 */
const rulesetOfLogNow = (file: string): RulesetId => {
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    const buffer = Buffer.allocUnsafe(FIRST_LINE_MAX);
    const bytesRead = readSync(fd, buffer, 0, FIRST_LINE_MAX, 0);
    // Only the first line is decoded.
    const end = buffer.subarray(0, bytesRead).indexOf(0x0a);
    return rulesetNamed(buffer.toString('utf8', 0, end < 0 ? bytesRead : end));
  } catch {
    return 'infinity';
  } finally {
    if (fd !== undefined)
      try {
        closeSync(fd);
      } catch {
        // Nothing was written: a failed close loses nothing.
      }
  }
};
