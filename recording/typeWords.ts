import type { Shape } from '../rules/events/codecs/index.ts';
import { stringRole } from './stringRoles.ts';

/**
 * The kinds of value of the format in the players' words ("a list of Orders", "a whole number",
 * "one of n3, n4, n5"), never an io-ts type name. Named parts of the format have a noun here;
 * a part without one is described by its required fields.
 */
const NOUNS: Readonly<Record<string, readonly [singular: string, plural: string]>> = {
  RecordedGame: ['a recorded game', 'recorded games'],
  Army: ['an army list', 'army lists'],
  Group: ['a Combat Group', 'Combat Groups'],
  Trooper: ['a trooper', 'troopers'],
  Attributes: ['a profile line (MOV, CC, BS, PH, WIP, ARM, BTS, W, structure, S)', 'profile lines'],
  WeaponRef: ['a weapon id or a weapon profile', 'weapon ids or weapon profiles'],
  WeaponProfile: ['a weapon profile', 'weapon profiles'],
  WeaponMode: ['a weapon mode', 'weapon modes'],
  RangeBand: ['a range band ({ upTo, mod })', 'range bands ({ upTo, mod })'],
  Turn: ['a Turn', 'Turns'],
  Order: ['an Order', 'Orders'],
  EngineOrder: ['an Order', 'Orders'],
  PlayersOrder: ['an Order ruled by the players', 'Orders ruled by the players'],
  RuledByPlayers: ['a ruling by the players ({ declared, outcome })', 'rulings by the players'],
  AgreedOutcome: ['an agreed outcome', 'agreed outcomes'],
  AgreedOrder: ['an Order spent ({ trooper, order })', 'Orders spent ({ trooper, order })'],
  AgreedState: [
    'a state (prone, engaged, unconscious, dead, imm-a, imm-b, isolated)',
    'states (prone, engaged, unconscious, dead, imm-a, imm-b, isolated)',
  ],
  SkillDeclaration: ['a skill declaration', 'skill declarations'],
  ShotAllocation: ['a target ({ target, burst })', 'targets ({ target, burst })'],
  RouteLeg: ['a point of a route ({ point, inches })', 'points of a route ({ point, inches })'],
  TableFact: ['a table fact', 'table facts'],
  Guts: ['a Guts Roll ({ roll } or { fail: true }, then options and move)', 'Guts Rolls'],
  GutsOptions: ['what the table allowed ({ leaveLof, reachCover })', 'what the table allowed'],
  Readings: ['readings (a reading id: its value)', 'readings'],
};

/** Custom io-ts types (rules/events/codecs/primitives.ts) by name. */
const CUSTOM: Readonly<Record<string, readonly [singular: string, plural: string]>> = {
  Integer: ['a whole number', 'whole numbers'],
  PositiveInteger: ['a whole number of at least 1', 'whole numbers of at least 1'],
  NonNegativeInteger: ['a whole number of at least 0', 'whole numbers of at least 0'],
  NonNegativeNumber: ['a number of at least 0', 'numbers of at least 0'],
  'DieFace (1..20)': ['a d20 face (a whole number from 1 to 20)', 'd20 faces (whole numbers from 1 to 20)'],
};

const quoteList = (values: readonly (string | number | boolean)[]): string => values.map(String).join(', ');

const stringWords = (field: string | undefined): readonly [string, string] => {
  switch (stringRole(field)) {
    case 'id':
      return ['an id (ASCII letters, digits, - and _)', 'ids (ASCII letters, digits, - and _)'];
    case 'use-key':
      return ['a weapon id (with #2 for a second copy)', 'weapon ids (with #2 for a second copy)'];
    case 'name':
      return ['a name (text)', 'names (text)'];
    case 'text':
      return ['text', 'texts'];
  }
};

const words = (s: Shape, field: string | undefined): readonly [string, string] => {
  switch (s.kind) {
    case 'string':
      return stringWords(field);
    case 'number':
      return ['a number', 'numbers'];
    case 'boolean':
      return ['true or false', 'true or false values'];
    case 'null':
      return ['null', 'nulls'];
    case 'unknown':
      return ['any value', 'any values'];
    case 'literal':
      return [String(s.value), `${String(s.value)} values`];
    case 'enum':
      return [`one of ${quoteList(s.values)}`, `values each one of ${quoteList(s.values)}`];
    case 'custom':
      return CUSTOM[s.name] ?? [`a ${s.name}`, `${s.name} values`];
    case 'array': {
      const [, plural] = words(s.of, field);
      return [`a list of ${plural}`, `lists of ${plural}`];
    }
    case 'tuple': {
      const parts = s.of.map((x) => words(x, field)[0]);
      const same = parts.every((p) => p === parts[0]);
      const [, plural] = words(s.of[0] ?? { kind: 'unknown' }, field);
      const text = same
        ? `a list of ${s.of.length} ${plural}`
        : `a list of ${s.of.length} values (${parts.join(', ')})`;
      return [text, `lists of ${s.of.length} values`];
    }
    case 'record': {
      const [, plural] = words(s.of, field);
      return [`a map from trooper ids to ${plural}`, `maps from trooper ids to ${plural}`];
    }
    case 'object': {
      const noun = NOUNS[s.name];
      if (noun !== undefined) return noun;
      const required = s.fields.filter((f) => !f.optional).map((f) => f.name);
      const all = required.length > 0 ? required : s.fields.map((f) => f.name);
      return [`a map with ${all.join(', ')}`, `maps with ${all.join(', ')}`];
    }
    case 'union': {
      const noun = NOUNS[s.name];
      if (noun !== undefined) return noun;
      const parts = s.of.map((x) => words(x, field));
      return [parts.map((p) => p[0]).join(' or '), parts.map((p) => p[1]).join(' or ')];
    }
  }
};

/** The kind of value a field holds, with its article: "a list of Orders". */
export const expected = (s: Shape, field: string | undefined): string => words(s, field)[0];

/** The value found, for a message: `3`, `"n6"`, `a list`, `a map`, `nothing`. */
export const found = (value: unknown): string => {
  if (value === undefined) return 'nothing';
  if (value === null) return 'nothing (null)';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string')
    return value.length > 40 ? `the text ${JSON.stringify(`${value.slice(0, 40)}…`)}` : JSON.stringify(value);
  if (value instanceof Uint8Array) return 'binary data (!!binary)';
  if (typeof value === 'object')
    return Object.getPrototypeOf(value) === Object.prototype ? 'a map' : 'a tagged YAML value';
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return `a ${typeof value}`;
};
