import * as E from 'fp-ts/lib/Either.js';
import { canonicalJson, checkJson } from './canonicalJson.ts';
import { checkEvent, isJsonObject } from './checkEvent.ts';
import { locateJsonError } from './jsonErrorLocation.ts';
import { compileCatalogue, type Catalogue, type SchemaReader } from './logCatalogue.ts';
import type { LogError } from './logError.ts';
import { isHashHex, type LogRecord, type TaggedEvent } from './logRecord.ts';
import { preview } from './preview.ts';
import { bodyText, recordText, sha256Hex } from './recordHash.ts';

const ENVELOPE_KEYS = new Set(['event', 'hash', 'prev', 'seq', 'v']);

type Envelope = Readonly<{ seq: number; prev: string; hash: string; v: number; event: TaggedEvent & Readonly<Record<string, unknown>> }>;

/** Checks the record's own fields; the event is only checked to be an object with a string `type`. */
const envelope = (u: unknown, line: number): E.Either<LogError, Envelope> => {
  const bad = (field: string, expected: string, found: unknown): E.Either<LogError, Envelope> =>
    E.left({ kind: 'bad-envelope', line, field, expected, found: preview(found) });
  if (!isJsonObject(u)) return bad('record', 'a JSON object {seq, prev, hash, v, event}', u);
  const { seq, prev, hash, v, event } = u;
  if (typeof seq !== 'number' || !Number.isSafeInteger(seq) || seq < 1) return bad('seq', 'a positive integer', seq);
  if (typeof prev !== 'string' || !isHashHex(prev)) return bad('prev', 'a SHA-256 hash (64 lowercase hex digits)', prev);
  if (typeof hash !== 'string' || !isHashHex(hash)) return bad('hash', 'a SHA-256 hash (64 lowercase hex digits)', hash);
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0) return bad('v', 'a schema version (a non-negative integer)', v);
  if (!isJsonObject(event)) return bad('event', 'a JSON object with a "type"', event);
  const type = event['type'];
  if (typeof type !== 'string') return bad('event.type', 'the event type (a string)', type);
  for (const key of Object.keys(u)) {
    if (!ENVELOPE_KEYS.has(key)) return bad(key, 'no such field (a record has seq, prev, hash, v and event)', u[key]);
  }
  return E.right({ seq, prev, hash, v, event: event as Envelope['event'] });
};

/** Where `line` first differs from `expected` (1-based), and a word on what differs. */
const firstDifference = (line: string, expected: string, sorted: boolean): { column: number; reason: string } => {
  let i = 0;
  while (i < line.length && i < expected.length && line.charCodeAt(i) === expected.charCodeAt(i)) i++;
  const show = (s: string): string => (i < s.length ? JSON.stringify(s[i]) : 'the end of the line');
  const reason = sorted ? `expected ${show(expected)}, found ${show(line)}` : 'object keys are not in sorted order';
  return { column: i + 1, reason };
};

/** Upcasts a checked event from its schema to the newest, checking each step. */
const upcastEvent = (
  start: SchemaReader, schemas: ReadonlyMap<number, SchemaReader>, event: TaggedEvent, line: number,
): E.Either<LogError, unknown> => {
  let current: unknown = event;
  let schema = start;
  while (schema.upcaster !== undefined) {
    const from = schema.version;
    const type = (current as TaggedEvent).type;
    try {
      current = schema.upcaster.upcast(current as TaggedEvent);
    } catch (e) {
      return E.left({ kind: 'upcast-failed', line, eventType: type, from, reason: e instanceof Error ? e.message : String(e) });
    }
    const next = schemas.get(from + 1);
    if (next === undefined) return E.left({ kind: 'upcast-failed', line, eventType: type, from, reason: `no schema v${from + 1}` });
    const checked = checkEvent(next, current, line, start.version);
    if (E.isLeft(checked)) {
      const error = checked.left;
      // An upcaster producing a type the next schema lacks is the upcaster's mistake, not the record's.
      return error.kind === 'unknown-event-type'
        ? E.left({ kind: 'upcast-failed', line, eventType: type, from, reason: `it produced an unknown event type ${JSON.stringify(error.type)}` })
        : checked;
    }
    current = checked.right;
    schema = next;
  }
  return E.right(current);
};

/**
 * Reads one log line (without its newline) into a record, or says exactly what is wrong with it.
 * Checks, in order: JSON syntax, the record fields, the event type and its fields against the
 * codecs of the record's schema version, that the line is the canonical JSON of the record, that
 * the hash matches, and finally upcasts the event to the catalogue's current version.
 * It does not check the chain (`seq` order, `prev` links): that needs the previous record.
 * Never throws: any string gives a record or a typed error.
 */
export const decodeRecordLine = <E extends TaggedEvent>(
  line: string, lineNo: number, catalogue: Catalogue<E>,
): E.Either<LogError, LogRecord<E>> => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch (e) {
    const at = locateJsonError(line);
    return E.left({
      kind: 'malformed-json', line: lineNo, column: (at?.offset ?? 0) + 1,
      reason: at?.reason ?? (e instanceof Error ? e.message : 'not JSON'),
    });
  }
  const env = envelope(parsed, lineNo);
  if (E.isLeft(env)) return env;
  const { seq, prev, hash, v, event } = env.right;
  const compiled = compileCatalogue(catalogue);
  const schema = compiled.schemas.get(v);
  if (schema === undefined) {
    return E.left({ kind: 'unsupported-version', line: lineNo, found: v, oldest: compiled.oldest, newest: compiled.newest });
  }
  const checked = checkEvent(schema, event, lineNo, undefined);
  if (E.isLeft(checked)) return checked;

  // Canonical form: when every key is already sorted, JSON.stringify writes exactly the canonical text.
  const sorted = checkJson(event);
  if (typeof sorted !== 'boolean') {
    return E.left({ kind: 'not-canonical', line: lineNo, column: 1, reason: `${sorted.path.replace(/^\$/, 'event')}: ${sorted.found}` });
  }
  const eventJson = sorted ? JSON.stringify(event) : E.getOrElse(() => '')(canonicalJson(event));
  const expectedLine = recordText(eventJson, hash, prev, seq, v);
  if (!sorted || line !== expectedLine) {
    return E.left({ kind: 'not-canonical', line: lineNo, ...firstDifference(line, expectedLine, sorted) });
  }
  const computed = sha256Hex(bodyText(eventJson, prev, seq, v));
  if (computed !== hash) return E.left({ kind: 'hash-mismatch', line: lineNo, seq, stored: hash, computed });

  if (schema.upcaster === undefined) return E.right({ seq, prev, hash, v, event: checked.right as E });
  const upcast = upcastEvent(schema, compiled.schemas, checked.right as TaggedEvent, lineNo);
  return E.isLeft(upcast) ? upcast : E.right({ seq, prev, hash, v, event: upcast.right as E });
};
