import * as E from 'fp-ts/lib/Either.js';
import { canonicalJson } from './canonicalJson.ts';
import { checkEvent } from './checkEvent.ts';
import { compileCatalogue, type Catalogue } from './logCatalogue.ts';
import type { LogError } from './logError.ts';
import type { LogRecord, TaggedEvent } from './logRecord.ts';
import { preview } from './preview.ts';
import { bodyText, recordText, sha256Hex } from './recordHash.ts';

/** Events made into records and their log lines, ready to write. */
export interface Sealed<E> {
  readonly records: readonly LogRecord<E>[];
  /** One canonical line per record, each ending in `\n`. */
  readonly lines: readonly string[];
}

/**
 * Turns events into records that follow `after` (the log's last seq and hash): encodes each with
 * the catalogue, checks it decodes again (nothing unreadable is ever written), writes its canonical
 * JSON and chains the hashes. Errors name the seq the event would have had as its `line`.
 */
export const sealRecords = <E extends TaggedEvent>(
  events: readonly E[], after: { readonly seq: number; readonly hash: string }, catalogue: Catalogue<E>,
): E.Either<LogError, Sealed<E>> => {
  const schema = compileCatalogue(catalogue).schemas.get(catalogue.version);
  const records: LogRecord<E>[] = [];
  const lines: string[] = [];
  let { seq, hash: prev } = after;
  for (const event of events) {
    seq++;
    const type = typeof event.type === 'string' ? event.type : '(none)';
    let encoded: unknown;
    try {
      encoded = catalogue.codec.encode(event);
    } catch (e) {
      const reason = e instanceof Error ? e.message : String(e);
      return E.left({ kind: 'invalid-event', line: seq, eventType: type, version: catalogue.version, path: 'event', expected: 'an event of the catalogue', found: `${preview(event)} (${reason})` });
    }
    if (schema === undefined) return E.left({ kind: 'unsupported-version', line: seq, found: catalogue.version, oldest: catalogue.version, newest: catalogue.version });
    const checked = checkEvent(schema, encoded, seq, undefined);
    if (E.isLeft(checked)) return checked;
    const json = canonicalJson(encoded);
    if (E.isLeft(json)) {
      return E.left({
        kind: 'invalid-event', line: seq, eventType: type, version: catalogue.version,
        path: json.left.path.replace(/^\$/, 'event'), expected: 'a JSON value', found: json.left.found,
      });
    }
    const hash = sha256Hex(bodyText(json.right, prev, seq, catalogue.version));
    records.push({ seq, prev, hash, v: catalogue.version, event: checked.right as E });
    lines.push(`${recordText(json.right, hash, prev, seq, catalogue.version)}\n`);
    prev = hash;
  }
  return E.right({ records, lines });
};
