import type { ArbiterEvent } from '../events/index.ts';
import type { GameCommand, GameSession } from '../machines/index.ts';
import type { PathSegment } from './parseRecordedGame.ts';
import type { EngineOrder } from './recordedGameCodec.ts';
import { ScriptStop } from './scriptStop.ts';
import { declineAtWoundCitation, survivalCitation } from '../rules/combat/index.ts';
import type { TrooperSkill } from '../rules/profiles/index.ts';
import { recordSteps } from './recordSteps.ts';
import { recordGuts } from './recordGuts.ts';
import { rollCitation, sequenceCitation, structureCitation } from './recorderCitations.ts';

type Send = (command: GameCommand, path: readonly PathSegment[]) => void;

/**
 * One Order the engine rules, as the file records it: activation, first skill, table facts, AROs,
 * second skill, new facts and AROs, then the dice each step asks for. Dice are strict: a roll the
 * Order needs and the file does not give, or dice the file gives that no roll needs, stop the
 * recording with the field that is wrong. Guts Rolls come last (recordGuts).
 */
export const recordEngineOrder = (
  session: GameSession,
  send: Send,
  order: EngineOrder,
  at: readonly PathSegment[],
  /** The events of this Order so far, as `send` appends them. */
  orderEvents: readonly ArbiterEvent[],
): void => {
  const edition = session.table().edition;
  const discardOf = (trooper: string): readonly number[] | undefined =>
    Object.prototype.hasOwnProperty.call(order.discard ?? {}, trooper) ? order.discard?.[trooper] : undefined;
  const declineOf = (trooper: string): readonly TrooperSkill[] | undefined =>
    Object.prototype.hasOwnProperty.call(order.decline ?? {}, trooper) ? order.decline?.[trooper] : undefined;
  const rollDue = (key: 'dice' | 'saves'): void => {
    const given = order[key] ?? {};
    const used = new Set<string>();
    // Saving rolls may come in batches (N5 Continuous Damage): a trooper's `saves` are read in turn.
    const taken = new Map<string, number>();
    for (;;) {
      const due = session
        .due()
        .filter((d) => d.purpose !== 'guts' && (key === 'saves') === (d.purpose === 'saving-roll'));
      const next = due[0];
      if (next === undefined) break;
      const all = Object.prototype.hasOwnProperty.call(given, next.trooper) ? given[next.trooper] : undefined;
      const from = taken.get(next.trooper) ?? 0;
      const again = used.has(next.trooper);
      if (all === undefined || (again && (key !== 'saves' || all.length <= from))) {
        throw new ScriptStop(
          [...at],
          again
            ? `${next.trooper} must roll ${next.count} more ${next.purpose} ${next.count === 1 ? 'die' : 'dice'} (Continuous Damage); add them to ${key}.${next.trooper}`
            : `${next.trooper} must roll ${next.count} ${next.purpose} ${next.count === 1 ? 'die' : 'dice'}; add ${key}.${next.trooper} with ${next.count} ${next.count === 1 ? 'face' : 'faces'}`,
          rollCitation(edition, next.purpose),
        );
      }
      // The first batch takes all the faces unless more are given than it needs (then the rest waits).
      const faces =
        key === 'saves' && all.length - from > next.count ? all.slice(from, from + next.count) : all.slice(from);
      used.add(next.trooper);
      taken.set(next.trooper, from + faces.length);
      // Special Dice: the file counts the discarded dice from 1, the command from 0.
      const discard = key === 'dice' ? discardOf(next.trooper) : undefined;
      // Dogged or NWI declined for this Order: given with the trooper's first saving roll.
      const decline = key === 'saves' && from === 0 ? declineOf(next.trooper) : undefined;
      if (next.extra !== undefined && discard === undefined)
        throw new ScriptStop(
          [...at, key, next.trooper],
          `${next.trooper} rolls ${next.count} dice of which ${next.extra.count} ${next.extra.count === 1 ? 'is' : 'are'} discarded (a Special Die): add discard.${next.trooper} with the ${next.extra.count === 1 ? 'place' : 'places'} (from 1) of the ${next.extra.count === 1 ? 'die' : 'dice'} discarded`,
          next.extra.citation,
        );
      send(
        {
          type: 'roll',
          trooper: next.trooper,
          purpose: next.purpose,
          faces,
          ...(discard === undefined ? {} : { discard: discard.map((d) => d - 1) }),
          ...(decline === undefined ? {} : { decline }),
        },
        [...at, discard === undefined ? (decline === undefined ? key : 'decline') : 'discard', next.trooper],
      );
    }
    for (const [trooper, n] of taken) {
      const all = given[trooper];
      if (all !== undefined && n < all.length)
        throw new ScriptStop(
          [...at, key, trooper],
          `${trooper} gave ${all.length} faces but only ${n} were due in this Order; remove the last ${all.length - n}`,
          sequenceCitation(edition),
        );
    }
    for (const trooper of Object.keys(given)) {
      // Still at Resolution with nothing due: the Order's rolls are blocked; say why.
      const faces = given[trooper];
      if (!used.has(trooper) && key === 'dice' && session.where().order === 'resolution' && faces !== undefined) {
        send({ type: 'roll', trooper, purpose: 'attack', faces }, [...at, key, trooper]);
      }
      if (!used.has(trooper))
        throw new ScriptStop(
          [...at, key, trooper],
          `${trooper} has no ${key === 'saves' ? 'saving roll' : 'roll'} due in this Order; remove these dice`,
          sequenceCitation(edition),
        );
    }
  };
  // The file's reader refuses both forms at once (recorded-game/one-form); a game built by a program is checked here.
  if (Object.prototype.hasOwnProperty.call(order, 'ruledByPlayers')) {
    throw new ScriptStop(
      [...at, 'ruledByPlayers'],
      'an Order is ruled either by the engine (first, second, …) or by the players (ruledByPlayers), not both: remove one',
      'recorded-game/one-form',
    );
  }
  for (const [ci, fireteam] of (order.cancelFireteams ?? []).entries())
    send({ type: 'cancel-fireteam', fireteam }, [...at, 'cancelFireteams', ci]);
  send(
    {
      type: 'activate',
      trooper: order.trooper,
      ...(order.order === undefined ? {} : { order: order.order }),
      ...(order.coordinated === undefined ? {} : { coordinated: order.coordinated }),
      ...(order.fireteam === undefined ? {} : { fireteam: order.fireteam }),
      ...(order.outOfCoherency === undefined ? {} : { outOfCoherency: order.outOfCoherency }),
    },
    [...at, order.coordinated === undefined ? 'trooper' : 'coordinated'],
  );
  send({ type: 'declare', trooper: order.trooper, declaration: order.first }, [...at, 'first']);
  if (order.steps !== undefined) recordSteps(session, send, order, order.steps, at);
  else {
    for (const [fi, fact] of (order.table ?? []).entries()) send({ type: 'measure', fact }, [...at, 'table', fi]);
    for (const [trooper, declaration] of Object.entries(order.aros ?? {}))
      send({ type: 'aro', trooper, declaration }, [...at, 'aros', trooper]);
    send({ type: 'end-aros' }, [...at, 'aros']);
    if (session.where().order === 'second-skill') {
      send({ type: 'declare', trooper: order.trooper, declaration: order.second ?? { skill: 'idle' } }, [
        ...at,
        order.second === undefined ? 'first' : 'second',
      ]);
      for (const [fi, fact] of (order.table2 ?? []).entries()) send({ type: 'measure', fact }, [...at, 'table2', fi]);
      for (const [trooper, declaration] of Object.entries(order.aros2 ?? {}))
        send({ type: 'aro', trooper, declaration }, [...at, 'aros2', trooper]);
      send({ type: 'end-aros' }, [...at, 'aros2']);
    } else if (order.second !== undefined) {
      throw new ScriptStop(
        [...at, 'second'],
        `${order.first.skill} fills the whole Order: there is no second skill`,
        structureCitation(edition),
      );
    }
  }
  rollDue('dice');
  for (const trooper of Object.keys(order.discard ?? {}))
    if (!Object.prototype.hasOwnProperty.call(order.dice ?? {}, trooper))
      throw new ScriptStop(
        [...at, 'discard', trooper],
        `${trooper} rolled no dice in this Order: there is nothing to discard`,
        sequenceCitation(edition),
      );
  rollDue('saves');
  for (const trooper of Object.keys(order.decline ?? {}))
    if (!Object.prototype.hasOwnProperty.call(order.saves ?? {}, trooper))
      throw new ScriptStop(
        [...at, 'decline', trooper],
        `${trooper} makes no saving roll in this Order: it takes no Wound, so it has nothing to decline`,
        declineAtWoundCitation(edition) ?? survivalCitation(edition, 'dogged'),
      );
  recordGuts(session, send, order, at, orderEvents);
  if (session.where().order !== null)
    throw new ScriptStop(
      at,
      `the Order did not conclude (it waits in ${session.where().order ?? '?'})`,
      sequenceCitation(edition),
    );
};
