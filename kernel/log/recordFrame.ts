import { isJsonObject } from './checkEvent.ts';
import type { TaggedEvent } from './logRecord.ts';

/**
 * A record line read the quick way: its fixed tail checked and read by hand, and only the event
 * parsed by `JSON.parse`. `end` is where the event's text ends (`,"hash":` starts), `afterHash`
 * where `,"prev":` starts.
 */
export interface RecordFrame {
  readonly seq: number;
  readonly prev: string;
  /** Where the stored hash's 64 digits start. */
  readonly hashAt: number;
  readonly v: number;
  readonly event: TaggedEvent & Readonly<Record<string, unknown>>;
  readonly end: number;
  readonly afterHash: number;
}

const EVENT_PREFIX = '{"event":';
const HASH_KEY = ',"hash":"';
const PREV_KEY = ',"prev":"';
const SEQ_KEY = ',"seq":';
const V_KEY = ',"v":';
/** Safe integers have at most 16 digits; 15 keeps every one exact. */
const MAX_DIGITS = 15;

/** Whether text[at, at + 64) is 64 lowercase hex digits followed by a quote. */
const hexAt = (text: string, at: number): boolean => {
  for (let i = at; i < at + 64; i++) {
    const c = text.charCodeAt(i);
    if (!((c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x66))) return false;
  }
  return text.charCodeAt(at + 64) === 0x22;
};

/** The value of the integer {@link integerStart} found last (the reader is synchronous). */
let integerValue = 0;

/** Start of the canonical integer (no sign, no leading zero) ending just before `to`, or -1; its value in {@link integerValue}. */
const integerStart = (text: string, to: number): number => {
  let i = to;
  let value = 0;
  let scale = 1;
  while (i > 0 && to - i < MAX_DIGITS + 1) {
    const c = text.charCodeAt(i - 1);
    if (c < 0x30 || c > 0x39) break;
    value += (c - 0x30) * scale;
    scale *= 10;
    i--;
  }
  const digits = to - i;
  if (digits === 0 || digits > MAX_DIGITS) return -1;
  integerValue = value;
  return digits > 1 && text.charCodeAt(i) === 0x30 ? -1 : i;
};

/**
 * Reads a line already in the exact form the log writes — `{"event":` E `,"hash":"H","prev":"P","seq":N,"v":V}`
 * with H and P lowercase hex, N ≥ 1 and V canonical integers and E a JSON object with a string
 * `type` — parsing only E. `undefined` for anything else: the caller then reads the line the slow
 * way, which explains what is wrong. It checks neither E's canonical form nor the hash. `lastHash`, the
 * hash of the record read before (almost always this one's `prev`), is shared rather than copied.
 */
export const readRecordFrame = (line: string, lastHash: string): RecordFrame | undefined => {
  const close = line.length - 1;
  if (line.charCodeAt(close) !== 0x7d || !line.startsWith(EVENT_PREFIX)) return undefined;
  const vStart = integerStart(line, close);
  if (vStart < 0 || !line.startsWith(V_KEY, vStart - V_KEY.length)) return undefined;
  const v = integerValue;
  const seqEnd = vStart - V_KEY.length;
  const seqStart = integerStart(line, seqEnd);
  if (seqStart < 0 || line.charCodeAt(seqStart) === 0x30 || !line.startsWith(SEQ_KEY, seqStart - SEQ_KEY.length))
    return undefined;
  const seq = integerValue;
  const afterHash = seqStart - SEQ_KEY.length - PREV_KEY.length - 65;
  const end = afterHash - HASH_KEY.length - 65;
  if (end <= EVENT_PREFIX.length) return undefined;
  const prevAt = afterHash + PREV_KEY.length;
  const hashAt = end + HASH_KEY.length;
  if (!line.startsWith(PREV_KEY, afterHash) || !line.startsWith(HASH_KEY, end)) return undefined;
  if (line.charCodeAt(prevAt + 64) !== 0x22 || line.charCodeAt(hashAt + 64) !== 0x22) return undefined;
  // A slice would keep the whole line alive as long as the record: share the last hash, or copy.
  // (`slice` and `===` compare 64 characters faster than `startsWith` at an offset.)
  const shared = lastHash.length === 64 && line.slice(prevAt, prevAt + 64) === lastHash;
  if (!shared && !hexAt(line, prevAt)) return undefined;
  let event: unknown;
  try {
    event = JSON.parse(line.slice(EVENT_PREFIX.length, end));
  } catch {
    return undefined;
  }
  if (!isJsonObject(event) || typeof event['type'] !== 'string') return undefined;
  const prev = shared ? lastHash : (JSON.parse(line.slice(prevAt - 1, prevAt + 65)) as string);
  return {
    seq,
    prev,
    hashAt,
    v,
    event: event as RecordFrame['event'],
    end,
    afterHash,
  };
};
