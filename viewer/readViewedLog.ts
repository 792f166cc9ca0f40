import * as E from 'fp-ts/lib/Either.js';
import { basename } from 'node:path';
import { arbiterCatalogue } from '../events/arbiterCatalogue.ts';
import type { ArbiterEvent } from '../events/index.ts';
import { formatLogError } from '../kernel/log/logError.ts';
import { scanRecords } from '../kernel/log/scanRecords.ts';
import type { Catalogue, TaggedEvent } from '../kernel/log/index.ts';

/** A log read whole for viewing: its events in order, event `seq` n at index n - 1. */
export interface ReadEvents<E> {
  /** The file's base name (the page never learns where it lives). */
  readonly file: string;
  readonly events: readonly E[];
  /** Set when the last line was torn: the records before it are shown. */
  readonly warning: string | null;
}

/** An Infinity log read whole for viewing. */
export type ViewedLog = ReadEvents<ArbiterEvent>;

/**
 * A long log is shown while it is read: `onStage(log)` is told the events read so far once there
 * are at least `first`, then again each time they have grown `growth` times over (twice at least,
 * so that stages stay few). A stage is not the answer, though the last may hold every event when
 * the file ends just after it. A log of fewer than `first` events is told nothing.
 */
export interface ReadStages<E> {
  readonly first: number;
  readonly growth: number;
  readonly onStage: (soFar: ReadEvents<E>) => void;
}

/**
 * Reads a log of any ruleset through the same checked reader as replay and verify (decoding,
 * canonical form, hash chain). A log that is bad in the middle is refused with the first bad line;
 * a torn last line is a warning. A log with no event has nothing to show. `onEvents(read)` is told
 * the events read so far as the reading goes (a progress count); `stages`, the events read so far
 * of a long log, each stage checked like the rest (a later bad line still refuses the log).
 */
export const readLogEvents = async <E extends TaggedEvent>(
  path: string,
  catalogue: Catalogue<E>,
  onEvents?: (read: number) => void,
  stages?: ReadStages<E>,
): Promise<E.Either<string, ReadEvents<E>>> => {
  const events: E[] = [];
  const file = basename(path);
  let nextStage = stages?.first ?? Infinity;
  const scan = scanRecords(path, catalogue);
  for (;;) {
    const step = await scan.next();
    if (step.done === true) {
      const end = step.value;
      if (E.isLeft(end)) return E.left(formatLogError(end.left.error));
      if (events.length === 0) return E.left('the log has no events');
      const warning = end.right.tornTail === undefined ? null : formatLogError(end.right.tornTail);
      return E.right({ file, events, warning });
    }
    for (const record of step.value) events.push(record.event);
    onEvents?.(events.length);
    if (stages !== undefined && events.length >= nextStage) {
      // A copy: the events read later must not reach a stage already shown.
      stages.onStage({ file, events: events.slice(), warning: null });
      nextStage = events.length * Math.max(2, stages.growth);
    }
  }
};

/** An Infinity log read whole for viewing ({@link readLogEvents} with Infinity's catalogue). */
export const readViewedLog = (
  path: string,
  onEvents?: (read: number) => void,
  stages?: ReadStages<ArbiterEvent>,
): Promise<E.Either<string, ViewedLog>> => readLogEvents(path, arbiterCatalogue, onEvents, stages);
