import * as E from 'fp-ts/lib/Either.js';
import { canonicalJson } from './canonicalJson.ts';
import { isCanonicalText } from './canonicalText.ts';
import { checkEvent, isJsonObject } from './checkEvent.ts';
import { locateJsonError } from './jsonErrorLocation.ts';
import type { LineBytes } from './lineReader.ts';
import { compileCatalogue, type Catalogue, type SchemaReader } from './logCatalogue.ts';
import type { LogError } from './logError.ts';
import { isHashHex, type LogRecord, type TaggedEvent } from './logRecord.ts';
import { LOG_SEALED, LogSealedC, type LogSealed } from './logSeal.ts';
import { preview } from './preview.ts';
import { quickRecord } from './quickRecord.ts';
import { recordText, sha256Hex } from './recordHash.ts';

const EVENT_PREFIX = '{"event":';
// The record's tail, after the event: `,"hash":"H"` `,"prev":"P"` `,"seq":N` `,"v":V` `}`.
const HASH_KEY = ',"hash":"';
const PREV_KEY = ',"prev":"';
const SEQ_KEY = ',"seq":';
const V_KEY = ',"v":';
/** Length of `,"hash":"` + 64 hex digits + `"` (and of the same for prev). */
const QUOTED_HASH_FIELD = HASH_KEY.length + 64 + 1;

/** Whether `key` + `hash` + `"` is at `at` in `line`. */
const quotedHashAt = (line: string, at: number, key: string, hash: string): boolean =>
  line.startsWith(key, at) && line.startsWith(hash, at + key.length) && line.charCodeAt(at + key.length + 64) === 0x22;

const ENVELOPE_KEYS = new Set(['event', 'hash', 'prev', 'seq', 'v']);

type Envelope = Readonly<{
  seq: number;
  prev: string;
  hash: string;
  v: number;
  event: TaggedEvent & Readonly<Record<string, unknown>>;
}>;

const isSeq = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 1;
const isVersion = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;

/**
 * The record's own fields, checked just enough to go on (the canonical-form and hash checks
 * cover the rest: extra fields, `hash` digits); `undefined` if they are not there.
 */
const envelope = (u: unknown): Envelope | undefined => {
  if (!isJsonObject(u)) return undefined;
  const { seq, prev, hash, v, event } = u;
  if (!isSeq(seq) || typeof prev !== 'string' || !isHashHex(prev) || typeof hash !== 'string' || hash.length !== 64)
    return undefined;
  if (!isVersion(v) || !isJsonObject(event) || typeof event['type'] !== 'string') return undefined;
  return { seq, prev, hash, v, event: event as Envelope['event'] };
};

/** What exactly is wrong with the record's own fields, if anything. */
const envelopeError = (u: unknown, line: number): LogError | undefined => {
  const bad = (field: string, expected: string, found: unknown): LogError => ({
    kind: 'bad-envelope',
    line,
    field,
    expected,
    found: preview(found),
  });
  if (!isJsonObject(u)) return bad('record', 'a JSON object {seq, prev, hash, v, event}', u);
  const { seq, prev, hash, v, event } = u;
  if (!isSeq(seq)) return bad('seq', 'a positive integer', seq);
  if (typeof prev !== 'string' || !isHashHex(prev))
    return bad('prev', 'a SHA-256 hash (64 lowercase hex digits)', prev);
  if (typeof hash !== 'string' || !isHashHex(hash))
    return bad('hash', 'a SHA-256 hash (64 lowercase hex digits)', hash);
  if (!isVersion(v)) return bad('v', 'a schema version (a non-negative integer)', v);
  if (!isJsonObject(event)) return bad('event', 'a JSON object with a "type"', event);
  if (typeof event['type'] !== 'string') return bad('event.type', 'the event type (a string)', event['type']);
  const extra = Object.keys(u).find((key) => !ENVELOPE_KEYS.has(key));
  return extra === undefined
    ? undefined
    : bad(extra, 'no such field (a record has seq, prev, hash, v and event)', u[extra]);
};

/** Where a line first differs from the canonical text of what it holds, and what differs. */
const notCanonical = (
  line: string,
  lineNo: number,
  event: unknown,
  hash: string,
  prev: string,
  seq: number,
  v: number,
): LogError => {
  const json = canonicalJson(event);
  if (E.isLeft(json))
    return {
      kind: 'not-canonical',
      line: lineNo,
      column: 1,
      reason: `${json.left.path.replace(/^\$/, 'event')}: ${json.left.found}`,
    };
  const expected = recordText(json.right, hash, prev, seq, v);
  let i = 0;
  while (i < line.length && i < expected.length && line.charCodeAt(i) === expected.charCodeAt(i)) i++;
  const show = (s: string): string => (i < s.length ? JSON.stringify(s[i]) : 'the end of the line');
  return {
    kind: 'not-canonical',
    line: lineNo,
    column: i + 1,
    reason: `expected ${show(expected)}, found ${show(line)}`,
  };
};

/** Upcasts a checked event from its schema to the newest, checking each step. */
const upcastEvent = (
  start: SchemaReader,
  schemas: ReadonlyMap<number, SchemaReader>,
  event: TaggedEvent,
  line: number,
): E.Either<LogError, unknown> => {
  let current: unknown = event;
  let schema = start;
  while (schema.upcaster !== undefined) {
    const from = schema.version;
    const type = (current as TaggedEvent).type;
    try {
      current = schema.upcaster.upcast(current as TaggedEvent);
    } catch (e) {
      return E.left({
        kind: 'upcast-failed',
        line,
        eventType: type,
        from,
        reason: e instanceof Error ? e.message : String(e),
      });
    }
    const next = schemas.get(from + 1);
    if (next === undefined)
      return E.left({ kind: 'upcast-failed', line, eventType: type, from, reason: `no schema v${from + 1}` });
    const checked = checkEvent(next, current, line, start.version);
    if (E.isLeft(checked)) {
      const error = checked.left;
      // An upcaster producing a type the next schema lacks is the upcaster's mistake, not the record's.
      return error.kind === 'unknown-event-type'
        ? E.left({
            kind: 'upcast-failed',
            line,
            eventType: type,
            from,
            reason: `it produced an unknown event type ${JSON.stringify(error.type)}`,
          })
        : checked;
    }
    current = checked.right;
    schema = next;
  }
  return E.right(current);
};

/** The last hash read: the next record's `prev`, shared by {@link quickRecord}. */
let lastDigest = '';

/**
 * Reads one log line (without its newline) into a record, or says exactly what is wrong with it.
 * Checks, in order: JSON syntax, the record fields, the event type and its fields against the
 * codecs of the record's schema version, that the line is the canonical JSON of the record, that
 * the hash matches, and finally upcasts the event to the catalogue's current version.
 * A seal record ({@link LogSealed}) is checked by its own codec, in any schema version.
 * It does not check the chain (`seq` order, `prev` links): that needs the previous record.
 * A line of the newest schema in the form the log writes is read the quick way ({@link quickRecord});
 * any other, and any line the quick way finds wrong, goes the slow way, which explains what is wrong. Never throws: any string gives a record or a typed error.
 * `bytes`, the line as read (valid UTF-8, as the line reader checks), lets the quick way check the
 * canonical form on them; the answer is the same without.
 */
export const decodeRecordLine = <E extends TaggedEvent>(
  line: string,
  lineNo: number,
  catalogue: Catalogue<E>,
  bytes?: LineBytes,
): E.Either<LogError, LogRecord<E | LogSealed>> => {
  const quick = quickRecord(line, catalogue, lastDigest, bytes);
  if (quick === undefined) return decodeRecordLineSlowly(line, lineNo, catalogue);
  lastDigest = quick.hash;
  return E.right(quick);
};

/**
 * {@link decodeRecordLine} without its quick way: the whole line parsed and every field checked
 * as parsed. The same answer for every line (a property test holds them to it); the quick way
 * comes here whenever something is wrong.
 */
export const decodeRecordLineSlowly = <E extends TaggedEvent>(
  line: string,
  lineNo: number,
  catalogue: Catalogue<E>,
): E.Either<LogError, LogRecord<E | LogSealed>> => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch (e) {
    const at = locateJsonError(line);
    return E.left({
      kind: 'malformed-json',
      line: lineNo,
      column: (at?.offset ?? 0) + 1,
      reason: at?.reason ?? (e instanceof Error ? e.message : 'not JSON'),
    });
  }
  const env = envelope(parsed);
  if (env === undefined) {
    return E.left(
      envelopeError(parsed, lineNo) ?? {
        kind: 'bad-envelope',
        line: lineNo,
        field: 'record',
        expected: 'a record',
        found: preview(parsed),
      },
    );
  }
  const { seq, prev, hash, v } = env;
  // The line must be exactly `{"event":` + the event's canonical JSON + `,"hash":"H","prev":"P","seq":N,"v":V}`.
  const seqText = String(seq);
  const vText = String(v);
  const end = line.length - 2 * QUOTED_HASH_FIELD - SEQ_KEY.length - seqText.length - V_KEY.length - vText.length - 1;
  const afterHash = end + QUOTED_HASH_FIELD;
  const seqAt = afterHash + QUOTED_HASH_FIELD;
  const vAt = seqAt + SEQ_KEY.length + seqText.length;
  const framed =
    end > EVENT_PREFIX.length &&
    line.startsWith(EVENT_PREFIX) &&
    quotedHashAt(line, end, HASH_KEY, hash) &&
    quotedHashAt(line, afterHash, PREV_KEY, prev) &&
    line.startsWith(SEQ_KEY, seqAt) &&
    line.startsWith(seqText, seqAt + SEQ_KEY.length) &&
    line.startsWith(V_KEY, vAt) &&
    line.startsWith(vText, vAt + V_KEY.length) &&
    line.charCodeAt(line.length - 1) === 0x7d;
  return checkRecord(line, lineNo, catalogue, env, end, framed, () => envelopeError(parsed, lineNo));
};

/** The checks after the record's fields are read: version, event codec, canonical form, hash, upcast. */
const checkRecord = <E extends TaggedEvent>(
  line: string,
  lineNo: number,
  catalogue: Catalogue<E>,
  env: Omit<Envelope, 'hash'> & { readonly hash?: string },
  end: number,
  framed: boolean,
  envelopeProblem: () => LogError | undefined,
): E.Either<LogError, LogRecord<E | LogSealed>> => {
  const { seq, prev, v, event } = env;
  const compiled = compileCatalogue(catalogue);
  const schema = compiled.schemas.get(v);
  if (schema === undefined) {
    return E.left({
      kind: 'unsupported-version',
      line: lineNo,
      found: v,
      oldest: compiled.oldest,
      newest: compiled.newest,
    });
  }
  // The seal is the log's own record, the same in every schema version: checked by its own codec.
  const sealed = event.type === LOG_SEALED;
  if (sealed && !LogSealedC.is(event)) {
    return E.left({
      kind: 'invalid-event',
      line: lineNo,
      eventType: LOG_SEALED,
      version: v,
      path: 'event',
      expected: 'a seal {type, records, counts}',
      found: preview(event),
    });
  }
  const checked = sealed ? E.right<LogError, unknown>(event) : checkEvent(schema, event, lineNo, undefined);
  if (E.isLeft(checked)) return checked;

  // All of the line is checked on the text as it is (the event by isCanonicalText), so the hash is
  // taken over the line's own characters, minus its hash field: nothing is serialised again.
  const afterHash = end + QUOTED_HASH_FIELD;
  const hashAt = end + HASH_KEY.length;
  let canonical = framed ? isCanonicalText(line, EVENT_PREFIX.length, end) : false;
  if (canonical === undefined) {
    const json = canonicalJson(event);
    canonical =
      E.isRight(json) &&
      json.right.length === end - EVENT_PREFIX.length &&
      line.startsWith(json.right, EVENT_PREFIX.length);
  }
  if (!canonical) {
    const stored = env.hash ?? line.slice(hashAt, hashAt + 64);
    return E.left(envelopeProblem() ?? notCanonical(line, lineNo, event, stored, prev, seq, v));
  }
  // Framed: the stored hash is the 64 characters at hashAt.
  const hash = sha256Hex(line.slice(0, end) + line.slice(afterHash));
  if (!line.startsWith(hash, hashAt)) {
    const stored = line.slice(hashAt, hashAt + 64);
    return E.left(envelopeProblem() ?? { kind: 'hash-mismatch', line: lineNo, seq, stored, computed: hash });
  }
  lastDigest = hash;

  if (sealed) return E.right({ seq, prev, hash, v, event: event as LogSealed });
  if (schema.upcaster === undefined) return E.right({ seq, prev, hash, v, event: checked.right as E });
  const upcast = upcastEvent(schema, compiled.schemas, checked.right as TaggedEvent, lineNo);
  return E.isLeft(upcast) ? upcast : E.right({ seq, prev, hash, v, event: upcast.right as E });
};
