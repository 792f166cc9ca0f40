import * as E from 'fp-ts/lib/Either.js';
import { DEFAULT_EDITION } from '../rules/edition.ts';
import { createGameSession, type GameCommand, type GameSession, type SessionOptions } from '../machines/index.ts';
import type { ArbiterEvent } from '../events/index.ts';
import { arbiterCatalogue } from '../events/arbiterCatalogue.ts';
import { SealCounter } from '../kernel/log/index.ts';
import { toGameInput } from './toGameInput.ts';
import { unknownReference } from './checkReferences.ts';
import { oversizedEvent } from './oversizedEvent.ts';
import { formatPath, type PathSegment, type SourceMap } from './parseRecordedGame.ts';
import { EngineOrderC, type RecordedGame } from './recordedGameCodec.ts';
import type { ScriptError } from './scriptError.ts';
import { ScriptStop } from './scriptStop.ts';
import { recordEngineOrder } from './recordEngineOrder.ts';
import { recordPlayersOrder } from './recordPlayersOrder.ts';
import type { RuleId } from './ruleReference.ts';

/**
 * What a recording that stopped still holds (for `record --partial`): the events of the whole
 * Orders before the one that failed, never cut inside an Order. A refusal at a Turn's start or
 * end cuts before that command.
 */
export interface PartialRecording {
  /** GameStarted first, then every event up to the start of the failing Order (or Turn command); empty when the armies failed. */
  readonly events: readonly ArbiterEvent[];
  /** The Orders they hold (ruled by the engine or by the players). */
  readonly orders: number;
  /**
   * Where the recording stopped: the Turn and Order indexes in the file (`order` null at a
   * Turn's start or end, both null before any Turn) and that Order's or Turn's path.
   */
  readonly stoppedAt: { readonly turn: number | null; readonly order: number | null; readonly path: string };
}

/** A recorded game: its events and the session that played them. */
export interface RecordedWhole {
  readonly events: readonly ArbiterEvent[];
  readonly session: GameSession;
}

/** A recording that stopped: where and why, the session's events, and what a partial recording keeps. */
export interface RecordFailure {
  readonly error: ScriptError;
  readonly events: readonly ArbiterEvent[];
  readonly partial: PartialRecording;
}

export type RecordResult = E.Either<RecordFailure, RecordedWhole>;

/** The Orders among the events, counted as the log's seal counts them. */
const ordersIn = (events: readonly ArbiterEvent[]): number => {
  const counter = new SealCounter(arbiterCatalogue.seal);
  for (const e of events) counter.add(e);
  return counter.counts()['orders'] ?? 0;
};

/** Where and why a game played by {@link playRecordedGame} stopped. */
export interface PlayStop {
  readonly error: ScriptError;
  /** The session, when the armies were taken (its events, when it keeps them, run past the cut). */
  readonly session: GameSession | null;
  readonly stoppedAt: PartialRecording['stoppedAt'];
}

/** How a game played by {@link playRecordedGame} ended: its session, or where and why it stopped. */
export type PlayedGame = E.Either<PlayStop, GameSession>;

export type RecordOptions = SessionOptions & {
  /** Told after each Turn is played: Turns done and in all (a progress bar). */
  readonly onTurn?: (done: number, total: number) => void;
};

/**
 * Plays a recorded game through the engine, Turn by Turn and Order by Order: an Order the engine
 * rules (recordEngineOrder) or one the players ruled (recordPlayersOrder). Yields the game's
 * events as soon as they are whole: the starting ones, then each Order's and each Turn command's
 * once it is played, so a writer can append them as they come and nothing need hold the whole
 * game (with `retain: false` the session keeps no list of them either). The first thing the
 * engine refuses, or a die missing or in excess, stops the game with the field that is wrong and
 * the rule; what was yielded before is then exactly what a partial recording keeps.
 */
export function* playRecordedGame(
  file: string,
  game: RecordedGame,
  map: SourceMap,
  options: RecordOptions = {},
): Generator<readonly ArbiterEvent[], PlayedGame, undefined> {
  const edition = game.edition ?? DEFAULT_EDITION;
  const located = (path: readonly PathSegment[], message: string, rule: RuleId): ScriptError => ({
    file,
    ...map.locate(path),
    path: formatPath(path),
    message,
    rule,
    edition,
  });
  const nothing = (error: ScriptError): PlayedGame =>
    E.left({ error, session: null, stoppedAt: { turn: null, order: null, path: error.path } });
  const input = toGameInput(game);
  if (E.isLeft(input)) return nothing(located(input.left.path, input.left.message, input.left.rule));
  const unknown = unknownReference(game, input.right);
  if (unknown !== null) return nothing(located(unknown.path, unknown.message, 'recorded-game/unknown-id'));
  const session = createGameSession(input.right, options);
  const tooLong = oversizedEvent(session.events);
  if (tooLong !== null) return nothing(located(['armies'], tooLong, 'recorded-game/size'));
  yield [...session.events];
  // The events since the last cut: the Order (or Turn command) being played.
  let pending: ArbiterEvent[] = [];
  const send = (
    command: GameCommand,
    path: readonly PathSegment[],
    locate?: (field: readonly PathSegment[]) => readonly PathSegment[],
  ): void => {
    const r = session.send(command);
    if (E.isLeft(r)) {
      const field = r.left.field;
      const where = field === undefined || locate === undefined ? path : locate(field);
      throw new ScriptStop(where, r.left.reason, r.left.citation.id);
    }
    const long = oversizedEvent(r.right);
    if (long !== null) throw new ScriptStop(path, long, 'recorded-game/size');
    for (const e of r.right) pending.push(e);
  };
  let stoppedAt: PartialRecording['stoppedAt'] = { turn: null, order: null, path: '' };
  // A cut for a partial recording, before the Order (or Turn command) about to be played: what came before is whole.
  function* mark(
    turn: number,
    order: number | null,
    path: readonly PathSegment[],
  ): Generator<readonly ArbiterEvent[], void, undefined> {
    if (pending.length > 0) yield pending;
    pending = [];
    stoppedAt = { turn, order, path: formatPath(path) };
  }
  try {
    for (const [ti, turn] of game.turns.entries()) {
      yield* mark(ti, null, ['turns', ti]);
      send({ type: 'start-turn', player: turn.player }, ['turns', ti, 'player']);
      if (turn.strategicToken !== undefined)
        send({ type: 'strategic-token', ...turn.strategicToken }, ['turns', ti, 'strategicToken']);
      for (const [ki, token] of (turn.commandTokens ?? []).entries())
        send({ type: 'command-token', player: turn.player, ...token }, ['turns', ti, 'commandTokens', ki]);
      for (const [fi, fireteam] of (turn.fireteams ?? []).entries())
        send({ type: 'form-fireteam', fireteam }, ['turns', ti, 'fireteams', fi]);
      for (const [oi, order] of turn.orders.entries()) {
        const at: PathSegment[] = ['turns', ti, 'orders', oi];
        yield* mark(ti, oi, at);
        // The codec decoded it as one or the other; which one is told by the engine Order's codec.
        if (EngineOrderC.is(order)) recordEngineOrder(session, send, order, at, pending);
        else recordPlayersOrder(send, order, at);
      }
      yield* mark(ti, null, ['turns', ti]);
      send(
        {
          type: 'end-turn',
          ...(turn.lieutenant === undefined ? {} : { lieutenant: turn.lieutenant }),
          ...(turn.regeneration === undefined ? {} : { regeneration: turn.regeneration }),
        },
        ['turns', ti, ...(turn.lieutenant === undefined ? [] : ['lieutenant'])],
      );
      if (turn.roundEnd !== undefined) {
        const end = turn.roundEnd;
        send(
          {
            type: 'score-round',
            dominate: end.dominate,
            ...(end.classified === undefined ? {} : { classified: end.classified }),
          },
          ['turns', ti, 'roundEnd'],
          (field) => ['turns', ti, 'roundEnd', ...field],
        );
      }
      if (turn.endGame === true) send({ type: 'end-game' }, ['turns', ti, 'endGame']);
      options.onTurn?.(ti + 1, game.turns.length);
    }
  } catch (e) {
    if (!(e instanceof ScriptStop)) throw e;
    return E.left({ error: located(e.path, e.message, e.rule), session, stoppedAt });
  }
  if (pending.length > 0) yield pending;
  return E.right(session);
}

/** Plays a recorded game whole ({@link playRecordedGame}), holding every event. */
export const recordGame = (
  file: string,
  game: RecordedGame,
  map: SourceMap,
  options: RecordOptions = {},
): RecordResult => {
  const played = playRecordedGame(file, game, map, { ...options, retain: true });
  const whole: ArbiterEvent[] = [];
  for (let step = played.next(); ; step = played.next()) {
    if (!step.done) {
      for (const e of step.value) whole.push(e);
      continue;
    }
    const end = step.value;
    if (E.isRight(end)) return E.right({ events: end.right.events, session: end.right });
    return E.left({
      error: end.left.error,
      events: end.left.session?.events ?? [],
      partial: { events: whole, orders: ordersIn(whole), stoppedAt: end.left.stoppedAt },
    });
  }
};
