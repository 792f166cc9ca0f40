import { MAX_ID_CHARS, MAX_NAME_CHARS, MAX_TEXT_CHARS } from './inputLimits.ts';

/**
 * What a string of the format is, told by the field that holds it: an id (it names a trooper, a
 * player, a group, a weapon, a point…, and is spelt `^[A-Za-z0-9_-]+$`), a name for people, or
 * free text. The keys of a map (`aros`, `dice`, `saves`, `guts`) are trooper ids. The strict
 * reader and the JSON Schema both read this table.
 */
export type StringRole = 'id' | 'use-key' | 'name' | 'text';

const ID_FIELDS: ReadonlySet<string> = new Set([
  'id',
  'player',
  'lieutenant',
  'trooper',
  'coordinated',
  // Fireteams: the Leader, the members, those out of Coherency.
  'leader',
  'members',
  'outOfCoherency',
  'cancelFireteams',
  'states',
  'weapons',
  'target',
  'weapon',
  'program',
  'from',
  'to',
  'of',
  'a',
  'b',
  'at',
  'point',
  'affects',
  'mine',
  'attacker',
  'ally',
  'contacts',
  'hacker',
  // Orders ruled by the players: the skills named, the states entered or left, who went out of play.
  'skills',
  'enter',
  'leave',
  'outOfPlay',
]);

const TEXT_FIELDS: ReadonlySet<string> = new Set(['description', 'note', 'declared']);

/** The role of a string held by `field` (the nearest field name above it); a name when the field is not listed. */
export const stringRole = (field: string | undefined): StringRole =>
  field === undefined ? 'name' : ID_FIELDS.has(field) ? 'id' : TEXT_FIELDS.has(field) ? 'text' : 'name';

export const MAX_CHARS: { readonly [R in StringRole]: number } = {
  id: MAX_ID_CHARS,
  'use-key': MAX_ID_CHARS + 8,
  name: MAX_NAME_CHARS,
  text: MAX_TEXT_CHARS,
};

/** The role of the keys of a map held by `field`: trooper ids, but the uses spent are keyed by weapon and copy (`panzerfaust#2`). */
export const keyRole = (field: string | undefined): StringRole => (field === 'uses' ? 'use-key' : 'id');
