import { createHmac, timingSafeEqual } from 'node:crypto';
import { open } from 'node:fs/promises';
import * as E from 'fp-ts/lib/Either.js';
import { isHashHex } from './log/logRecord.ts';
import type { LogError } from './log/logError.ts';
import { writeFileAtomically } from './log/writeFileAtomically.ts';

/**
 * One snapshot of a fold, as a cache file beside a log keeps it: the state after record `seq`,
 * whose chain hash was `hash` (and its `prev`, the hash before it); that record's line starts at
 * `byte` (line `lineNo`); `counts` are the seal counts of the records before it; `info` is the
 * caller's own (say, the last Order).
 */
export interface CachedSnapshot {
  readonly seq: number;
  readonly hash: string;
  readonly prev: string;
  readonly byte: number;
  readonly lineNo: number;
  readonly counts: Readonly<Record<string, number>>;
  readonly info: number;
  /** The state as the ruleset encoded it (JSON). */
  readonly state: unknown;
}

/** Where each snapshot lies in the cache file: its seq, its `info`, and its line's place after the header. */
export type CacheIndex = readonly (readonly [seq: number, info: number, at: number, bytes: number])[];

/** The cache file of a log: the log's name with this after it. */
export const SNAPSHOT_CACHE_SUFFIX = '.snapshots';
const MAGIC = 'arbiter-snapshot-cache';
const FORMAT = 1;
/** The header line is read in one go: it lists the snapshots (about 20 bytes each). */
const MAX_HEADER_BYTES = 4 * 1024 * 1024;

const macOf = (key: Uint8Array, text: string): string =>
  createHmac('sha256', key).update(`${MAGIC}/${FORMAT}\n`).update(text).digest('hex');

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;

const isIndex = (u: unknown): u is CacheIndex =>
  Array.isArray(u) && u.every((row) => Array.isArray(row) && row.length === 4 && row.every(isCount));

/**
 * The text of a cache file: a header line listing the snapshots, then one line per snapshot,
 * `MAC JSON`, the MAC an HMAC-SHA256 of the JSON under `key` (a secret of this user's): a line
 * edited, cut short, or made with another key does not check, and is never used.
 */
export const snapshotCacheText = (key: Uint8Array, snapshots: readonly CachedSnapshot[]): string => {
  const lines = snapshots.map((s) => {
    const json = JSON.stringify({
      seq: s.seq,
      hash: s.hash,
      prev: s.prev,
      byte: s.byte,
      lineNo: s.lineNo,
      counts: s.counts,
      info: s.info,
      state: s.state,
    });
    return `${macOf(key, json)} ${json}\n`;
  });
  let at = 0;
  const index = snapshots.map((s, i) => {
    const bytes = Buffer.byteLength(lines[i] as string);
    const row = [s.seq, s.info, at, bytes - 1];
    at += bytes;
    return row;
  });
  return `${JSON.stringify({ [MAGIC]: FORMAT, index })}\n${lines.join('')}`;
};

/** Writes a log's cache through the store's safe write (temporary file, fsync, rename): never the log itself. */
export const writeSnapshotCache = (
  logPath: string,
  key: Uint8Array,
  snapshots: readonly CachedSnapshot[],
): Promise<E.Either<LogError, { readonly bytes: number }>> =>
  writeFileAtomically(logPath + SNAPSHOT_CACHE_SUFFIX, Buffer.from(snapshotCacheText(key, snapshots)), {
    force: true,
    protect: [logPath],
    mode: 0o600,
  });

/** An open cache: its index, and a reader of one snapshot that checks it. */
export interface SnapshotCache {
  readonly index: CacheIndex;
  /** The snapshot of index row `row`, if its line is there and checks; otherwise null. */
  read(row: CacheIndex[number]): Promise<CachedSnapshot | null>;
  close(): Promise<void>;
}

const parseSnapshot = (json: string): CachedSnapshot | null => {
  let u: unknown;
  try {
    u = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof u !== 'object' || u === null) return null;
  const s = u as Readonly<Record<string, unknown>>;
  const counts = s['counts'];
  if (!isCount(s['seq']) || typeof s['hash'] !== 'string' || !isHashHex(s['hash'])) return null;
  if (typeof s['prev'] !== 'string' || !isHashHex(s['prev'])) return null;
  if (!isCount(s['byte']) || !isCount(s['lineNo']) || !isCount(s['info']) || !('state' in s)) return null;
  if (typeof counts !== 'object' || counts === null || !Object.values(counts).every(isCount)) return null;
  return {
    seq: s['seq'],
    hash: s['hash'],
    prev: s['prev'],
    byte: s['byte'],
    lineNo: s['lineNo'],
    counts: counts as Readonly<Record<string, number>>,
    info: s['info'],
    state: s['state'],
  };
};

/**
 * Opens the cache beside `logPath`; null when there is none or its header is not one. Nothing in
 * it is trusted until read: each snapshot's line must carry the MAC of its JSON under `key`.
 * Never throws.
 */
export const openSnapshotCache = async (logPath: string, key: Uint8Array): Promise<SnapshotCache | null> => {
  let file;
  try {
    file = await open(logPath + SNAPSHOT_CACHE_SUFFIX, 'r');
  } catch {
    return null;
  }
  try {
    const head = Buffer.alloc(Math.min(MAX_HEADER_BYTES, (await file.stat()).size));
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    const nl = head.subarray(0, bytesRead).indexOf(10);
    const header: unknown = nl < 0 ? null : JSON.parse(head.toString('utf8', 0, nl));
    const h = (typeof header === 'object' && header !== null ? header : {}) as Readonly<Record<string, unknown>>;
    const index = h['index'];
    if (h[MAGIC] !== FORMAT || !isIndex(index)) throw new Error('not a snapshot cache');
    const base = nl + 1;
    const opened = file;
    return {
      index,
      read: async ([seq, info, at, bytes]) => {
        try {
          const buf = Buffer.alloc(bytes);
          const { bytesRead: n } = await opened.read(buf, 0, bytes, base + at);
          const line = buf.toString('utf8', 0, n);
          const space = line.indexOf(' ');
          if (n !== bytes || space !== 64) return null;
          const json = line.slice(65);
          const mac = Buffer.from(line.slice(0, 64), 'hex');
          const expected = Buffer.from(macOf(key, json), 'hex');
          if (mac.length !== expected.length || !timingSafeEqual(mac, expected)) return null;
          const snapshot = parseSnapshot(json);
          return snapshot !== null && snapshot.seq === seq && snapshot.info === info ? snapshot : null;
        } catch {
          return null;
        }
      },
      close: () => opened.close(),
    };
  } catch {
    await file.close();
    return null;
  }
};
