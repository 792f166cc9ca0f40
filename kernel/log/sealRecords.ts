import * as E from 'fp-ts/lib/Either.js';
import { canonicalJson } from './canonicalJson.ts';
import { eventWriter, type EventWriter } from './eventWriter.ts';
import { checkEvent } from './checkEvent.ts';
import { MAX_LINE_BYTES } from './lineReader.ts';
import { compileCatalogue, type Catalogue, type SchemaReader } from './logCatalogue.ts';
import type { LogError } from './logError.ts';
import type { LogRecord, TaggedEvent } from './logRecord.ts';
import { LOG_SEALED, type LogSealed } from './logSeal.ts';
import { preview } from './preview.ts';
import { bodyText, sha256Hex } from './recordHash.ts';

/** Events made into records and their log lines, ready to write. */
export interface Sealed<E> {
  readonly records: readonly LogRecord<E>[];
  /** One canonical line per record, each ending in `\n`. */
  readonly lines: readonly string[];
}

/** Where the chain stands: the last seq and hash written ({@link GENESIS_PREV} and 0 for none). */
export interface ChainEnd {
  readonly seq: number;
  readonly hash: string;
}

/** `{"event":`, where both a body and a line start. */
const EVENT_PREFIX = 9;

/** The record and line of an event already in canonical JSON; refused if no reader could read the line back. */
const chained = <E>(
  event: E,
  json: string,
  prev: string,
  seq: number,
  version: number,
): E.Either<LogError, { record: LogRecord<E>; line: string }> => {
  const body = bodyText(json, prev, seq, version);
  const hash = sha256Hex(body);
  // The line is the body with the hash put in after the event (as recordText writes it), made of
  // slices of the body just hashed: the event's text, a rope of many pieces, is not walked again.
  const at = EVENT_PREFIX + json.length;
  const line = `${body.slice(0, at)},"hash":"${hash}"${body.slice(at)}\n`;
  // A UTF-16 unit is at most 3 UTF-8 bytes: only a line that long may be too long.
  if (line.length * 3 > MAX_LINE_BYTES) {
    const bytes = Buffer.byteLength(line, 'utf8') - 1;
    if (bytes > MAX_LINE_BYTES) return E.left({ kind: 'too-long', line: seq, bytes, max: MAX_LINE_BYTES });
  }
  return E.right({ record: { seq, prev, hash, v: version, event }, line });
};

/** An event made ready to chain: as checked (the value a reader gets back) and its canonical JSON. */
export interface EncodedEvent<E> {
  readonly event: E;
  readonly json: string;
}

/**
 * Encodes one event with the catalogue, checks it decodes again (nothing unreadable is ever
 * written) and writes its canonical JSON; errors name `seq`, the seq the event would have had, as
 * their `line`. `schema`: the catalogue's current schema ({@link currentSchema}); `known`: the
 * event type's writer when the caller already asked for it (each ask counts an event).
 */
export const encodedEvent = <E extends TaggedEvent>(
  event: E,
  seq: number,
  catalogue: Catalogue<E>,
  schema: SchemaReader | undefined,
  known?: EventWriter,
): E.Either<LogError, EncodedEvent<E>> => {
  const type = typeof event.type === 'string' ? event.type : '(none)';
  if (type === LOG_SEALED) {
    return E.left({
      kind: 'invalid-event',
      line: seq,
      eventType: type,
      version: catalogue.version,
      path: 'event.type',
      expected: 'an event of the catalogue (the seal is written by sealing the log)',
      found: preview(type),
    });
  }
  // A plain event (its codec's `is` accepts it) encodes to an equal copy: it is written as it is, checked once.
  const writer = known ?? eventWriter(schema, type);
  const asIs = writer.plain !== undefined && writer.plain(event);
  let encoded: unknown = event;
  if (!asIs)
    try {
      encoded = catalogue.codec.encode(event);
    } catch (e) {
      const reason = e instanceof Error ? e.message : String(e);
      return E.left({
        kind: 'invalid-event',
        line: seq,
        eventType: type,
        version: catalogue.version,
        path: 'event',
        expected: 'an event of the catalogue',
        found: `${preview(event)} (${reason})`,
      });
    }
  if (schema === undefined)
    return E.left({
      kind: 'unsupported-version',
      line: seq,
      found: catalogue.version,
      oldest: catalogue.version,
      newest: catalogue.version,
    });
  const checked = asIs ? E.right(event) : checkEvent(schema, encoded, seq, undefined);
  if (E.isLeft(checked)) return checked;
  const json = writer.write(encoded);
  if (E.isLeft(json)) {
    return E.left({
      kind: 'invalid-event',
      line: seq,
      eventType: type,
      version: catalogue.version,
      path: json.left.path.replace(/^\$/, 'event'),
      expected: 'a JSON value',
      found: json.left.found,
    });
  }
  return E.right({ event: checked.right as E, json: json.right });
};

/** The schema events are written under: the catalogue's current version's. */
export const currentSchema = <E extends TaggedEvent>(catalogue: Catalogue<E>): SchemaReader | undefined =>
  compileCatalogue(catalogue).schemas.get(catalogue.version);

/**
 * Turns events into records that follow `after` (the log's last seq and hash): encodes each with
 * the catalogue, checks it decodes again (nothing unreadable is ever written), writes its canonical
 * JSON and chains the hashes. A line longer than the reader accepts is refused. Errors name the seq
 * the event would have had as their `line`. ({@link sealRecordsInto} writes the same lines as bytes.)
 */
export const sealRecords = <E extends TaggedEvent>(
  events: readonly E[],
  after: ChainEnd,
  catalogue: Catalogue<E>,
): E.Either<LogError, Sealed<E>> => {
  const schema = currentSchema(catalogue);
  const records: LogRecord<E>[] = [];
  const lines: string[] = [];
  let { seq, hash: prev } = after;
  for (const event of events) {
    seq++;
    const encoded = encodedEvent(event, seq, catalogue, schema);
    if (E.isLeft(encoded)) return encoded;
    const made = chained(encoded.right.event, encoded.right.json, prev, seq, catalogue.version);
    if (E.isLeft(made)) return made;
    records.push(made.right.record);
    lines.push(made.right.line);
    prev = made.right.record.hash;
  }
  return E.right({ records, lines });
};

/** The seal record that closes a log ending at `after`, with the ruleset's counts. */
export const sealLog = (
  after: ChainEnd,
  version: number,
  counts: Readonly<Record<string, number>>,
): E.Either<LogError, { readonly record: LogRecord<LogSealed>; readonly line: string }> => {
  const seal: LogSealed = { type: LOG_SEALED, records: after.seq, counts };
  const json = canonicalJson(seal);
  if (E.isLeft(json))
    return E.left({ kind: 'bad-seal', line: after.seq + 1, reason: `${json.left.path}: ${json.left.found}` });
  return chained(seal, json.right, after.hash, after.seq + 1, version);
};
