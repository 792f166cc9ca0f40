import * as E from 'fp-ts/lib/Either.js';
import { decodeRecordLine } from './decodeRecordLine.ts';
import { quickRecord } from './quickRecord.ts';
import { readLogLines, type LogLine } from './lineReader.ts';
import type { Catalogue } from './logCatalogue.ts';
import type { LogError, TornTail } from './logError.ts';
import { GENESIS_PREV, type LogRecord, type TaggedEvent } from './logRecord.ts';
import { isSeal, SealCounter, sealMismatch, type LogSealed, type SealRecord } from './logSeal.ts';

/**
 * Where a scan of a file may begin instead of its first line: the line of record `seq + 1` starts
 * at `byte` (line `lineNo`), record `seq` had hash `hash`, and the event records before it gave the
 * seal counts `counts`. What comes before is taken as read: the caller vouches for it.
 */
export interface ScanStart {
  readonly byte: number;
  readonly lineNo: number;
  readonly seq: number;
  readonly hash: string;
  readonly counts: Readonly<Record<string, number>>;
}

/** A log to read: a file path, or its lines (without newlines). */
export type LogSource = string | Iterable<string> | AsyncIterable<string>;

/** A scan that stopped at a bad line: the first bad line and why, and the valid records before it. */
export interface ScanFailure {
  readonly error: LogError;
  readonly records: number;
}

/** A log scanned to its end. */
export interface ScanComplete {
  /** Valid event records read (the seal is not one of them). */
  readonly records: number;
  /** The seq of the last record, the seal's when the log is sealed. */
  readonly lastSeq: number;
  /** Hash of the last record (the seal's when sealed: the log's fingerprint); {@link GENESIS_PREV} for an empty log. */
  readonly lastHash: string;
  /** The seal, when the log ends with one: the log is whole. */
  readonly seal?: SealRecord;
  /** The ruleset's counts of the events read (as a seal carries them). */
  readonly counts: Readonly<Record<string, number>>;
  /** Bytes of valid content (where a torn tail starts; 0 for a source of lines). */
  readonly validBytes: number;
  readonly tornTail?: TornTail;
}

/** How a scan ended: the whole log checked, or the first bad line and why. */
export type ScanEnd = E.Either<ScanFailure, ScanComplete>;

const BATCH = 1024;

/** Every record line starts so: a last line cut short by a crash does too (or is a piece of it). */
const RECORD_START = '{"event":';

/** Whether an unterminated last line can be an append cut short, rather than something that is no log. */
export const couldBeTorn = (text: string): boolean => text.startsWith(RECORD_START) || RECORD_START.startsWith(text);

async function* linesOf(lines: Iterable<string> | AsyncIterable<string>): AsyncGenerator<readonly LogLine[]> {
  let batch: LogLine[] = [];
  let lineNo = 0;
  for await (const text of lines) {
    batch.push({ text, lineNo: ++lineNo, offset: 0, bytes: 0, terminated: true });
    if (batch.length >= BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

const lineError = (line: LogLine): LogError | undefined => {
  if (line.overlong === true) {
    return {
      kind: 'malformed-json',
      line: line.lineNo,
      column: line.bytes,
      reason: `line longer than ${line.bytes} bytes: not a record`,
    };
  }
  if (line.invalidUtf8 !== undefined) return { kind: 'invalid-utf8', line: line.lineNo, column: line.invalidUtf8 };
  return undefined;
};

/**
 * The line read the quick way ({@link quickRecord}) when it is readable, a valid record in the form
 * the log writes, and the next link of the chain; otherwise undefined, and {@link checkLine} reads
 * it and says what is wrong. (No Either wrapped and unwrapped for each good line.)
 */
const nextQuickly = <E extends TaggedEvent>(
  line: LogLine,
  catalogue: Catalogue<E>,
  lastSeq: number,
  lastHash: string,
): LogRecord<E | LogSealed> | undefined => {
  if (line.overlong === true || line.invalidUtf8 !== undefined) return undefined;
  const record = quickRecord(line.text, catalogue, lastHash, line);
  return record !== undefined && record.seq === lastSeq + 1 && record.prev === lastHash ? record : undefined;
};

/** One line: readable, a valid record, and the next link of the chain. */
const checkLine = <E extends TaggedEvent>(
  line: LogLine,
  catalogue: Catalogue<E>,
  lastSeq: number,
  lastHash: string,
): E.Either<LogError, LogRecord<E | LogSealed>> => {
  const bad = lineError(line);
  if (bad !== undefined) return E.left(bad);
  const decoded = decodeRecordLine(line.text, line.lineNo, catalogue, line);
  if (E.isLeft(decoded)) return decoded;
  const record = decoded.right;
  if (record.seq !== lastSeq + 1)
    return E.left({ kind: 'seq-gap', line: line.lineNo, expected: lastSeq + 1, found: record.seq });
  if (record.prev !== lastHash)
    return E.left({
      kind: 'prev-mismatch',
      line: line.lineNo,
      seq: record.seq,
      expected: lastHash,
      found: record.prev,
    });
  return decoded;
};

/**
 * The one reader under verify, fold, replay and the stores: streams a log, checking every line
 * (decoding, canonical form, hash) and the chain (seq continuity, prev links), and yields the
 * valid event records in batches. Its return value says how it ended. A last line without a newline
 * is a torn tail: reported, not read. A seal ends the log: it is checked against the records before
 * it and returned in the end, never yielded; anything after it is an error. Never throws, even for a
 * missing file (an 'io' error).
 */
export async function* scanRecords<E extends TaggedEvent>(
  source: LogSource,
  catalogue: Catalogue<E>,
  options: {
    readonly endByte?: number;
    readonly start?: ScanStart;
    /** Hears where each event record's line starts (byte, line number), before its batch is yielded. */
    readonly onLine?: (byte: number, lineNo: number) => void;
  } = {},
): AsyncGenerator<readonly LogRecord<E>[], ScanEnd, undefined> {
  const start = typeof source === 'string' ? options.start : undefined;
  const batches =
    typeof source === 'string'
      ? readLogLines(source, {
          ...(options.endByte === undefined ? {} : { end: options.endByte }),
          ...(start === undefined ? {} : { start: { byte: start.byte, lineNo: start.lineNo } }),
        })
      : linesOf(source);
  let lastSeq = start?.seq ?? 0;
  let lastHash = start?.hash ?? GENESIS_PREV;
  let records = start?.seq ?? 0;
  let validBytes = start?.byte ?? 0;
  let tornTail: TornTail | undefined;
  let seal: SealRecord | undefined;
  const counter = new SealCounter(catalogue.seal, start?.counts);
  try {
    for await (const lines of batches) {
      const out: LogRecord<E>[] = [];
      for (const line of lines) {
        if (seal !== undefined) {
          if (out.length > 0) yield out;
          return E.left({ error: { kind: 'after-seal', line: line.lineNo, sealSeq: seal.seq }, records });
        }
        if (!line.terminated && line.overlong !== true) {
          if (!couldBeTorn(line.text)) {
            if (out.length > 0) yield out;
            return E.left({
              error: {
                kind: 'malformed-json',
                line: line.lineNo,
                column: 1,
                reason:
                  'the last line has no newline and is not the start of a record (an append cut short always is): this is not a log',
              },
              records,
            });
          }
          tornTail = { kind: 'torn-tail', line: line.lineNo, offset: line.offset, bytes: line.bytes };
          break;
        }
        let record = nextQuickly(line, catalogue, lastSeq, lastHash);
        if (record === undefined) {
          const checked = checkLine(line, catalogue, lastSeq, lastHash);
          if (E.isLeft(checked)) {
            if (out.length > 0) yield out;
            return E.left({ error: checked.left, records });
          }
          record = checked.right;
        }
        if (isSeal(record.event)) {
          const mismatch = sealMismatch(record.event, records, counter.counts());
          if (mismatch !== null) {
            if (out.length > 0) yield out;
            return E.left({ error: { kind: 'bad-seal', line: line.lineNo, reason: mismatch }, records });
          }
          seal = record as SealRecord;
        } else {
          const event = record as LogRecord<E>;
          out.push(event);
          options.onLine?.(line.offset, line.lineNo);
          counter.add(event.event);
          records++;
        }
        lastSeq = record.seq;
        lastHash = record.hash;
        validBytes = line.offset + line.bytes + 1;
      }
      if (out.length > 0) yield out;
    }
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    return E.left({
      error: { kind: 'io', path: typeof source === 'string' ? source : '(lines)', operation: 'read', message },
      records,
    });
  }
  return E.right({
    records,
    lastSeq,
    lastHash,
    validBytes,
    counts: counter.counts(),
    ...(seal === undefined ? {} : { seal }),
    ...(tornTail === undefined ? {} : { tornTail }),
  });
}
