import * as E from 'fp-ts/lib/Either.js';
import type { ArbiterEvent } from '../events/index.ts';
import { createGameSession, type GameCommand, type GameSession } from '../machines/index.ts';
import type { RollPurpose } from '../rules/orders/index.ts';
import type { TrooperSkill } from '../rules/profiles/index.ts';
import type { LoggedGame, LoggedStep, StreamedGame } from './loggedGame.ts';
import { plural } from './plural.ts';
import type { DiceNote, RerunResult, RerunStop, Runtime } from './rerun.ts';

interface PooledRoll {
  readonly trooper: string;
  readonly purpose: RollPurpose;
  readonly faces: readonly number[];
  readonly discard: readonly number[];
  /** A saving roll: the Optional skills its player declined (Dogged, NWI). */
  readonly decline?: readonly TrooperSkill[];
  used: boolean;
}

const isGutsChoice = (c: GameCommand): boolean =>
  c.type === 'fail-guts' || c.type === 'guts-move' || (c.type === 'measure' && c.fact.fact === 'guts-options');

const gutsTrooper = (c: GameCommand): string => {
  if (c.type === 'fail-guts' || c.type === 'guts-move') return c.trooper;
  return c.type === 'measure' && c.fact.fact === 'guts-options' ? c.fact.trooper : '';
};

const describeChoice = (c: GameCommand): string =>
  c.type === 'fail-guts'
    ? 'choice to fail the Guts Roll'
    : c.type === 'guts-move'
      ? `fallback after Guts (${c.option})`
      : 'Guts fallback options';

/**
 * Re-runs commands on a fork where declarations may have changed: dice are not replayed in
 * their logged place but handed out when the Order asks for them, from the dice the log holds
 * for that Order, trooper and purpose. A roll that now needs more dice than were logged stops
 * the fork and says so: dice are never invented. `onEvents`, when given, is handed the events as
 * the fork appends them (those the game starts with first), and the result lists none: a caller
 * that compares as it goes holds no copy of the fork's game. A streamed game's steps are read as
 * the fork goes, an Order at a time: each Order's steps must come together.
 */
export const rerunReusingDice = (
  game: LoggedGame | StreamedGame,
  runtime: Runtime = 'compiled',
  onEvents?: (events: readonly ArbiterEvent[]) => void,
): RerunResult => {
  // Told of the events as they come, the session need not hold them: the result then lists none.
  const session: GameSession = createGameSession(game.input, { runtime, retain: onEvents === undefined });
  onEvents?.(session.events);
  const send = (command: GameCommand): ReturnType<GameSession['send']> => {
    const r = session.send(command);
    if (onEvents !== undefined && E.isRight(r)) onEvents(r.right);
    return r;
  };
  const pool = new Map<number, PooledRoll[]>();
  const addRolls = (steps: Iterable<LoggedStep>): void => {
    for (const s of steps) {
      if (s.command.type !== 'roll' || s.order === null) continue;
      const list = pool.get(s.order) ?? [];
      list.push({
        trooper: s.command.trooper,
        purpose: s.command.purpose,
        faces: s.command.faces,
        discard: s.command.discard ?? [],
        ...(s.command.decline === undefined ? {} : { decline: s.command.decline }),
        used: false,
      });
      pool.set(s.order, list);
    }
  };
  // A whole game's dice are pooled at once; a streamed game's an Order at a time, as its steps are
  // read, and let go when it ends (its steps come together: see applyWhatIfStreamed).
  const streamed = 'lastSeq' in game;
  if (!streamed) addRolls(game.steps);
  const steps = streamed ? pooledByOrder(game.steps, addRolls) : game.steps;
  const notes: DiceNote[] = [];
  let current: number | null = null;
  const result = (stopped: RerunStop | null): RerunResult => ({
    events: onEvents === undefined ? [...session.events] : [],
    stopped,
    diceNotes: notes,
  });

  const satisfy = (order: number): RerunStop | null => {
    for (;;) {
      const due = session.due()[0];
      if (due === undefined) return null;
      const entry = (pool.get(order) ?? []).find(
        (p) => !p.used && p.trooper === due.trooper && p.purpose === due.purpose,
      );
      // A Guts Roll logged with no die is Courage's pass: sent again as it was.
      const courage = entry !== undefined && due.purpose === 'guts' && entry.faces.length === 0;
      if (entry === undefined || (entry.faces.length < due.count && !courage)) {
        return {
          kind: 'dice-missing',
          order,
          trooper: due.trooper,
          purpose: due.purpose,
          need: due.count,
          logged: entry?.faces.length ?? 0,
        };
      }
      entry.used = true;
      const faces = entry.faces.slice(0, due.count);
      if (entry.faces.length > due.count) {
        notes.push({
          order,
          trooper: due.trooper,
          purpose: due.purpose,
          text: `uses the first ${plural(due.count, 'die', 'dice')} of the ${entry.faces.length} logged (${entry.faces.join(' ')}): ${faces.join(' ')}`,
        });
      }
      // Special Dice: the logged discards when they still fit the roll, else its last dice (said in a note).
      const extra = due.extra?.count ?? 0;
      const logged = entry.discard.filter((i) => i < due.count);
      const discard =
        extra === 0
          ? []
          : logged.length === extra
            ? logged
            : Array.from({ length: extra }, (_, i) => due.count - extra + i);
      if (extra > 0 && discard !== logged)
        notes.push({
          order,
          trooper: due.trooper,
          purpose: due.purpose,
          text: `discards the last ${plural(extra, 'die', 'dice')} of the roll (Special Dice; none logged fit it)`,
        });
      const roll: GameCommand = {
        type: 'roll',
        trooper: due.trooper,
        purpose: due.purpose,
        faces,
        ...(extra === 0 ? {} : { discard }),
      };
      // A decline logged with the saving roll goes with it; if the fork leaves nothing to decline, the roll goes alone.
      const declined = entry.decline === undefined ? null : send({ ...roll, decline: entry.decline });
      if (declined !== null && E.isLeft(declined))
        notes.push({
          order,
          trooper: due.trooper,
          purpose: due.purpose,
          text: `the decline logged with this roll no longer stands (${declined.left.reason}): rolled without it`,
        });
      const r = declined !== null && E.isRight(declined) ? declined : send(roll);
      if (E.isLeft(r))
        return {
          kind: 'refused',
          step: { seq: 0, order, command: { type: 'roll', trooper: due.trooper, purpose: due.purpose, faces } },
          rejection: r.left,
        };
    }
  };
  const finish = (order: number | null): RerunStop | null => {
    if (order === null) return null;
    if (session.where().order !== null) {
      const stop = satisfy(order);
      if (stop !== null) return stop;
      const waiting = session.where().order;
      if (waiting === 'resolution') {
        // Nothing owed yet the Resolution does not go on: the plan was refused. A roll asks the
        // engine why (it checks the plan first, and appends nothing when refused).
        const probe = send({ type: 'roll', trooper: '', purpose: 'attack', faces: [] });
        if (E.isLeft(probe)) return { kind: 'unresolvable', order, rejection: probe.left };
      }
      if (waiting !== null) return { kind: 'order-open', order, step: waiting };
    }
    for (const p of pool.get(order) ?? []) {
      if (!p.used)
        notes.push({
          order,
          trooper: p.trooper,
          purpose: p.purpose,
          text: `logged dice no longer needed: ${p.faces.join(' ')}`,
        });
    }
    if (streamed) pool.delete(order);
    return null;
  };

  try {
    for (const step of steps) {
      if (step.command.type === 'roll') {
        const stop = step.order === null ? null : satisfy(step.order);
        if (stop !== null) return result(stop);
        continue;
      }
      if (step.order !== current) {
        const stop = finish(current);
        if (stop !== null) return result(stop);
        current = step.order;
      }
      const r = send(step.command);
      if (E.isLeft(r)) {
        // A choice made after a Guts Roll the fork no longer asks for is dropped, not fatal.
        if (step.order !== null && isGutsChoice(step.command)) {
          notes.push({
            order: step.order,
            trooper: gutsTrooper(step.command),
            purpose: 'guts',
            text: `the logged ${describeChoice(step.command)} no longer applies: ${r.left.reason}`,
          });
          continue;
        }
        return result({ kind: 'refused', step, rejection: r.left });
      }
    }
    return result(finish(current));
  } finally {
    session.stop();
  }
};

/** The steps, each run of steps of one Order (or of the frame) shown to `onRun` before any of it is given. */
function* pooledByOrder(
  steps: Iterable<LoggedStep>,
  onRun: (run: readonly LoggedStep[]) => void,
): Generator<LoggedStep> {
  let run: LoggedStep[] = [];
  for (const s of steps) {
    if (run.length > 0 && s.order !== run[0]?.order) {
      onRun(run);
      yield* run;
      run = [];
    }
    run.push(s);
  }
  onRun(run);
  yield* run;
}
