import { hash as nodeHash } from 'node:crypto';
import * as E from 'fp-ts/lib/Either.js';
import type { Catalogue } from './logCatalogue.ts';
import type { LogError } from './logError.ts';
import type { TaggedEvent } from './logRecord.ts';
import type { SealCounter } from './logSeal.ts';
import type { LineBuffer } from './lineBuffer.ts';
import { MAX_LINE_BYTES } from './lineReader.ts';
import { currentSchema, encodedEvent, type ChainEnd } from './sealRecords.ts';

/** `{"event":`, where both a body and a line start. */
const EVENT_PREFIX = Buffer.from('{"event":', 'latin1');

/** `,"hash":"` + 64 hex digits + `"`: what a line has that its body has not, right after the event. */
const HASH_FIELD = 74;

/**
 * Appends one record's line to `out` as UTF-8 bytes and gives its hash. The body
 * (`{"event":E,"prev":"P","seq":N,"v":V}`, recordHash.ts) is written {@link HASH_FIELD} bytes
 * further on and hashed where it lies; its event is then moved back over the gap, and the hash
 * field written into the room left between the event and `,"prev"`: the line `recordText` gives,
 * with no string of it ever made. A line longer than the reader accepts is refused and leaves
 * `out` as it was.
 */
const chainedInto = (
  out: LineBuffer,
  json: string,
  prev: string,
  seq: number,
  version: number,
): E.Either<LogError, string> => {
  const tail = `,"prev":"${prev}","seq":${seq},"v":${version}}`;
  const start = out.length;
  // A UTF-16 unit is at most 3 UTF-8 bytes; the rest is ASCII.
  const buffer = out.room(HASH_FIELD + EVENT_PREFIX.length + json.length * 3 + tail.length + 1);
  const body = start + HASH_FIELD;
  buffer.set(EVENT_PREFIX, body);
  const eventEnd = body + EVENT_PREFIX.length + buffer.write(json, body + EVENT_PREFIX.length, 'utf8');
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
    const encoded = encodedEvent(event, seq + 1, catalogue, schema);
    if (E.isLeft(encoded)) return encoded;
    const hash = chainedInto(out, encoded.right.json, prev, seq + 1, catalogue.version);
    if (E.isLeft(hash)) return hash;
    seq++;
    prev = hash.right;
    counter.add(encoded.right.event);
  }
  return E.right({ seq, hash: prev });
};
