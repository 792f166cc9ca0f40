import * as E from 'fp-ts/lib/Either.js';
import { commandTraces, setupOf, type GameCommand, type GameInput } from '../machines/index.ts';
import { decideGameStarted } from '../rules/decide/index.ts';
import type { AuditRecord } from './readLogLeniently.ts';

/** A command taken back out of the log, with the record it came from. */
export interface LoggedStep {
  readonly seq: number;
  /** The Order it belongs to; null for the frame (turns). */
  readonly order: number | null;
  readonly command: GameCommand;
}

/** What the players did, as the log recorded it: the game's input and every command, in order. */
export interface LoggedGame {
  readonly input: GameInput;
  readonly steps: readonly LoggedStep[];
}

/** The game a log holds, or why it holds none (one line). */
export type LoggedGameResult = E.Either<string, LoggedGame>;

/** A logged game whose commands are taken out of the log as they are asked for, Turn by Turn (never all held). */
export interface StreamedGame {
  readonly input: GameInput;
  /** Iterated again from the start each time it is iterated. */
  readonly steps: Iterable<LoggedStep>;
  /** The last record's seq: how far the steps go (for progress). */
  readonly lastSeq: number;
}

const gameProblem = (records: readonly AuditRecord[]): string | null => {
  const first = records[0];
  if (first === undefined || first.event.type !== 'GameStarted')
    return 'the log has no GameStarted event: it does not start a game (is it a whole log?)';
  const again = records.findIndex((r, i) => i > 0 && r.event.type === 'GameStarted');
  if (again !== -1) return `seq ${records[again]?.seq ?? '?'}: a second GameStarted; a log holds one game`;
  const retracted = records.find((r) => r.event.type === 'StepRetracted');
  if (retracted !== undefined)
    return `seq ${retracted.seq}: a StepRetracted: take the log's retracted steps out first (eventsInForce)`;
  const problem = setupProblem(setupOf(first.event));
  return problem === null ? null : `seq ${first.seq}: the GameStarted cannot start a game: ${problem}`;
};

/**
 * Why a game cannot start from this setup (a trooper's skill or weapon its edition does not
 * read, a starting state for no trooper), or null: asked before a re-run, which would otherwise
 * stop on it at its first step.
 */
export const setupProblem = (input: GameInput): string | null => {
  const started = decideGameStarted(input);
  return E.isLeft(started) ? started.left : null;
};

/** The steps of `records[from, to)` (GameStarted is `records[0]`), read by the one `commandTraces`. */
const stepsBetween = (records: readonly AuditRecord[], from: number, to: number): LoggedStep[] => {
  const part = records.slice(from, to);
  // commandTraces reads its first event as the game's start; the part's events follow it.
  const events = [(records[0] as AuditRecord).event, ...part.map((r) => r.event)];
  return commandTraces(events).map(({ command, at }): LoggedStep => {
    const r = part[at - 1];
    const e = r?.event;
    const order = e !== undefined && 'order' in e && typeof e.order === 'number' ? e.order : null;
    return { seq: r?.seq ?? from + at, order, command };
  });
};

/**
 * The steps of a log Turn by Turn: what commandTraces reads from one Turn does not depend on
 * another (a Lieutenant appointed, Regeneration rolls and an Order's choices are read back within
 * their Turn), so the log is cut before a TurnStarted, but only where nothing is pending: no
 * Order open (activated and not concluded), no Lieutenant appointed or roll read since the last
 * TurnEnded. The steps are those `loggedGame` lists, in its order.
 */
function* stepsByTurn(records: readonly AuditRecord[]): Generator<LoggedStep> {
  let from = 1;
  let openOrder = false;
  let pending = false;
  for (let i = 1; i < records.length; i += 1) {
    const e = (records[i] as AuditRecord).event;
    if (e.type === 'TurnStarted' && !openOrder && !pending && i > from) {
      yield* stepsBetween(records, from, i);
      from = i;
    }
    if (e.type === 'TrooperActivated') openOrder = true;
    else if (e.type === 'OrderConcluded') openOrder = false;
    else if (e.type === 'LieutenantAppointed' || e.type === 'NormalRollResolved') pending = true;
    else if (e.type === 'TurnEnded') pending = false;
  }
  if (records.length > from) yield* stepsBetween(records, from, records.length);
}

/**
 * {@link loggedGame} whose steps are taken out of the log Turn by Turn as the re-run asks for
 * them: a long game's commands are never all held at once.
 */
export const streamedGame = (records: readonly AuditRecord[]): E.Either<string, StreamedGame> => {
  const problem = gameProblem(records);
  const first = records[0];
  if (problem !== null || first === undefined || first.event.type !== 'GameStarted')
    return E.left(problem ?? 'the log has no GameStarted event');
  return E.right({
    input: setupOf(first.event),
    steps: { [Symbol.iterator]: () => stepsByTurn(records) },
    lastSeq: records[records.length - 1]?.seq ?? 0,
  });
};

/**
 * Extracts the commands from a log (the inverse of what the machines append for them, read by
 * the one `commandTraces`): GameStarted gives the input, the declarations and the frame give the
 * commands, an Order ruled by the players gives back the command that agreed it. Rulings are not
 * inputs: they are left for the re-adjudication to derive again. The records are the ones in
 * force (a log's retracted steps taken out first: eventsInForce).
 */
export const loggedGame = (records: readonly AuditRecord[]): LoggedGameResult => {
  const problem = gameProblem(records);
  const first = records[0];
  if (problem !== null || first === undefined || first.event.type !== 'GameStarted')
    return E.left(problem ?? 'the log has no GameStarted event');
  return E.right({ input: setupOf(first.event), steps: stepsBetween(records, 1, records.length) });
};
