import * as E from 'fp-ts/lib/Either.js';
import type { ArbiterEvent } from '../events/index.ts';
import { evolve, foldTroopers, troopersOf, type TroopersState } from '../projections/index.ts';
import type { GameState } from '../rules/state/index.ts';
import { formatRejection } from '../machines/index.ts';
import { applyWhatIf, type ChangedGame } from './applyWhatIf.ts';
import type { Namer } from './describeDeclaration.ts';
import { orderOf } from './eventRoles.ts';
import type { AuditRecord } from './readLogLeniently.ts';
import { applyWhatIfStreamed, type ChangedStream } from './applyWhatIfStreamed.ts';
import { loggedGame, setupProblem, streamedGame } from './loggedGame.ts';
import type { DiceNote, RerunStop, Runtime } from './rerun.ts';
import { rerunReusingDice } from './rerunReusingDice.ts';
import { SideBySideRulings, type SideBySide } from './sideBySideRulings.ts';
import { rulingRower } from './rulingRows.ts';
import { RULED_BY_PLAYERS } from './playersOutcomeText.ts';
import type { WhatIfChange } from './whatIfChange.ts';

export type { SideBySide } from './sideBySideRulings.ts';

export interface WhatIfResult {
  /** The changes, in words. */
  readonly changes: readonly string[];
  /** Why the fork stopped early (a refused declaration, dice the log lacks), in words. */
  readonly stopped: string | null;
  readonly stop: RerunStop | null;
  readonly diceNotes: readonly DiceNote[];
  /** Every ruling of the Orders the fork ran, side by side. */
  readonly rulings: readonly SideBySide[];
  /** The Orders ruled by the players that the fork carried through, each kept as they agreed it (in words). */
  readonly keptAsAgreed: readonly string[];
  /** Each trooper at the end, as logged and on the fork. */
  readonly states: readonly SideBySide[];
  /** The fork's events, when asked for (`keepEvents`); none otherwise. */
  readonly events: readonly ArbiterEvent[];
}

/** The fork's result, or why it could not be run (one line). */
export type WhatIfOutcome = E.Either<string, WhatIfResult>;

const stopText = (s: RerunStop): string => {
  switch (s.kind) {
    case 'refused':
      return s.rejection.command.type === 'rule-by-players'
        ? `the fork stops at Order ${s.step.order ?? '?'}: the outcome the players agreed for it no longer fits the fork's table (it is kept as agreed, never re-ruled): ${formatRejection(s.rejection)}`
        : `the fork stops: ${formatRejection(s.rejection)}`;
    case 'dice-missing':
      return s.logged === 0
        ? `the fork stops at Order ${s.order}: ${s.trooper} now makes ${s.need} ${s.purpose} ${s.need === 1 ? 'roll' : 'rolls'} and the log has no ${s.purpose} dice of ${s.trooper} in that Order; give them with --what-if 'order:${s.order} dice ${s.trooper}:${s.purpose}=F,F,…' (Arbiter never invents dice)`
        : `the fork stops at Order ${s.order}: ${s.trooper} now rolls ${s.need} ${s.purpose} dice but the log has only ${s.logged}; give all ${s.need} with --what-if 'order:${s.order} dice ${s.trooper}:${s.purpose}=F,F,…' (Arbiter never invents dice)`;
    case 'unresolvable':
      return `the fork stops at Order ${s.order}: the engine cannot resolve it now: ${s.rejection.reason} [${s.rejection.citation.id}: ${s.rejection.citation.title}]`;
    case 'order-open':
      return `the fork stops at Order ${s.order}: the Order still waits in its ${s.step} step for a choice the log does not hold (after this change the Order asks for something the players never decided)`;
  }
};

const stateOf = (s: TroopersState, id: string): string => {
  const t = s.troopers[id];
  if (t === undefined) return '—';
  return `${t.woundsReceived} wound${t.woundsReceived === 1 ? '' : 's'}, ${t.states.length === 0 ? 'normal' : t.states.join(', ')}`;
};

/** What the fork keeps besides its comparison. */
export interface WhatIfOptions {
  /** Keep the fork's events in the result (`events`), for a caller that tells its Orders again; default false. */
  readonly keepEvents?: boolean;
  /** Only this Order's rulings side by side (`rulings`): the others are compared as the fork runs and let go. */
  readonly order?: number;
}

/**
 * A what-if: the log's commands with the changes applied, re-run on a fork that reuses the
 * logged dice where they still apply (same Order, trooper and purpose). The original log is
 * only read. Returns the rulings and end states that differ, side by side with the logged ones.
 * The fork's rulings are compared with the log's as it runs, Order by Order: neither side's
 * rulings, nor the fork's events (unless `keepEvents`), are ever all held.
 */
export const whatIf = (
  records: readonly AuditRecord[],
  changes: readonly WhatIfChange[],
  name: Namer,
  runtime: Runtime = 'compiled',
  options: WhatIfOptions = {},
): WhatIfOutcome => {
  // The log's commands are read Turn by Turn as the fork runs, unless its Orders' steps do not come together.
  const streamed = streamedGame(records);
  if (E.isLeft(streamed)) return streamed;
  const applied = applyWhatIfStreamed(streamed.right, changes, name) ?? wholeGameChanged(records, changes, name);
  if (E.isLeft(applied)) return applied;
  // Another edition may not read every skill or weapon of the lists: no fork can start then.
  const unset = setupProblem(applied.right.game.input);
  if (unset !== null) return E.left(`the game cannot start with ${applied.right.notes.join('; ')}: ${unset}`);
  const only = options.order;
  const comparison = new SideBySideRulings(only === undefined ? undefined : (o) => o === only);
  // Past where the fork went (it stopped), only what can still be compared is kept.
  let stopOrder: number | null = null;
  let forkDone = false;
  const loggedRows = rulingRower(name, (r) =>
    forkDone ? comparison.loggedAfterFork(r, stopOrder) : comparison.logged(r),
  );
  const forkRows = rulingRower(name, (r) => comparison.fork(r));
  // The log is read as far as the fork has gone: its rulings before the fork's current Order.
  let next = 0;
  const catchUp = (order: number): void => {
    for (; next < records.length; next++) {
      const e = (records[next] as AuditRecord).event;
      const o = orderOf(e);
      if (o !== null && o >= order) return;
      loggedRows(e);
    }
  };
  const end: { state: GameState | null; lastOrder: number } = { state: null, lastOrder: 0 };
  const kept: ArbiterEvent[] = [];
  // Orders ruled by the players go through the fork as they agreed them: the engine never rules them.
  const keptAsAgreed: string[] = [];
  const fork = rerunReusingDice(applied.right.game, runtime, (events) => {
    for (const e of events) {
      const o = orderOf(e);
      if (o !== null) {
        catchUp(o);
        if (o > end.lastOrder) end.lastOrder = o;
      }
      forkRows(e);
      end.state = evolve(end.state, e);
      if (e.type === 'OrderRuledByPlayers')
        keptAsAgreed.push(
          `Order ${e.order} (${name(e.trooper)}): ${RULED_BY_PLAYERS}; the fork keeps the outcome they agreed`,
        );
      if (options.keepEvents === true) kept.push(e);
    }
  });
  stopOrder =
    fork.stopped === null
      ? null
      : fork.stopped.kind === 'refused'
        ? (fork.stopped.step.order ?? end.lastOrder)
        : fork.stopped.order;
  forkDone = true;
  for (; next < records.length; next++) loggedRows((records[next] as AuditRecord).event);
  const rulings = comparison.finish(stopOrder);
  const before = foldTroopers(eventsOf(records));
  const after = troopersOf(end.state);
  const states = Object.keys(before.troopers).map((id): SideBySide => {
    const l = stateOf(before, id);
    const w = stateOf(after, id);
    return { order: null, label: name(id), logged: l, whatIf: w, changed: l !== w };
  });
  return E.right({
    changes: applied.right.notes,
    stop: fork.stopped,
    stopped: fork.stopped === null ? null : stopText(fork.stopped),
    diceNotes: fork.diceNotes,
    rulings,
    keptAsAgreed,
    states,
    events: kept,
  });
};

/** The changed game made from all the log's commands at once. */
const wholeGameChanged = (
  records: readonly AuditRecord[],
  changes: readonly WhatIfChange[],
  name: Namer,
): E.Either<string, ChangedGame | ChangedStream> => {
  const game = loggedGame(records);
  return E.isLeft(game) ? game : applyWhatIf(game.right, changes, name);
};

function* eventsOf(records: readonly AuditRecord[]): Generator<ArbiterEvent> {
  for (const r of records) yield r.event;
}
