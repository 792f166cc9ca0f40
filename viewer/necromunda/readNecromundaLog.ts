import * as E from 'fp-ts/lib/Either.js';
import { basename } from 'node:path';
import { formatLogError, scanRecords } from '../../kernel/log/index.ts';
import { necromundaCatalogue, type NecromundaEvent } from '../../events/necromunda/index.ts';
import { foldNecromunda } from '../../projections/necromunda/index.ts';

/** A Necromunda log read whole for viewing: its events in order, event `seq` n at index n - 1. */
export interface NecromundaViewedLog {
  readonly file: string;
  readonly events: readonly NecromundaEvent[];
  /** Set when the last line was torn: the records before it are shown. */
  readonly warning: string | null;
}

/**
 * Reads a Necromunda log through the checked reader (decoding, canonical form, hash chain), as
 * readViewedLog does an Infinity one; then folds it once with the one evolve, so that a log whose
 * events do not make a game (a hit event with no hit: a log written by hand) is refused here, with
 * the event and why, rather than at a frame. A log with no event has nothing to show.
 */
export const readNecromundaLog = async (path: string): Promise<E.Either<string, NecromundaViewedLog>> => {
  const events: NecromundaEvent[] = [];
  const scan = scanRecords(path, necromundaCatalogue);
  for (;;) {
    const step = await scan.next();
    if (step.done === true) {
      const end = step.value;
      if (E.isLeft(end)) return E.left(formatLogError(end.left.error));
      if (events.length === 0) return E.left('the log has no events');
      try {
        foldNecromunda(events);
      } catch (e) {
        return E.left(
          `the events do not make a Necromunda game (${e instanceof Error ? e.message : String(e)}): the log is not one as the engine records it`,
        );
      }
      const warning = end.right.tornTail === undefined ? null : formatLogError(end.right.tornTail);
      return E.right({ file: basename(path), events, warning });
    }
    for (const record of step.value) events.push(record.event);
  }
};
