import type { GameCommand, GameSession } from '../machines/index.ts';
import type { ArbiterEvent, EventOf } from '../rules/events/index.ts';
import type { PathSegment } from './parseRecordedGame.ts';
import type { EngineOrder } from './recordedGameCodec.ts';
import { ScriptStop } from './scriptStop.ts';
import { gutsFallbackCitation, gutsRequirementCitation, gutsRollCitation } from './recorderCitations.ts';

const courageOf = (session: GameSession, trooper: string): boolean =>
  session.table().troopers[trooper]?.profile.skills.includes('courage') === true;

const has = <T>(record: Readonly<Record<string, T>>, key: string): boolean =>
  Object.prototype.hasOwnProperty.call(record, key);

/**
 * The trooper's latest Guts Roll ruling: read from the end of the Order's events, without copying
 * them (it was just appended).
 */
const lastGutsRuling = (events: readonly ArbiterEvent[], trooper: string): EventOf<'GutsRollResolved'> | undefined => {
  for (let i = events.length - 1; i >= 0; i -= 1) {
    const e = events[i];
    if (e?.type === 'GutsRollResolved' && e.trooper === trooper) return e;
  }
  return undefined;
};

/**
 * The Conclusion of an Order as the file records it: for each trooper that owes a Guts Roll, its
 * die (`roll`) or its owner's choice to fail (`fail: true`); after a failure, what the table
 * allowed (`options`) and the fallback taken (`move`). Strict like the dice: a Guts Roll owed and
 * missing, or one given that nobody owes, stops the recording at that field.
 */
export const recordGuts = (
  session: GameSession,
  send: (command: GameCommand, path: readonly PathSegment[]) => void,
  order: EngineOrder,
  at: readonly PathSegment[],
  /** The events of this Order so far (the session may keep no list of the game's). */
  orderEvents: readonly ArbiterEvent[],
): void => {
  const given = order.guts ?? {};
  const edition = session.table().edition;
  const used = new Set<string>();
  for (;;) {
    const next = session.due().find((d) => d.purpose === 'guts');
    if (next === undefined) break;
    const t = next.trooper;
    const g = has(given, t) ? given[t] : undefined;
    const here: PathSegment[] = [...at, 'guts', t];
    if (g === undefined || used.has(t))
      throw new ScriptStop(
        [...at],
        `${t} must make a Guts Roll; add guts.${t} with roll: <die> or fail: true`,
        gutsRequirementCitation(edition),
      );
    used.add(t);
    if ([g.roll, g.fail, g.courage].filter((x) => x !== undefined).length !== 1)
      throw new ScriptStop(
        here,
        `give either roll: <die> or fail: true${courageOf(session, t) ? ' (or, with Courage, courage: true)' : ''} for ${t}'s Guts Roll`,
        gutsRollCitation(edition),
      );
    if (g.roll !== undefined) send({ type: 'roll', trooper: t, purpose: 'guts', faces: [g.roll] }, [...here, 'roll']);
    else if (g.courage !== undefined)
      send({ type: 'roll', trooper: t, purpose: 'guts', faces: [] }, [...here, 'courage']);
    else send({ type: 'fail-guts', trooper: t }, [...here, 'fail']);
    const ruling = lastGutsRuling(orderEvents, t);
    const passed = ruling !== undefined && ruling.passed;
    if (passed) {
      if (g.options !== undefined || g.move !== undefined)
        throw new ScriptStop(
          [...here, g.move !== undefined ? 'move' : 'options'],
          `${t} passed its Guts Roll and stands its ground: remove options and move`,
          gutsFallbackCitation(edition),
        );
      continue;
    }
    if (g.options === undefined)
      throw new ScriptStop(
        here,
        `${t} failed its Guts Roll: add guts.${t}.options { leaveLof, reachCover } (what the table allows)`,
        gutsFallbackCitation(edition),
      );
    send(
      {
        type: 'measure',
        fact: { fact: 'guts-options', trooper: t, leaveLof: g.options.leaveLof, reachCover: g.options.reachCover },
      },
      [...here, 'options'],
    );
    if (g.move === undefined)
      throw new ScriptStop(
        here,
        `${t} failed its Guts Roll: add guts.${t}.move (leave-lof, reach-cover or go-prone)`,
        gutsFallbackCitation(edition),
      );
    send({ type: 'guts-move', trooper: t, option: g.move }, [...here, 'move']);
  }
  for (const t of Object.keys(given)) {
    if (used.has(t)) continue;
    const checked = orderEvents.find(
      (e) => e.type === 'GutsRequirementChecked' && e.trooper === t && 'required' in e && !e.required,
    );
    const why = checked !== undefined && checked.type === 'GutsRequirementChecked' ? `: ${checked.why}` : '';
    // The ruling that found no Guts Roll owed cites the rule of the game's edition that decided it.
    const rule =
      checked !== undefined && checked.type === 'GutsRequirementChecked'
        ? (checked.citations[0] ?? gutsRequirementCitation(edition))
        : gutsRequirementCitation(edition);
    throw new ScriptStop([...at, 'guts', t], `${t} owes no Guts Roll in this Order${why}; remove it`, rule);
  }
};
