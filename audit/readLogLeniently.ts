import { sharedStrings } from './sharedStrings.ts';
import { statSync } from 'node:fs';
import * as E from 'fp-ts/lib/Either.js';
import { arbiterCatalogue } from '../events/arbiterCatalogue.ts';
import type { ArbiterEvent } from '../events/index.ts';
import {
  GENESIS_PREV,
  bodyText,
  canonicalJson,
  decodeRecordLine,
  formatLogError,
  isSeal,
  recordText,
  SealCounter,
  sealMismatch,
  sha256Hex,
  type LogError,
  type LogSealed,
} from '../kernel/log/index.ts';
import { readLogLines, type LogLine } from '../kernel/log/lineReader.ts';
import { couldBeTorn } from '../kernel/log/scanRecords.ts';

/** A record as the audit reads it: its position and its decoded (upcast) event. */
export interface AuditRecord {
  readonly seq: number;
  /** 1-based line in the file. */
  readonly line: number;
  readonly event: ArbiterEvent;
}

/** Something wrong with the log that the audit read past. */
export interface LogWarning {
  readonly line: number;
  readonly kind: 'edited' | 'chain-broken' | 'torn-tail' | 'after-seal' | 'bad-seal';
  readonly message: string;
}

/** A log read leniently: its records and what was read past. */
export interface LenientLog {
  readonly records: readonly AuditRecord[];
  readonly warnings: readonly LogWarning[];
  /** The seq of the seal when the log ends with one (a whole, finished log); null when it is open. */
  readonly sealedAt: number | null;
  /** The last record's hash as written: the log's fingerprint. */
  readonly fingerprint: string;
}

/** Why a log cannot be read even leniently. */
export interface LenientReadFailure {
  readonly error: LogError;
  /** One line: what is wrong and what to do. */ readonly message: string;
}

export type LenientRead = E.Either<LenientReadFailure, LenientLog>;

export interface LenientOptions {
  /** Hears how far the read got, in bytes of the file (or lines of a list) out of `total`. */
  readonly onProgress?: (done: number, total: number) => void;
  /**
   * Whether equal short strings of the events are made one in memory (`sharedStrings`; default
   * true): worth it for a log held whole, not for a small game read and let go.
   */
  readonly shareStrings?: boolean;
}

const FIX = 'the audit needs every event: restore that line from a copy of the log, or re-record the game';

/** Errors a hand edit produces but that leave the event readable. */
const TAMPER: ReadonlySet<LogError['kind']> = new Set(['hash-mismatch', 'not-canonical']);

const isRecordLike = (u: unknown): u is { seq: number; prev: unknown; v: number; event: unknown } =>
  typeof u === 'object' &&
  u !== null &&
  typeof (u as { seq?: unknown }).seq === 'number' &&
  typeof (u as { v?: unknown }).v === 'number';

/**
 * Decodes a line whose hash no longer matches its content, as it stands: the event is written
 * again in canonical form and hashed afresh, then decoded (and upcast) like any other record.
 */
const decodeEdited = (
  text: string,
  lineNo: number,
): E.Either<LogError, { seq: number; event: ArbiterEvent | LogSealed }> => {
  const parsed: unknown = JSON.parse(text);
  if (!isRecordLike(parsed))
    return E.left({
      kind: 'bad-envelope',
      line: lineNo,
      field: 'record',
      expected: 'a record {seq, prev, hash, v, event}',
      found: 'something else',
    });
  const eventJson = canonicalJson(parsed.event);
  if (E.isLeft(eventJson))
    return E.left({
      kind: 'not-canonical',
      line: lineNo,
      column: 1,
      reason: `${eventJson.left.path}: ${eventJson.left.found}`,
    });
  const prev = typeof parsed.prev === 'string' && /^[0-9a-f]{64}$/.test(parsed.prev) ? parsed.prev : GENESIS_PREV;
  const hash = sha256Hex(bodyText(eventJson.right, prev, parsed.seq, parsed.v));
  const decoded = decodeRecordLine(
    recordText(eventJson.right, hash, prev, parsed.seq, parsed.v),
    lineNo,
    arbiterCatalogue,
  );
  return E.isLeft(decoded) ? decoded : E.right({ seq: decoded.right.seq, event: decoded.right.event });
};

async function* linesOf(source: string | readonly string[]): AsyncGenerator<readonly LogLine[]> {
  if (typeof source === 'string') {
    yield* readLogLines(source);
    return;
  }
  yield source.map((text, i) => ({ text, lineNo: i + 1, offset: i, bytes: 1, terminated: true }));
}

/**
 * Reads a log for an audit: every line must decode, but a broken hash chain does not stop the
 * read. A line edited by hand (its hash no longer matches) is decoded as it stands, and a broken
 * link (`prev`, `seq`) is read past; each is reported as a warning. A torn last line is dropped
 * with a warning. Anything that cannot be decoded stops the read with what to fix.
 */
export const readLogLeniently = async (
  source: string | readonly string[],
  options: LenientOptions = {},
): Promise<LenientRead> => {
  const records: AuditRecord[] = [];
  // Equal short strings of the events read are one string in memory (a long log repeats them).
  const share = options.shareStrings === false ? <T>(fresh: T): T => fresh : sharedStrings();
  const warnings: LogWarning[] = [];
  let total = typeof source === 'string' ? 0 : source.length;
  if (typeof source === 'string') {
    try {
      total = statSync(source).size;
    } catch (e) {
      const error: LogError = {
        kind: 'io',
        path: source,
        operation: 'read',
        message: e instanceof Error ? e.message : String(e),
      };
      return E.left({ error, message: `${formatLogError(error)}; check the path` });
    }
  }
  let lastSeq = 0;
  let lastHash = GENESIS_PREV;
  let sealedAt: number | null = null;
  const counter = new SealCounter(arbiterCatalogue.seal);
  try {
    for await (const batch of linesOf(source)) {
      for (const line of batch) {
        const fail = (error: LogError): LenientRead => E.left({ error, message: `${formatLogError(error)}; ${FIX}` });
        if (!line.terminated) {
          if (!couldBeTorn(line.text))
            return fail({
              kind: 'malformed-json',
              line: line.lineNo,
              column: 1,
              reason: 'the last line has no newline and is not the start of a record: this is not a log',
            });
          warnings.push({
            line: line.lineNo,
            kind: 'torn-tail',
            message: `line ${line.lineNo}: the last line has no newline (an append cut short); it is not part of the log and was not read`,
          });
          continue;
        }
        if (line.invalidUtf8 !== undefined)
          return fail({ kind: 'invalid-utf8', line: line.lineNo, column: line.invalidUtf8 });
        if (line.overlong === true)
          return fail({
            kind: 'malformed-json',
            line: line.lineNo,
            column: line.bytes,
            reason: 'line too long to be a record',
          });
        const strict = decodeRecordLine(line.text, line.lineNo, arbiterCatalogue, line);
        let seq: number;
        let event: ArbiterEvent | LogSealed;
        let hash: string;
        let prev: string;
        if (E.isRight(strict)) {
          ({ seq, event, hash, prev } = strict.right);
        } else if (TAMPER.has(strict.left.kind)) {
          const edited = decodeEdited(line.text, line.lineNo);
          if (E.isLeft(edited)) return fail(edited.left);
          ({ seq, event } = edited.right);
          const raw = JSON.parse(line.text) as { hash?: unknown; prev?: unknown };
          hash = typeof raw.hash === 'string' ? raw.hash : '';
          prev = typeof raw.prev === 'string' ? raw.prev : '';
          warnings.push({
            line: line.lineNo,
            kind: 'edited',
            message: `${formatLogError(strict.left)}; read as it stands`,
          });
        } else {
          return fail(strict.left);
        }
        if (seq !== lastSeq + 1) {
          warnings.push({
            line: line.lineNo,
            kind: 'chain-broken',
            message: `line ${line.lineNo}: expected seq ${lastSeq + 1}, found ${seq}; read on`,
          });
        } else if (prev !== lastHash) {
          warnings.push({
            line: line.lineNo,
            kind: 'chain-broken',
            message: `line ${line.lineNo}: seq ${seq} does not link to the record before it (prev is not that record's hash); read on`,
          });
        }
        if (sealedAt !== null) {
          warnings.push({
            line: line.lineNo,
            kind: 'after-seal',
            message: `line ${line.lineNo}: a record after the seal (seq ${sealedAt}); read on`,
          });
          sealedAt = null;
        }
        if (!isSeal(event)) {
          records.push({ seq, line: line.lineNo, event: share(event) });
          counter.add(event);
        } else {
          // A seal that does not match what came before it does not make the log whole.
          const mismatch = sealMismatch(event, records.length, counter.counts());
          if (mismatch === null) sealedAt = seq;
          else
            warnings.push({
              line: line.lineNo,
              kind: 'bad-seal',
              message: `line ${line.lineNo}: the seal does not match the log (${mismatch}); the log is read as not sealed`,
            });
        }
        lastSeq = seq;
        lastHash = hash;
      }
      const last = batch[batch.length - 1];
      if (last !== undefined)
        options.onProgress?.(typeof source === 'string' ? last.offset + last.bytes + 1 : last.lineNo, total);
    }
  } catch (e) {
    const error: LogError = {
      kind: 'io',
      path: typeof source === 'string' ? source : '(lines)',
      operation: 'read',
      message: e instanceof Error ? e.message : String(e),
    };
    return E.left({ error, message: `${formatLogError(error)}; check the file is readable` });
  }
  return E.right({ records, warnings, sealedAt, fingerprint: lastHash });
};
