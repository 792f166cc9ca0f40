import { hash as nodeHash } from 'node:crypto';
import * as E from 'fp-ts/lib/Either.js';
import type { Catalogue } from './logCatalogue.ts';
import type { LogError } from './logError.ts';
import type { TaggedEvent } from './logRecord.ts';
import { LOG_SEALED, type SealCounter } from './logSeal.ts';
import type { LineBuffer } from './lineBuffer.ts';
import { MAX_LINE_BYTES } from './lineReader.ts';
import { currentSchema, encodedEvent, type ChainEnd } from './sealRecords.ts';
import { eventWriter } from './eventWriter.ts';
import { BYTES_FULL, BYTES_MISS, type BytesWriter } from './generatedBytesWriter.ts';

/** `{"event":`, where both a body and a line start. */
const EVENT_PREFIX = Buffer.from('{"event":', 'latin1');

/** `,"hash":"` + 64 hex digits + `"`: what a line has that its body has not, right after the event. */
const HASH_FIELD = 74;

/**
 * Ends one record's line in `out`: its body (`{"event":E,"prev":"P","seq":N,"v":V}`, recordHash.ts)
 * lies {@link HASH_FIELD} bytes past `start`, its event written up to `eventEnd`; the tail is
 * written after it and the body hashed where it lies; its event is then moved back over the gap,
 * and the hash field written into the room left between the event and `,"prev"`: the line
 * `recordText` gives, with no string of it ever made. A line longer than the reader accepts is
 * refused and leaves `out` as it was.
 */
const sealedLine = (
  out: LineBuffer,
  buffer: Buffer,
  start: number,
  eventEnd: number,
  tail: string,
  seq: number,
): E.Either<LogError, string> => {
  const body = start + HASH_FIELD;
  const bodyEnd = eventEnd + buffer.write(tail, eventEnd, 'utf8');
  const hash = nodeHash('sha256', buffer.subarray(body, bodyEnd), 'hex');
  const bytes = bodyEnd - start;
  if (bytes > MAX_LINE_BYTES) return E.left({ kind: 'too-long', line: seq, bytes, max: MAX_LINE_BYTES });
  buffer.copyWithin(start, body, eventEnd);
  buffer.write(`,"hash":"${hash}"`, eventEnd - HASH_FIELD, 'latin1');
  buffer[bodyEnd] = 0x0a;
  out.end(bodyEnd + 1);
  return E.right(hash);
};

/** The tail of a body after its event: `,"prev":"P","seq":N,"v":V}`. */
const tailOf = (prev: string, seq: number, version: number): string => `,"prev":"${prev}","seq":${seq},"v":${version}}`;

/** Appends one record's line to `out` from its event's canonical JSON, and gives its hash ({@link sealedLine}). */
const chainedInto = (
  out: LineBuffer,
  json: string,
  prev: string,
  seq: number,
  version: number,
): E.Either<LogError, string> => {
  const tail = tailOf(prev, seq, version);
  const start = out.length;
  // A UTF-16 unit is at most 3 UTF-8 bytes; the rest is ASCII.
  const buffer = out.room(HASH_FIELD + EVENT_PREFIX.length + json.length * 3 + tail.length + 1);
  const body = start + HASH_FIELD;
  buffer.set(EVENT_PREFIX, body);
  const eventEnd = body + EVENT_PREFIX.length + buffer.write(json, body + EVENT_PREFIX.length, 'utf8');
  return sealedLine(out, buffer, start, eventEnd, tail, seq);
};

/** The room first given to an event written as bytes; an event that needs more is given 16 times as much, up to a line's most. */
const FIRST_ROOM = 4096;

/**
 * {@link chainedInto} with the event written straight into `out` as bytes by its type's generated
 * writer: undefined when that writer stands down (the caller then writes the event as text, which
 * gives the same bytes or names the problem) or the event would not fit in a line.
 */
const chainedBytesInto = (
  out: LineBuffer,
  writeInto: BytesWriter,
  event: unknown,
  prev: string,
  seq: number,
  version: number,
): E.Either<LogError, string> | undefined => {
  const tail = tailOf(prev, seq, version);
  const start = out.length;
  const body = start + HASH_FIELD;
  const from = body + EVENT_PREFIX.length;
  for (let room = FIRST_ROOM; room <= MAX_LINE_BYTES; room *= 16) {
    const buffer = out.room(HASH_FIELD + EVENT_PREFIX.length + room + tail.length + 1);
    const eventEnd = writeInto(event, buffer, from, from + room);
    if (eventEnd === BYTES_MISS) return undefined;
    if (eventEnd === BYTES_FULL) continue;
    buffer.set(EVENT_PREFIX, body);
    return sealedLine(out, buffer, start, eventEnd, tail, seq);
  }
  return undefined;
};

/**
 * {@link sealRecords} writing straight into bytes: chains `events` after `after`, appends each
 * record's line to `out` (byte for byte `sealRecords`' lines in UTF-8) and counts each event in
 * `counter`; gives where the chain ends. On a refusal, `out` and the chain keep the records before
 * the refused event (the caller abandons the file).
 */
export const sealRecordsInto = <E extends TaggedEvent>(
  events: readonly E[],
  after: ChainEnd,
  catalogue: Catalogue<E>,
  out: LineBuffer,
  counter: SealCounter<E>,
): E.Either<LogError, ChainEnd> => {
  const schema = currentSchema(catalogue);
  let { seq, hash: prev } = after;
  for (const event of events) {
    const writer =
      typeof event.type !== 'string' || event.type === LOG_SEALED ? undefined : eventWriter(schema, event.type);
    // A plain event (its codec's `is` accepts it) is written as it is, checked once, as encodedEvent writes it.
    let hash =
      writer?.writeInto !== undefined && writer.plain?.(event) === true
        ? chainedBytesInto(out, writer.writeInto, event, prev, seq + 1, catalogue.version)
        : undefined;
    let written: E = event;
    if (hash === undefined) {
      const encoded = encodedEvent(event, seq + 1, catalogue, schema, writer);
      if (E.isLeft(encoded)) return encoded;
      hash = chainedInto(out, encoded.right.json, prev, seq + 1, catalogue.version);
      written = encoded.right.event;
    }
    if (E.isLeft(hash)) return hash;
    seq++;
    prev = hash.right;
    counter.add(written);
  }
  return E.right({ seq, hash: prev });
};
