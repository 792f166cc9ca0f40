import * as E from 'fp-ts/lib/Either.js';
import { canonicalJson, type NotJson } from './canonicalJson.ts';
import type { Check } from './compiledCheck.ts';
import { fastCheck } from './generatedCheck.ts';
import { generateWriter, type Writer } from './generatedWriter.ts';
import type { SchemaReader } from './logCatalogue.ts';

/** How the events of one type are written: their codec's check when it is plain (decode is the identity), and their writer. */
export interface EventWriter {
  /** Answers as the codec's `is` (generated, as the quick reader's); absent when the codec is not plain. */
  readonly plain: Check | undefined;
  /** The canonical JSON of an event of the type, or of anything: {@link canonicalJson}'s text, or why there is none. */
  readonly write: (event: unknown) => E.Either<NotJson, string>;
}

/** Each schema's writers by event type, made the first time a type is written. */
const made = new WeakMap<SchemaReader, Map<string, EventWriter>>();

const generic: EventWriter['write'] = canonicalJson;
const UNKNOWN: EventWriter = { plain: undefined, write: generic };

const build = (schema: SchemaReader, type: string): EventWriter => {
  const codec = schema.codecs.get(type);
  if (codec === undefined) return UNKNOWN;
  const plainCodec = schema.plain.get(type);
  const plain = plainCodec === undefined ? undefined : fastCheck(plainCodec);
  const writer: Writer | undefined = generateWriter(codec);
  const write =
    writer === undefined
      ? generic
      : (event: unknown): E.Either<NotJson, string> => {
          const fast = writer(event);
          return fast === undefined ? canonicalJson(event) : E.right(fast);
        };
  return { plain, write };
};

/**
 * The writer of events of `type` in `schema`: its check and a canonical JSON written by its
 * codec's generated writer ({@link generateWriter}) when it can, else by {@link canonicalJson},
 * which gives the same text and names any problem. Made once per schema and type.
 */
export const eventWriter = (schema: SchemaReader | undefined, type: string): EventWriter => {
  if (schema === undefined) return UNKNOWN;
  let byType = made.get(schema);
  if (byType === undefined) {
    byType = new Map();
    made.set(schema, byType);
  }
  let found = byType.get(type);
  if (found === undefined) {
    found = build(schema, type);
    byType.set(type, found);
  }
  return found;
};
