import { isCanonicalText } from './canonicalText.ts';
import { isCanonicalUtf8 } from './canonicalUtf8.ts';
import { compileCheck, type Check } from './compiledCheck.ts';
import { generatedAfter, type ByUse } from './generatedAfter.ts';
import { fastCheck } from './generatedCheck.ts';
import { generateLayout, type Layout } from './generatedLayout.ts';
import { compileCatalogue, type Catalogue, type EventCodec } from './logCatalogue.ts';
import type { LineBytes } from './lineReader.ts';
import type { LogRecord, TaggedEvent } from './logRecord.ts';
import { readRecordFrame } from './recordFrame.ts';
import { sha256Hex } from './recordHash.ts';

const EVENT_PREFIX_LENGTH = '{"event":'.length;

/** How an event of one type is checked the quick way. */
interface EventChecks {
  /** The type's name, as the catalogue spells it (one string for every event of the type). */
  readonly type: string;
  /** The compiled check of its codec (of the newest schema, whose decode is the identity). */
  readonly check: Check;
  /** Its layout check: the check and the canonical form at once (none before it is generated, or where code generation is refused). */
  readonly layout: Layout | undefined;
  /** Whether these are the type's last checks: generated, or the closures where code generation is refused (false while closures read its first lines). */
  readonly final: boolean;
}

interface QuickChecks {
  readonly version: number;
  /** The checks of each event type of the newest schema whose codec is plain (its decode is the identity); none for any other. */
  readonly checks: ByUse<EventChecks>;
}

const built = new WeakMap<object, QuickChecks>();
// The catalogue of the last line read and its checks: a log is read with one catalogue.
let lastCatalogue: object | undefined;
let lastChecks: QuickChecks | undefined;

const quickChecks = <E extends TaggedEvent>(catalogue: Catalogue<E>): QuickChecks => {
  if (catalogue === lastCatalogue && lastChecks !== undefined) return lastChecks;
  let found = built.get(catalogue);
  if (found === undefined) {
    const compiled = compileCatalogue(catalogue);
    const plain = compiled.schemas.get(compiled.newest)?.plain ?? new Map<string, EventCodec<unknown>>();
    // A type's first lines are checked by closures (compileCheck, then the canonical form apart);
    // its code is generated for the line after the first GENERATE_AFTER (generatedAfter.ts): a
    // game's log holds 18 or so of the catalogue's 41 plain types, most of them a few dozen times.
    const checks = generatedAfter<EventChecks>(
      (type) => {
        const codec = plain.get(type);
        return codec === undefined ? undefined : { type, check: compileCheck(codec), layout: undefined, final: false };
      },
      (type) => {
        const codec = plain.get(type);
        return codec === undefined
          ? undefined
          : { type, check: fastCheck(codec), layout: generateLayout(codec), final: true };
      },
    );
    found = { version: compiled.newest, checks };
    built.set(catalogue, found);
  }
  lastCatalogue = catalogue;
  lastChecks = found;
  return found;
};

/**
 * How the quick reader checks events of `type` read with `catalogue` now: by closures for the
 * type's first GENERATE_AFTER lines (generatedAfter.ts), then by generated code; undefined for a
 * type it does not read the quick way, or not yet read (for tests and diagnostics).
 */
export const quickChecksOf = <E extends TaggedEvent>(
  catalogue: Catalogue<E>,
  type: string,
): 'closures' | 'generated' | undefined => {
  const checks = built.get(catalogue)?.checks.peek(type);
  return checks === undefined ? undefined : checks.final && checks.layout !== undefined ? 'generated' : 'closures';
};

/**
 * Whether the event is of its codec and its text, `line[9, end)`, canonical. On a line without an
 * escape whose bytes are known, the event's layout shows both in one walk; where it
 * does not, the codec's check and the canonical form are asked apart, the form on the bytes
 * (cheaper) or on the characters when the bytes are not known or can't tell. The tail from `end` on
 * is ASCII in a line the quick way reads (if it is not, the hash check refuses the line whatever
 * this answers), so the event ends as many bytes before the line's end as characters.
 */
const isCheckedCanonical = (
  line: string,
  end: number,
  bytes: LineBytes | undefined,
  event: unknown,
  checks: EventChecks,
): boolean => {
  if (bytes?.chunk !== undefined && bytes.chunkStart !== undefined) {
    const { chunk, chunkStart } = bytes;
    const from = chunkStart + EVENT_PREFIX_LENGTH;
    const to = chunkStart + bytes.bytes - (line.length - end);
    const { layout } = checks;
    if (layout !== undefined && !line.includes('\\', EVENT_PREFIX_LENGTH)) {
      if (layout(event, chunk, from, to) === to) return true;
    }
    if (!checks.check(event)) return false;
    const decided = to > from ? isCanonicalUtf8(chunk, from, to) : undefined;
    if (decided !== undefined) return decided;
  } else if (!checks.check(event)) return false;
  return isCanonicalText(line, EVENT_PREFIX_LENGTH, end) === true;
};

/**
 * A record line of the newest schema, in the exact form the log writes, read the quick way: its
 * tail framed by hand, only its event parsed, the event checked by code generated from its codec
 * and its canonical form checked on the bytes as read, both at once where the line allows
 * ({@link isCheckedCanonical}), and the hash taken over the line's own characters. `undefined`
 * whenever any of that fails or does not apply (a seal, an older schema, a codec that transforms):
 * the caller then reads the line the slow way, with io-ts, which gives the same record or explains
 * what is wrong. `lastHash` is the hash of the record read before (almost always this one's
 * `prev`, then shared rather than copied).
 */
export const quickRecord = <E extends TaggedEvent>(
  line: string,
  catalogue: Catalogue<E>,
  lastHash: string,
  bytes?: LineBytes,
): LogRecord<E> | undefined => {
  const frame = readRecordFrame(line, lastHash);
  if (frame === undefined) return undefined;
  const { version, checks } = quickChecks(catalogue);
  if (frame.v !== version) return undefined;
  const event = frame.event;
  const checked = checks.use(event.type);
  if (checked === undefined) return undefined;
  const end = frame.end;
  if (!isCheckedCanonical(line, end, bytes, event, checked)) return undefined;
  const hash = sha256Hex(line.slice(0, end) + line.slice(frame.afterHash));
  // (`slice` and `===` compare 64 characters faster than `startsWith` at an offset.)
  if (line.slice(frame.hashAt, frame.hashAt + 64) !== hash) return undefined;
  // The catalogue's own string for the type (equal to the one just parsed, which only this event
  // holds): every event of a type then shares one string, and comparing types costs no more than
  // comparing two pointers.
  (event as { type: string }).type = checked.type;
  // Built from an empty object, not a literal: V8 tracks each object literal's site and, when most
  // of its objects outlive a young-generation GC, allocates the site's objects in the old generation
  // from then on ("pretenuring"). This site's records sometimes got that verdict; each record then
  // held its event, just parsed, past its batch, and a verify ran some 30% slower (one run in three,
  // in `npm run bench log`). An empty object has no such site.
  const record = {} as { seq: number; prev: string; hash: string; v: number; event: E };
  record.seq = frame.seq;
  record.prev = frame.prev;
  record.hash = hash;
  record.v = frame.v;
  record.event = event as unknown as E;
  return record;
};
