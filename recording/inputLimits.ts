import { MAX_LINE_BYTES } from '../events/log/index.ts';

/*
 * The limits a recorded game is read under (docs/recorded-game.md "Limits"). They are far above
 * any game played at a table and far below what the log can read back: the whole file is at most
 * a quarter of the longest log line the reader takes (events/log MAX_LINE_BYTES, 16 MiB), and the
 * recorder still refuses a game whose log would hold a longer line (the weapons named by id are
 * written out in full in the log).
 */

/** The longest file, in bytes. */
export const MAX_FILE_BYTES = 4 * 1024 * 1024;

/** YAML aliases: how many nodes they may expand to in all (yaml's maxAliasCount). */
export const MAX_ALIAS_EXPANSIONS = 100;

/** Ids (troopers, players, groups, weapons, points…): characters and spelling. */
export const MAX_ID_CHARS = 64;
export const ID_PATTERN = '^[A-Za-z0-9_-]+$';
export const ID_RE = new RegExp(ID_PATTERN);

/** Names and titles (`title`, `name`, `faction`, a visibility `reason`). */
export const MAX_NAME_CHARS = 200;

/** Free text (`description`, `note`). */
export const MAX_TEXT_CHARS = 10_000;

/** The longest log line the recorder lets a game produce: the reader's limit less room for the record's envelope. */
export const MAX_EVENT_BYTES = MAX_LINE_BYTES - 64 * 1024;

/** Characters as JSON Schema's maxLength counts them: code points, not UTF-16 units. */
export const codePoints = (s: string): number => {
  let n = 0;
  for (let i = 0; i < s.length; i += 1) {
    const c = s.charCodeAt(i);
    if (c < 0xdc00 || c > 0xdfff || i === 0 || (s.charCodeAt(i - 1) & 0xfc00) !== 0xd800) n += 1;
  }
  return n;
};
