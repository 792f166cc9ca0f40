import * as E from 'fp-ts/lib/Either.js';
import type { Projection, FoldComplete } from './log/foldLog.ts';
import type { Catalogue } from './log/logCatalogue.ts';
import type { LogError } from './log/logError.ts';
import type { TaggedEvent } from './log/logRecord.ts';
import { SealCounter } from './log/logSeal.ts';
import { scanRecords } from './log/scanRecords.ts';
import type { CachedSnapshot } from './snapshotCache.ts';

/**
 * How a ruleset writes its state into a snapshot cache and reads it back. `resumesBefore(e)` says
 * that folding `e` into `decode(encode(s))` gives exactly what folding it into `s` gives: snapshots
 * are taken only just before such events, and a fold resumed from one folds that event first.
 */
export interface SnapshotCodec<State, Event> {
  encode(state: State): unknown;
  decode(json: unknown): State;
  resumesBefore(event: Event): boolean;
}

export interface SnapshotFoldOptions<State, Event> {
  readonly codec: SnapshotCodec<State, Event>;
  /** Resume from this snapshot (its line must still hold the record it was taken after). */
  readonly from?: CachedSnapshot;
  /** Stop after this record (the rest is not read). */
  readonly toSeq?: number;
  /** Stop before the first record whose event this says yes to. */
  readonly until?: (event: Event) => boolean;
  /** Take a snapshot about every this many records (0: none). */
  readonly every: number;
  /** A number the caller tracks per event (say, its Order): each snapshot keeps its running maximum, -1 once it went down. */
  readonly info: (event: Event) => number | null;
}

/** Why a snapshot fold stopped: a bad line, or (`mismatch`) the log is not the one the snapshot was taken of (or ends before its record). */
export type SnapshotFoldFailure = { readonly error: LogError } | { readonly mismatch: true };

export type SnapshotFoldResult<State> = E.Either<
  SnapshotFoldFailure,
  FoldComplete<State> & { readonly snapshots: readonly CachedSnapshot[] }
>;

const nextInfo = (info: number, value: number | null): number =>
  value === null || info < 0 ? info : value < info ? -1 : value;

/**
 * {@link foldLog} that can start from a cached snapshot and takes snapshots as it goes. From a
 * snapshot, the scan starts at the line of the snapshot's record: that record is verified again
 * (canonical form, hash, and its `prev` the hash of the record before it as the snapshot says)
 * and must have the snapshot's hash, else the fold stops with `mismatch` and the caller
 * folds from the start. Every record after it is verified and chained as by any read. The records
 * before it are vouched for by its hash, which covers them through the chain.
 */
export const snapshotFold = async <State, Event extends TaggedEvent>(
  path: string,
  catalogue: Catalogue<Event>,
  projection: Projection<State, Event>,
  options: SnapshotFoldOptions<State, Event>,
): Promise<SnapshotFoldResult<State>> => {
  const { codec, from, every } = options;
  const toSeq = options.toSeq ?? Number.POSITIVE_INFINITY;
  let state = from === undefined ? projection.initial : codec.decode(from.state);
  const snapshots: CachedSnapshot[] = [];
  const counter = new SealCounter(catalogue.seal, from?.counts);
  // The record before the one at hand: its place, hash and event, and the counts before it.
  let prev: { seq: number; hash: string; prevHash: string; byte: number; lineNo: number; event: Event } | null = null;
  let info = from?.info ?? 0;
  let lastSnapshot = from?.seq ?? 0;
  const positions: number[] = [];
  const scan = scanRecords(path, catalogue, {
    ...(from === undefined
      ? {}
      : {
          start: { byte: from.byte, lineNo: from.lineNo, seq: from.seq - 1, hash: from.prev, counts: from.counts },
        }),
    onLine: (b, n) => positions.push(b, n),
  });
  let records = from === undefined ? 0 : from.seq - 1;
  let lastSeq = records;
  const stop = async (): Promise<SnapshotFoldResult<State>> => {
    await scan.return(E.right({ records, lastSeq, lastHash: '', validBytes: 0, counts: {} }));
    return E.right({ state, records, lastSeq, sealed: false, snapshots });
  };
  for (;;) {
    const step = await scan.next();
    if (step.done === true) {
      const end = step.value;
      if (E.isLeft(end)) return E.left({ error: end.left.error });
      if (from !== undefined && lastSeq < from.seq) return E.left({ mismatch: true });
      return E.right({
        state,
        records,
        lastSeq,
        sealed: end.right.seal !== undefined,
        snapshots,
        ...(end.right.tornTail === undefined ? {} : { tornTail: end.right.tornTail }),
      });
    }
    let k = 0;
    for (const record of step.value) {
      const byte = positions[k++] as number;
      const lineNo = positions[k++] as number;
      if (from !== undefined && record.seq === from.seq) {
        // The snapshot's own record: checked, not folded again.
        if (record.hash !== from.hash) {
          await scan.return(E.right({ records, lastSeq, lastHash: '', validBytes: 0, counts: {} }));
          return E.left({ mismatch: true });
        }
        prev = { seq: record.seq, hash: record.hash, prevHash: record.prev, byte, lineNo, event: record.event };
        records = lastSeq = record.seq;
        continue;
      }
      if (record.seq > toSeq || options.until?.(record.event) === true) return stop();
      if (prev !== null && every > 0 && prev.seq - lastSnapshot >= every && codec.resumesBefore(record.event)) {
        snapshots.push({
          seq: prev.seq,
          hash: prev.hash,
          prev: prev.prevHash,
          byte: prev.byte,
          lineNo: prev.lineNo,
          counts: counter.counts(),
          info,
          state: codec.encode(state),
        });
        lastSnapshot = prev.seq;
      }
      if (prev !== null) counter.add(prev.event);
      prev = { seq: record.seq, hash: record.hash, prevHash: record.prev, byte, lineNo, event: record.event };
      info = nextInfo(info, options.info(record.event));
      state = projection.evolve(state, record.event);
      records++;
      lastSeq = record.seq;
    }
    positions.length = 0;
  }
};
