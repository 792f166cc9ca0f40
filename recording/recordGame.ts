import { DEFAULT_EDITION } from '../rules/edition.ts';
import { createGameSession, type GameCommand, type GameSession, type SessionOptions } from '../machines/index.ts';
import type { ArbiterEvent } from '../events/index.ts';
import { gameInput } from './gameInput.ts';
import { unknownReference } from './checkReferences.ts';
import { oversizedEvent } from './oversizedEvent.ts';
import { formatPath, type PathSegment, type SourceMap } from './parseRecordedGame.ts';
import type { RecordedGame, ScriptOrder } from './recordedGameCodec.ts';
import type { ScriptError } from './scriptError.ts';
import { ScriptStop } from './scriptStop.ts';
import { recordGuts } from './recordGuts.ts';
import { rollCitation, sequenceCitation, structureCitation } from './recorderCitations.ts';
import type { RuleId } from './ruleReference.ts';

export type RecordResult =
  | { readonly ok: true; readonly events: readonly ArbiterEvent[]; readonly session: GameSession }
  | { readonly ok: false; readonly error: ScriptError; readonly events: readonly ArbiterEvent[] };


/**
 * Plays a recorded game through the engine, Order by Order: activation, first skill, table
 * facts, AROs, second skill, new facts and AROs, then the dice each step asks for. Dice are
 * strict: a roll the Order needs and the file does not give, or dice the file gives that no
 * roll needs, stop the recording with the line that is wrong. Guts Rolls come last (recordGuts).
 */
export const recordGame = (file: string, game: RecordedGame, map: SourceMap, options: SessionOptions = {}): RecordResult => {
  const edition = game.edition ?? DEFAULT_EDITION;
  const located = (path: readonly PathSegment[], message: string, rule: RuleId): ScriptError => ({ file, ...map.locate(path), path: formatPath(path), message, rule, edition });
  const input = gameInput(game);
  if (!input.ok) return { ok: false, error: located(input.path, input.message, input.rule), events: [] };
  const unknown = unknownReference(game, input.input);
  if (unknown !== null) return { ok: false, error: located(unknown.path, unknown.message, 'recorded-game/unknown-id'), events: [] };
  const session = createGameSession(input.input, options);
  const tooLong = oversizedEvent(session.events);
  if (tooLong !== null) return { ok: false, error: located(['armies'], tooLong, 'recorded-game/size'), events: [] };
  const send = (command: GameCommand, path: readonly PathSegment[]): void => {
    const r = session.send(command);
    if (!r.ok) throw new ScriptStop(path, `refused ${r.rejection.command.type} at ${r.rejection.step}: ${r.rejection.reason}`, r.rejection.citation.id);
    const long = oversizedEvent(r.events);
    if (long !== null) throw new ScriptStop(path, long, 'recorded-game/size');
  };
  const rollDue = (order: ScriptOrder, at: readonly PathSegment[], key: 'dice' | 'saves'): void => {
    const given = order[key] ?? {};
    const used = new Set<string>();
    for (;;) {
      const due = session.due().filter((d) => d.purpose !== 'guts' && (key === 'saves') === (d.purpose === 'saving-roll'));
      const next = due[0];
      if (next === undefined) break;
      const faces = Object.prototype.hasOwnProperty.call(given, next.trooper) ? given[next.trooper] : undefined;
      if (faces === undefined || used.has(next.trooper)) {
        throw new ScriptStop([...at], `${next.trooper} must roll ${next.count} ${next.purpose} ${next.count === 1 ? 'die' : 'dice'}; add ${key}.${next.trooper} with ${next.count} ${next.count === 1 ? 'face' : 'faces'}`, rollCitation(edition, next.purpose));
      }
      used.add(next.trooper);
      send({ type: 'roll', trooper: next.trooper, purpose: next.purpose, faces }, [...at, key, next.trooper]);
    }
    for (const trooper of Object.keys(given)) {
      // Still at Resolution with nothing due: the Order's rolls are blocked; say why.
      const faces = given[trooper];
      if (!used.has(trooper) && key === 'dice' && session.where().order === 'resolution' && faces !== undefined) {
        send({ type: 'roll', trooper, purpose: 'attack', faces }, [...at, key, trooper]);
      }
      if (!used.has(trooper)) throw new ScriptStop([...at, key, trooper], `${trooper} has no ${key === 'saves' ? 'saving roll' : 'roll'} due in this Order; remove these dice`, sequenceCitation(edition));
    }
  };
  try {
    for (const [ti, turn] of game.turns.entries()) {
      send({ type: 'start-turn', player: turn.player }, ['turns', ti, 'player']);
      for (const [oi, order] of turn.orders.entries()) {
        const at: PathSegment[] = ['turns', ti, 'orders', oi];
        send({
          type: 'activate', trooper: order.trooper,
          ...(order.order === undefined ? {} : { order: order.order }),
          ...(order.coordinated === undefined ? {} : { coordinated: order.coordinated }),
        }, [...at, order.coordinated === undefined ? 'trooper' : 'coordinated']);
        send({ type: 'declare', trooper: order.trooper, declaration: order.first }, [...at, 'first']);
        for (const [fi, fact] of (order.table ?? []).entries()) send({ type: 'measure', fact }, [...at, 'table', fi]);
        for (const [trooper, declaration] of Object.entries(order.aros ?? {})) send({ type: 'aro', trooper, declaration }, [...at, 'aros', trooper]);
        send({ type: 'end-aros' }, [...at, 'aros']);
        if (session.where().order === 'second-skill') {
          send({ type: 'declare', trooper: order.trooper, declaration: order.second ?? { skill: 'idle' } }, [...at, order.second === undefined ? 'first' : 'second']);
          for (const [fi, fact] of (order.table2 ?? []).entries()) send({ type: 'measure', fact }, [...at, 'table2', fi]);
          for (const [trooper, declaration] of Object.entries(order.aros2 ?? {})) send({ type: 'aro', trooper, declaration }, [...at, 'aros2', trooper]);
          send({ type: 'end-aros' }, [...at, 'aros2']);
        } else if (order.second !== undefined) {
          throw new ScriptStop([...at, 'second'], `${order.first.skill} fills the whole Order: there is no second skill`, structureCitation(edition));
        }
        rollDue(order, at, 'dice');
        rollDue(order, at, 'saves');
        recordGuts(session, send, order, at);
        if (session.where().order !== null) throw new ScriptStop(at, `the Order did not conclude (it waits in ${session.where().order ?? '?'})`, sequenceCitation(edition));
      }
      send({ type: 'end-turn', ...(turn.lieutenant === undefined ? {} : { lieutenant: turn.lieutenant }) }, ['turns', ti, ...(turn.lieutenant === undefined ? [] : ['lieutenant'])]);
    }
  } catch (e) {
    if (e instanceof ScriptStop) return { ok: false, error: located(e.path, e.message, e.rule), events: session.events };
    throw e;
  }
  return { ok: true, events: session.events, session };
};
