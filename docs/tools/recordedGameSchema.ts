import {
  ID_PATTERN,
  keyRole,
  MAX_CHARS,
  MAX_ID_CHARS,
  NAME_PATTERN,
  RecordedGameC,
  stringRole,
  TEXT_PATTERN,
  USE_KEY_PATTERN,
  type StringRole,
} from '../../recording/index.ts';
import { customType, isGivenName, shapeOf, type Shape } from './codecShape.ts';

type Schema = Readonly<Record<string, unknown>>;

/** Short descriptions for the schema's named parts (the full story is docs/recorded-game.md). */
const DESCRIPTIONS: Readonly<Record<string, string>> = {
  RecordedGame:
    'A game as played, for arbiter record: the armies, then the Turns, Order by Order, with declarations, table facts and dice (docs/recorded-game.md).',
  Army: "One player's army list: its Lieutenant (or null) and its Combat Groups.",
  Group: 'A Combat Group: its id and its troopers (Regular Orders never leave their group).',
  Trooper:
    'A trooper: its id (unique in the game), name, unit type, attributes and weapons (catalogue ids or full profiles).',
  Attributes:
    'The profile line: MOV as [first, second] inches, CC, BS, PH, WIP, ARM, BTS, W (VITA in N5), structure (STR instead of W) and S.',
  WeaponProfile: "A weapon written out in full (when it is not in the edition's catalogue).",
  Turn: "One player's Active Turn: its Orders, in the order they were spent.",
  Order: 'One Order: the activated trooper, its skills, the table facts, the AROs and the dice.',
  SkillDeclaration: 'A declared skill with every detail fixed (weapon, targets, Burst split).',
  TableFact: 'A fact measured or agreed at the table.',
  GutsOptions:
    "After a failed Guts Roll, what the table allowed: leave every attacker's LoF within 2 inches, reach cover within 2 inches.",
  Guts: 'A Guts Roll at the end of the Order: its die (roll) or the choice to fail it (fail: true); after a failure, what the table allowed (options) and the fallback taken (move).',
};

const defName = (name: string): string => name;

/** A string as its field's role allows it (recording/stringRoles.ts): an id's spelling, a name's or a text's length. */
const roleSchema = (role: StringRole): Schema => {
  switch (role) {
    case 'id':
      return { type: 'string', pattern: ID_PATTERN, maxLength: MAX_ID_CHARS };
    case 'use-key':
      return { type: 'string', pattern: USE_KEY_PATTERN, maxLength: MAX_CHARS[role] };
    case 'name':
      return { type: 'string', pattern: NAME_PATTERN, maxLength: MAX_CHARS[role] };
    case 'text':
      return { type: 'string', pattern: TEXT_PATTERN, maxLength: MAX_CHARS[role] };
  }
};
const stringSchema = (field: string | undefined): Schema => roleSchema(stringRole(field));

/** Numbers the reader takes: finite, within the integers a double holds exactly. */
const bounded = (schema: Schema): Schema => ({
  minimum: -Number.MAX_SAFE_INTEGER,
  maximum: Number.MAX_SAFE_INTEGER,
  ...schema,
});

/**
 * The JSON Schema (draft-07) of the recorded-game format, generated from the io-ts codec that
 * reads it (recording/recordedGameCodec.ts) and the strict reader's rules: objects take no
 * fields beyond those listed, ids are spelt `^[A-Za-z0-9_-]+$` (map keys too), strings keep to
 * the limits of their role, numbers stay finite and exact. What it cannot say (bytes that are not
 * UTF-8, YAML aliases, the file's size, ids that name nothing) the reader checks alone.
 */
export const recordedGameSchema = (): Schema =>
  formatSchema(RecordedGameC, {
    $id: 'https://arbiter.local/schemas/recorded-game@1.json',
    title: 'Arbiter recorded game (arbiter/recorded-game@1)',
    description: DESCRIPTIONS['RecordedGame'],
  });

/** The JSON Schema of a format read by the strict reader, from the io-ts codec that decodes it. */
export const formatSchema = (
  codec: unknown,
  head: { readonly $id: string; readonly title: string; readonly description: string | undefined },
): Schema => {
  const definitions = new Map<string, Schema>();
  const toSchema = (s: Shape, field: string | undefined, top = false): Schema => {
    switch (s.kind) {
      case 'string':
        return stringSchema(field);
      case 'number':
        return bounded({ type: 'number' });
      case 'boolean':
        return { type: 'boolean' };
      case 'null':
        return { type: 'null' };
      case 'unknown':
        return {};
      case 'literal':
        return { const: s.value };
      case 'custom':
        return bounded(customType(s.name).schema);
      case 'enum':
        return { enum: s.values };
      case 'array':
        return { type: 'array', items: toSchema(s.of, field) };
      case 'tuple':
        return {
          type: 'array',
          items: s.of.map((x) => toSchema(x, field)),
          minItems: s.of.length,
          maxItems: s.of.length,
          additionalItems: false,
        };
      case 'record':
        return {
          type: 'object',
          propertyNames: roleSchema(keyRole(field)),
          additionalProperties: toSchema(s.of, field),
        };
      case 'object': {
        const body: Schema = {
          type: 'object',
          properties: Object.fromEntries(s.fields.map((f) => [f.name, toSchema(f.shape, f.name)])),
          required: s.fields.filter((f) => !f.optional).map((f) => f.name),
          additionalProperties: false,
        };
        return named(s.name, body, top);
      }
      case 'union':
        return named(s.name, { anyOf: s.of.map((x) => toSchema(x, field)) }, top);
    }
  };
  const named = (name: string, body: Schema, top: boolean): Schema => {
    if (top || !isGivenName(name)) return body;
    if (!definitions.has(defName(name))) {
      definitions.set(defName(name), {});
      definitions.set(defName(name), {
        ...(DESCRIPTIONS[name] === undefined ? {} : { description: DESCRIPTIONS[name] }),
        ...body,
      });
    }
    return { $ref: `#/definitions/${defName(name)}` };
  };
  const root = toSchema(shapeOf(codec), undefined, true);
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    ...head,
    ...root,
    definitions: Object.fromEntries([...definitions.entries()].sort(([a], [b]) => (a < b ? -1 : 1))),
  };
};

/** The schema as the committed file holds it. */
export const recordedGameSchemaText = (): string => `${JSON.stringify(recordedGameSchema(), null, 2)}\n`;
