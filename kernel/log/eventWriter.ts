import * as E from 'fp-ts/lib/Either.js';
import { canonicalJson, type NotJson } from './canonicalJson.ts';
import { generateWriter, type Writer } from './generatedWriter.ts';
import type { SchemaReader } from './logCatalogue.ts';

/** Each schema's generated writers by event type (null: none could be made), made the first time a type is written. */
const writers = new WeakMap<SchemaReader, Map<string, Writer | null>>();

const writerOf = (schema: SchemaReader, type: string): Writer | null => {
  let byType = writers.get(schema);
  if (byType === undefined) {
    byType = new Map();
    writers.set(schema, byType);
  }
  let writer = byType.get(type);
  if (writer === undefined) {
    const codec = schema.codecs.get(type);
    writer = (codec === undefined ? undefined : generateWriter(codec)) ?? null;
    byType.set(type, writer);
  }
  return writer;
};

/**
 * The canonical JSON of an event of `schema` (its `type` tag given): written by its codec's
 * generated writer ({@link generateWriter}) when it can, else by {@link canonicalJson}, which
 * gives the same text and names any problem.
 */
export const eventWriter = (
  schema: SchemaReader | undefined,
  type: string,
  event: unknown,
): E.Either<NotJson, string> => {
  const writer = schema === undefined ? null : writerOf(schema, type);
  const fast = writer === null ? undefined : writer(event);
  return fast === undefined ? canonicalJson(event) : E.right(fast);
};
