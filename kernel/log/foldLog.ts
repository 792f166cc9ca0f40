import * as E from 'fp-ts/lib/Either.js';
import type { Catalogue } from './logCatalogue.ts';
import type { LogError, TornTail } from './logError.ts';
import type { TaggedEvent } from './logRecord.ts';
import { scanRecords, type LogSource } from './scanRecords.ts';

/** A pure fold over events: the shape of every projection. */
export interface Projection<S, E> {
  readonly initial: S;
  evolve(state: S, event: E): S;
}

/** A log folded to its end (or to `toSeq`). */
export interface FoldComplete<S> {
  readonly state: S;
  /** Records folded. */ readonly records: number;
  readonly lastSeq: number;
  readonly tornTail?: TornTail;
  /** True when the whole log was read and ends with its seal. */
  readonly sealed: boolean;
}

/** A fold stopped at a bad line: why, and the state after the records before it. */
export interface FoldFailure<S> {
  readonly error: LogError;
  /** The state after the records before the bad line. */ readonly state: S;
  readonly records: number;
}

export type FoldResult<S> = E.Either<FoldFailure<S>, FoldComplete<S>>;

/**
 * Replays a log into a projection without loading it: streams the records, verifying each line and
 * the chain as it goes (see {@link scanRecords}), upcasts and decodes the events and folds them.
 * `toSeq` stops after that record (the rest is not read). Never throws, except what `evolve` throws.
 */
export const foldLog = async <S, E extends TaggedEvent>(
  source: LogSource,
  catalogue: Catalogue<E>,
  projection: Projection<S, E>,
  options: { readonly toSeq?: number } = {},
): Promise<FoldResult<S>> => {
  const toSeq = options.toSeq ?? Number.POSITIVE_INFINITY;
  let state = projection.initial;
  let records = 0;
  let lastSeq = 0;
  const scan = scanRecords(source, catalogue);
  for (;;) {
    const step = await scan.next();
    if (step.done === true) {
      const end = step.value;
      if (E.isLeft(end)) return E.left({ error: end.left.error, state, records });
      return E.right({
        state,
        records,
        lastSeq,
        sealed: end.right.seal !== undefined,
        ...(end.right.tornTail === undefined ? {} : { tornTail: end.right.tornTail }),
      });
    }
    for (const record of step.value) {
      if (record.seq > toSeq) {
        await scan.return(E.right({ records, lastSeq, lastHash: record.prev, validBytes: 0, counts: {} }));
        return E.right({ state, records, lastSeq, sealed: false });
      }
      state = projection.evolve(state, record.event);
      records++;
      lastSeq = record.seq;
    }
  }
};
