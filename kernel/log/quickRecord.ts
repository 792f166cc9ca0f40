import { isCanonicalText } from './canonicalText.ts';
import { compileCheck, type Check } from './compiledCheck.ts';
import { generateCheck } from './generatedCheck.ts';
import { compileCatalogue, type Catalogue } from './logCatalogue.ts';
import type { LogRecord, TaggedEvent } from './logRecord.ts';
import { readRecordFrame } from './recordFrame.ts';
import { sha256Hex } from './recordHash.ts';

const EVENT_PREFIX_LENGTH = '{"event":'.length;

interface QuickChecks {
  readonly version: number;
  /** Compiled checks of the newest schema's plain codecs (those whose decode is the identity). */
  readonly checks: ReadonlyMap<string, Check>;
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
    const schema = compiled.schemas.get(compiled.newest);
    const checks = new Map<string, Check>();
    for (const [tag, codec] of schema?.plain ?? []) checks.set(tag, generateCheck(codec) ?? compileCheck(codec));
    found = { version: compiled.newest, checks };
    built.set(catalogue, found);
  }
  lastCatalogue = catalogue;
  lastChecks = found;
  return found;
};

/**
 * A record line of the newest schema, in the exact form the log writes, read the quick way: its
 * tail framed by hand, only its event parsed, the event checked by its codec's compiled check
 * ({@link generateCheck}, else {@link compileCheck}), the canonical form checked on the text and the hash taken over the
 * line's own characters. `undefined` whenever any of that fails or does not apply (a seal, an
 * older schema, a codec that transforms): the caller then reads the line the slow way, with io-ts,
 * which gives the same record or explains what is wrong. `lastHash` is the hash of the record read
 * before (almost always this one's `prev`, then shared rather than copied).
 */
export const quickRecord = <E extends TaggedEvent>(
  line: string,
  catalogue: Catalogue<E>,
  lastHash: string,
): LogRecord<E> | undefined => {
  const frame = readRecordFrame(line, lastHash);
  if (frame === undefined) return undefined;
  const { version, checks } = quickChecks(catalogue);
  if (frame.v !== version) return undefined;
  const event = frame.event;
  const check = checks.get(event.type);
  if (check === undefined || !check(event)) return undefined;
  const end = frame.end;
  if (isCanonicalText(line, EVENT_PREFIX_LENGTH, end) !== true) return undefined;
  const hash = sha256Hex(line.slice(0, end) + line.slice(frame.afterHash));
  // (`slice` and `===` compare 64 characters faster than `startsWith` at an offset.)
  if (line.slice(frame.hashAt, frame.hashAt + 64) !== hash) return undefined;
  return { seq: frame.seq, prev: frame.prev, hash, v: frame.v, event: event as unknown as E };
};
