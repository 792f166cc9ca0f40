import { hash as nodeHash } from 'node:crypto';
import * as E from 'fp-ts/lib/Either.js';
import { canonicalJson, type NotJson } from './canonicalJson.ts';
import type { RecordBody } from './logRecord.ts';

// The canonical JSON of a body is `{"event":E,"prev":"P","seq":N,"v":V}` (keys sorted) and of a
// whole record `{"event":E,"hash":"H","prev":"P","seq":N,"v":V}`: both are built around the event's
// canonical text, so nothing is serialised twice. `prev` and `hash` are lowercase hex (no escaping),
// `seq` and `v` integers.

/** Canonical JSON of a body, given the canonical JSON of its event. */
export const bodyText = (eventJson: string, prev: string, seq: number, v: number): string =>
  `{"event":${eventJson},"prev":"${prev}","seq":${seq},"v":${v}}`;

/** Canonical JSON of a whole record (one log line, without its newline). */
export const recordText = (eventJson: string, hash: string, prev: string, seq: number, v: number): string =>
  `{"event":${eventJson},"hash":"${hash}","prev":"${prev}","seq":${seq},"v":${v}}`;

/** SHA-256 hex of a string's UTF-8 bytes. */
export const sha256Hex = (text: string): string => nodeHash('sha256', text, 'hex');

/** `hash` of a record: SHA-256 hex of the canonical JSON of `{seq, prev, v, event}`. */
export const recordHash = (body: RecordBody<unknown>): E.Either<NotJson, string> =>
  E.map(sha256Hex)(canonicalJson({ seq: body.seq, prev: body.prev, v: body.v, event: body.event }));
