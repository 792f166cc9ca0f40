import { MAX_LINE_BYTES } from '../kernel/log/index.ts';

/*
 * The limits a recorded game is read under (docs/recorded-game.md "Limits"). They are far above
 * any game played at a table (a 30,000-Order generated game is 12 MiB of JSON, a 10,000-Order
 * one 7.2 MiB of YAML) and keep the reader's memory bounded: JSON is read natively at about ten
 * times its size in memory, YAML through a document model at about eighty-five times. The
 * recorder still refuses a game whose log would hold a line longer than the reader takes back
 * (kernel/log MAX_LINE_BYTES; the weapons named by id are written out in full in the log).
 */

/** The longest file, in bytes (a game in plain JSON: recording/strictJson.ts). */
export const MAX_FILE_BYTES = 64 * 1024 * 1024;

/** The longest file read as YAML (anything that is not one plain JSON object without repeated keys). */
export const MAX_YAML_BYTES = 16 * 1024 * 1024;

/** The longest army list file (`arbiter lists`; the units and metadata files it imports from may be eight times that). */
export const MAX_LIST_BYTES = 4 * 1024 * 1024;

/** YAML aliases: how many nodes they may expand to in all (yaml's maxAliasCount). */
export const MAX_ALIAS_EXPANSIONS = 100;

/** Ids (troopers, players, groups, weapons, points…): characters and spelling. */
export const MAX_ID_CHARS = 64;
export const ID_PATTERN = '^[A-Za-z0-9_-]+$';
export const ID_RE = new RegExp(ID_PATTERN);

/** A key of the uses an Order ruled by the players spends: an id, or an id and a copy (`panzerfaust#2`). */
export const USE_KEY_PATTERN = '^[A-Za-z0-9_-]+(#[0-9]+)?$';
export const USE_KEY_RE = new RegExp(USE_KEY_PATTERN);

/**
 * Characters no name or text may hold: control characters (a terminal would obey them: erase a
 * line, hide text) and the bidirectional overrides that reorder what is shown. Free text keeps
 * its tabs and newlines. As JSON Schema patterns (ECMA-262, with the u flag) and as regexes.
 */
const CONTROLS = '\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069';
export const TEXT_PATTERN = `^[^${CONTROLS}]*$`;
export const NAME_PATTERN = `^[^\\u0009\\u000a${CONTROLS}]*$`;
export const TEXT_RE = new RegExp(TEXT_PATTERN, 'u');
export const NAME_RE = new RegExp(NAME_PATTERN, 'u');

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
