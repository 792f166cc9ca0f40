import * as E from 'fp-ts/lib/Either.js';
import type { Catalogue } from './log/logCatalogue.ts';
import type { LogError } from './log/logError.ts';
import type { TaggedEvent } from './log/logRecord.ts';
import type { Projection } from './log/foldLog.ts';
import { scanRecords, type LogSource } from './log/scanRecords.ts';

/** A fold stopped after record `seq`, whose hash was `hash`: replay can go on from it instead of from the start. */
export interface Snapshot<State> {
  readonly seq: number;
  readonly hash: string;
  readonly state: State;
}

/** A fold resumed to the log's end: the new snapshot, and how many records were folded after the old one. */
export interface Resumed<State> {
  readonly snapshot: Snapshot<State>;
  /** Records folded after the snapshot. */ readonly folded: number;
}

/** Why a fold could not resume: a bad line, or a log that is not the one the snapshot was taken of. */
export interface ResumeFailure {
  readonly error: LogError | { readonly kind: 'snapshot-mismatch'; readonly seq: number; readonly message: string };
}

export type ResumeResult<State> = E.Either<ResumeFailure, Resumed<State>>;

/**
 * Folds a log on from a snapshot: every record is still read and verified (the chain starts at
 * the first line), the record at the snapshot's seq must carry the snapshot's hash (else the log
 * is not the one the snapshot was taken of), and only the records after it are folded.
 */
export const resumeFold = async <State, Event extends TaggedEvent>(
  source: LogSource,
  catalogue: Catalogue<Event>,
  projection: Projection<State, Event>,
  from: Snapshot<State> | null,
): Promise<ResumeResult<State>> => {
  let state = from === null ? projection.initial : from.state;
  let seq = 0;
  let hash = '';
  let folded = 0;
  let matched = from === null || from.seq === 0;
  const scan = scanRecords(source, catalogue);
  for (;;) {
    const step = await scan.next();
    if (step.done === true) {
      if (E.isLeft(step.value)) return E.left({ error: step.value.left.error });
      if (!matched)
        return E.left({
          error: {
            kind: 'snapshot-mismatch',
            seq: from?.seq ?? 0,
            message: `the log ends at record ${seq}, before the snapshot's record ${from?.seq ?? 0}`,
          },
        });
      return E.right({ snapshot: { seq, hash, state }, folded });
    }
    for (const record of step.value) {
      seq = record.seq;
      hash = record.hash;
      if (from !== null && record.seq <= from.seq) {
        if (record.seq === from.seq) {
          if (record.hash !== from.hash)
            return E.left({
              error: {
                kind: 'snapshot-mismatch',
                seq: record.seq,
                message: `record ${record.seq} is not the one the snapshot was taken after (its hash differs)`,
              },
            });
          matched = true;
        }
        continue;
      }
      state = projection.evolve(state, record.event);
      folded += 1;
    }
  }
};
