import * as E from 'fp-ts/lib/Either.js';
import { arbiterCatalogue } from '../events/arbiterCatalogue.ts';
import type { ArbiterEvent } from '../events/index.ts';
import { SealCounter, streamLogFile, type LogEnding } from '../kernel/log/index.ts';
import {
  playRecordedGame,
  type PlayedGame,
  type RecordedGame,
  type RecordOptions,
  type SourceMap,
} from '../recording/index.ts';
import { explainLogError, newFileMode, type LogRefusal, type LogWritten } from './logOutput.ts';

export interface StreamedRecording {
  /** How the game played; null when writing failed before it was played to its end or stop. */
  readonly played: PlayedGame | null;
  /** The log written (null: nothing was, the recording stopped and no Orders are kept), or why it could not be. */
  readonly written: E.Either<LogRefusal, LogWritten | null>;
}

/**
 * Records a game into a new log as it is played: each Order's events are chained and written
 * through the event store as soon as the Order is whole, and nothing holds the game's events
 * (the session keeps only its state). A whole game is sealed unless `seal` is false; a game that
 * stopped keeps, with `partial`, the whole Orders before the stop (an open log) when there are
 * any, and otherwise publishes nothing. The store's guarantees hold throughout: lock, temporary
 * file, checked writes, fsync, no overwrite without `force`, every file as it was on failure.
 */
export const streamRecording = async (
  out: string,
  file: string,
  game: RecordedGame,
  map: SourceMap,
  options: {
    readonly force: boolean;
    readonly seal: boolean;
    readonly partial: boolean;
    /** What runs the statecharts (the session's default, xstate's interpreter, when not given). */
    readonly runtime?: RecordOptions['runtime'];
    readonly onTurn?: (done: number, total: number) => void;
    /** Told each batch of events as it is written (say, to narrate it). */
    readonly onEvents?: (events: readonly ArbiterEvent[]) => void;
  },
): Promise<StreamedRecording> => {
  const play = playRecordedGame(file, game, map, {
    retain: false,
    ...(options.runtime === undefined ? {} : { runtime: options.runtime }),
    ...(options.onTurn === undefined ? {} : { onTurn: options.onTurn }),
  });
  let played: PlayedGame | null = null;
  const orders = new SealCounter(arbiterCatalogue.seal);
  const batches: Iterator<readonly ArbiterEvent[], LogEnding, undefined> = {
    next: () => {
      const step = play.next();
      if (step.done !== true) {
        for (const e of step.value) orders.add(e);
        options.onEvents?.(step.value);
        return step;
      }
      played = step.value;
      const kept = (orders.counts()['orders'] ?? 0) > 0;
      const ending: LogEnding = E.isRight(played)
        ? options.seal
          ? 'sealed'
          : 'open'
        : options.partial && kept
          ? 'open'
          : 'abandoned';
      return { done: true, value: ending };
    },
  };
  const created = await streamLogFile(out, arbiterCatalogue, batches, {
    now: Date.now,
    force: options.force,
    protect: [file],
    mode: newFileMode(),
  });
  if (E.isLeft(created)) return { played, written: E.left(explainLogError(created.left)) };
  const c = created.right;
  return {
    played,
    written: E.right(
      c === null
        ? null
        : {
            path: out,
            records: c.records,
            appended: c.records,
            fingerprint: c.fingerprint,
            sealed: c.sealed,
            counts: c.counts,
            warnings: [],
          },
    ),
  };
};
