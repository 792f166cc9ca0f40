import * as E from 'fp-ts/lib/Either.js';
import { nearestNames } from './editDistance.ts';
import type { SchemaReader } from './logCatalogue.ts';
import type { LogError } from './logError.ts';
import { preview } from './preview.ts';
import { validationDetail } from './validationDetail.ts';

export const isJsonObject = (u: unknown): u is Readonly<Record<string, unknown>> =>
  typeof u === 'object' && u !== null && !Array.isArray(u);

/** Checks an event against one schema's codec; the decoded value, or why not. */
export const checkEvent = (
  schema: SchemaReader,
  event: unknown,
  line: number,
  upcastFrom: number | undefined,
): E.Either<LogError, unknown> => {
  const type = isJsonObject(event) ? event['type'] : undefined;
  if (typeof type !== 'string') {
    return E.left({
      kind: 'invalid-event',
      line,
      eventType: '(none)',
      version: schema.version,
      path: 'event.type',
      expected: 'the event type (a string)',
      found: preview(type),
      ...(upcastFrom === undefined ? {} : { upcastFrom }),
    });
  }
  const plain = schema.plain.get(type);
  if (plain !== undefined && plain.is(event)) return E.right(event);
  const codec = schema.codecs.get(type);
  if (codec === undefined) {
    return E.left({
      kind: 'unknown-event-type',
      line,
      type,
      version: schema.version,
      nearest: nearestNames(type, schema.tags),
    });
  }
  const decoded = codec.decode(event);
  if (E.isRight(decoded)) return decoded;
  const detail = validationDetail(decoded.left, 'event');
  return E.left({
    kind: 'invalid-event',
    line,
    eventType: type,
    version: schema.version,
    ...detail,
    ...(upcastFrom === undefined ? {} : { upcastFrom }),
  });
};
