import * as E from 'fp-ts/lib/Either.js';
import { readLogEvents, type ReadEvents } from '../readViewedLog.ts';
import { necromundaCatalogue, type NecromundaEvent } from '../../events/necromunda/index.ts';
import { foldNecromunda } from '../../projections/necromunda/index.ts';

/** A Necromunda log read whole for viewing: its events in order, event `seq` n at index n - 1. */
export type NecromundaViewedLog = ReadEvents<NecromundaEvent>;

/**
 * Reads a Necromunda log through the checked reader (decoding, canonical form, hash chain), as
 * readViewedLog does an Infinity one; then folds it once with the one evolve, so that a log whose
 * events do not make a game (a hit event with no hit: a log written by hand) is refused here, with
 * the event and why, rather than at a frame. A log with no event has nothing to show.
 */
export const readNecromundaLog = async (path: string): Promise<E.Either<string, NecromundaViewedLog>> => {
  const read = await readLogEvents(path, necromundaCatalogue);
  if (E.isLeft(read)) return read;
  try {
    foldNecromunda(read.right.events);
  } catch (e) {
    return E.left(
      `the events do not make a Necromunda game (${e instanceof Error ? e.message : String(e)}): the log is not one as the engine records it`,
    );
  }
  return read;
};
