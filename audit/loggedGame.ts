import * as E from 'fp-ts/lib/Either.js';
import { commandTraces, setupOf, type GameCommand, type GameInput } from '../machines/index.ts';
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

/**
 * Extracts the commands from a log (the inverse of what the machines append for them, read by
 * the one `commandTraces`): GameStarted gives the input, the declarations and the frame give the
 * commands, an Order ruled by the players gives back the command that agreed it. Rulings are not
 * inputs: they are left for the re-adjudication to derive again. The records are the ones in
 * force (a log's retracted steps taken out first: eventsInForce).
 */
export const loggedGame = (records: readonly AuditRecord[]): LoggedGameResult => {
  const first = records[0];
  if (first === undefined || first.event.type !== 'GameStarted')
    return E.left('the log has no GameStarted event: it does not start a game (is it a whole log?)');
  const again = records.findIndex((r, i) => i > 0 && r.event.type === 'GameStarted');
  if (again !== -1) return E.left(`seq ${records[again]?.seq ?? '?'}: a second GameStarted; a log holds one game`);
  const retracted = records.find((r) => r.event.type === 'StepRetracted');
  if (retracted !== undefined)
    return E.left(`seq ${retracted.seq}: a StepRetracted: take the log's retracted steps out first (eventsInForce)`);
  const events = records.map((r) => r.event);
  const steps = commandTraces(events).map(({ command, at }): LoggedStep => {
    const e = events[at];
    const order = e !== undefined && 'order' in e && typeof e.order === 'number' ? e.order : null;
    return { seq: records[at]?.seq ?? at + 1, order, command };
  });
  return E.right({ input: setupOf(first.event), steps });
};
