import * as E from 'fp-ts/lib/Either.js';
import type { ArbiterEvent } from '../events/index.ts';
import {
  createGameSession,
  type GameCommand,
  type GameSession,
  type Rejection,
  type SessionOptions,
} from '../machines/index.ts';
import type { RollPurpose } from '../rules/orders/index.ts';
import type { TrooperSkill } from '../rules/profiles/index.ts';
import type { LoggedGame, LoggedStep, StreamedGame } from './loggedGame.ts';
import { plural } from './plural.ts';

/** Why a re-run stopped before the end of the log. */
export type RerunStop =
  | { readonly kind: 'refused'; readonly step: LoggedStep; readonly rejection: Rejection }
  | {
      readonly kind: 'dice-missing';
      readonly order: number;
      readonly trooper: string;
      readonly purpose: RollPurpose;
      /** Dice the Order now asks for, and how many the log has for that trooper and purpose. */
      readonly need: number;
      readonly logged: number;
    }
  /** The Order still waits for a choice the log does not hold (a fallback after a Guts Roll now failed). */
  | { readonly kind: 'order-open'; readonly order: number; readonly step: string }
  /** The declarations no longer make a resolution the engine can plan (an attack it would refuse). */
  | { readonly kind: 'unresolvable'; readonly order: number; readonly rejection: Rejection };

/** How logged dice were reused on a fork. */
export interface DiceNote {
  readonly order: number;
  readonly trooper: string;
  readonly purpose: RollPurpose;
  readonly text: string;
}

/** What re-runs the machines: the compiled runtime by default (fast), or xstate's interpreter (the reference). */
export type Runtime = NonNullable<SessionOptions['runtime']>;

export interface RerunResult {
  /** Every event the fresh engine appended, GameStarted first (none when a caller took them as they came). */
  readonly events: readonly ArbiterEvent[];
  readonly stopped: RerunStop | null;
  readonly diceNotes: readonly DiceNote[];
}

/**
 * Re-runs the logged commands through a fresh game, exactly as logged (dice included, in
 * their logged place). Stops at the first command the engine refuses. `keep` chooses the events
 * the result lists after the ones the game starts with (default: all); the others are never held.
 * It is shown the events the game starts with too (they are listed whatever it answers), so that
 * it sees every event in order. `before` is told of each step before it is sent.
 */
export const rerunAsLogged = (
  game: LoggedGame | StreamedGame,
  onProgress?: (done: number, total: number) => void,
  runtime: Runtime = 'compiled',
  keep?: (event: ArbiterEvent) => boolean,
  before?: (step: LoggedStep) => void,
): RerunResult => {
  const session = createGameSession(game.input, { runtime, retain: keep === undefined });
  const kept: ArbiterEvent[] = [...session.events];
  if (keep !== undefined) for (const e of kept) keep(e);
  const events = (): readonly ArbiterEvent[] => (keep === undefined ? [...session.events] : kept);
  try {
    // Progress: steps out of all of them, or, for steps taken out as they come, seqs out of the log's.
    const total = 'lastSeq' in game ? game.lastSeq : game.steps.length;
    let i = 0;
    for (const step of game.steps) {
      if (onProgress !== undefined && i % 256 === 0) onProgress('lastSeq' in game ? step.seq : i, total);
      i += 1;
      before?.(step);
      const r = session.send(step.command);
      if (E.isLeft(r))
        return {
          events: events(),
          stopped: { kind: 'refused', step, rejection: r.left },
          diceNotes: [],
        };
      if (keep !== undefined) for (const e of r.right) if (keep(e)) kept.push(e);
    }
    return { events: events(), stopped: null, diceNotes: [] };
  } finally {
    session.stop();
  }
};

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
 * that compares as it goes holds no copy of the fork's game.
 */
export const rerunReusingDice = (
  game: LoggedGame,
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
  for (const s of game.steps) {
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
    return null;
  };

  try {
    for (const step of game.steps) {
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
