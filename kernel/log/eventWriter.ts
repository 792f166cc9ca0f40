import * as E from 'fp-ts/lib/Either.js';
import { canonicalJson, type NotJson } from './canonicalJson.ts';
import { compileCheck, type Check } from './compiledCheck.ts';
import { generatedAfter, type ByUse } from './generatedAfter.ts';
import { fastCheck } from './generatedCheck.ts';
import { generateWriter, type Writer } from './generatedWriter.ts';
import { generateBytesWriter, type BytesWriter } from './generatedBytesWriter.ts';
import type { SchemaReader } from './logCatalogue.ts';

/** How the events of one type are written: their codec's check when it is plain (decode is the identity), and their writer. */
export interface EventWriter {
  /** Answers as the codec's `is` (generated, as the quick reader's); absent when the codec is not plain. */
  readonly plain: Check | undefined;
  /** The canonical JSON of an event of the type, or of anything: {@link canonicalJson}'s text, or why there is none. */
  readonly write: (event: unknown) => E.Either<NotJson, string>;
  /** Whether this is the type's last writer: its code generated (or all the runtime allows); false for its first events. */
  readonly final: boolean;
  /** The same bytes as `write`'s text in UTF-8, written straight into a buffer (generated code only; it may stand down, then `write` writes the event). */
  readonly writeInto?: BytesWriter;
}

/** Each schema's writers by event type: closures and canonicalJson for a type's first events, generated code after. */
const made = new WeakMap<SchemaReader, ByUse<EventWriter>>();

const generic: EventWriter['write'] = canonicalJson;
const UNKNOWN: EventWriter = { plain: undefined, write: generic, final: true };

/** A type's first events: checked by the codec's closures and written by {@link canonicalJson} (no code generated). */
const first = (schema: SchemaReader, type: string): EventWriter => {
  if (schema.codecs.get(type) === undefined) return UNKNOWN;
  const plainCodec = schema.plain.get(type);
  return { plain: plainCodec === undefined ? undefined : compileCheck(plainCodec), write: generic, final: false };
};

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
  const writeInto = writer === undefined ? undefined : generateBytesWriter(codec);
  return writeInto === undefined ? { plain, write, final: true } : { plain, write, final: true, writeInto };
};

/**
 * The writer of an event of `type` in `schema` (each call counts one): its check and a canonical
 * JSON written by its codec's generated writer ({@link generateWriter}) when it can, else by
 * {@link canonicalJson}, which gives the same text and names any problem. The type's first
 * GENERATE_AFTER events (generatedAfter.ts) are checked by closures and written by
 * {@link canonicalJson}, with no code generated; its generated writer is made for the next, once
 * per schema and type.
 */
export const eventWriter = (schema: SchemaReader | undefined, type: string): EventWriter => {
  if (schema === undefined) return UNKNOWN;
  let byType = made.get(schema);
  if (byType === undefined) {
    byType = generatedAfter(
      (t) => first(schema, t),
      (t) => build(schema, t),
    );
    made.set(schema, byType);
  }
  return byType.use(type) ?? UNKNOWN;
};

/** The writer in use for events of `type` in `schema`, without counting an event; undefined before the first (for tests and diagnostics). */
export const writerInUse = (schema: SchemaReader, type: string): EventWriter | undefined =>
  made.get(schema)?.peek(type);
