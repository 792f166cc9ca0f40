import * as E from 'fp-ts/lib/Either.js';
import type { ArbiterEvent } from '../events/index.ts';
import { foldTroopers, type TroopersState } from '../projections/index.ts';
import { formatRejection } from '../machines/index.ts';
import { applyWhatIf } from './applyWhatIf.ts';
import type { Namer } from './describeDeclaration.ts';
import { orderOf } from './eventRoles.ts';
import type { AuditRecord } from './readLogLeniently.ts';
import { loggedGame } from './loggedGame.ts';
import { rerunReusingDice, type DiceNote, type RerunStop, type Runtime } from './rerun.ts';
import { rulingRows } from './rulingRows.ts';
import { RULED_BY_PLAYERS } from './playersOutcomeText.ts';
import type { WhatIfChange } from './whatIfChange.ts';

/** A ruling as logged and as the fork rules it (null: not there). */
export interface SideBySide {
  readonly order: number | null;
  readonly label: string;
  readonly logged: string | null;
  readonly whatIf: string | null;
  readonly changed: boolean;
}

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

/**
 * A what-if: the log's commands with the changes applied, re-run on a fork that reuses the
 * logged dice where they still apply (same Order, trooper and purpose). The original log is
 * only read. Returns the rulings and end states that differ, side by side with the logged ones.
 */
export const whatIf = (
  records: readonly AuditRecord[],
  changes: readonly WhatIfChange[],
  name: Namer,
  runtime: Runtime = 'compiled',
): WhatIfOutcome => {
  const game = loggedGame(records);
  if (E.isLeft(game)) return game;
  const applied = applyWhatIf(game.right, changes, name);
  if (E.isLeft(applied)) return applied;
  const fork = rerunReusingDice(applied.right.game, runtime);
  const loggedEvents = records.map((r) => r.event);
  // A fold, not Math.max(...all): spreading a long game's events as arguments overflows the stack.
  const lastForkOrder = fork.events.reduce((m, e) => Math.max(m, orderOf(e) ?? 0), 0);
  const stopOrder =
    fork.stopped === null
      ? null
      : fork.stopped.kind === 'refused'
        ? (fork.stopped.step.order ?? lastForkOrder)
        : fork.stopped.order;
  const reached = (order: number | null): boolean => stopOrder === null || order === null || order <= stopOrder;
  const theirs = rulingRows(fork.events, name);
  const forkByKey = new Map(theirs.map((r) => [r.key, r]));
  // After a stop, frame rulings (Order pools) the fork never reached are not compared either.
  const ours = rulingRows(loggedEvents, name).filter(
    (r) => reached(r.order) && (r.order !== null || stopOrder === null || forkByKey.has(r.key)),
  );
  const loggedKeys = new Set(ours.map((r) => r.key));
  // Order by Order (rows between Orders as Order 0): the logged rulings, then those only the fork
  // made. Grouped once, not filtered per Order: a long game has tens of thousands of Orders.
  const byOrder = new Map<number, SideBySide[]>();
  const row = (side: SideBySide): void => {
    const o = side.order ?? 0;
    const rows = byOrder.get(o);
    if (rows === undefined) byOrder.set(o, [side]);
    else rows.push(side);
  };
  for (const r of ours) {
    const other = forkByKey.get(r.key);
    row({
      order: r.order,
      label: r.label,
      logged: r.value,
      whatIf: other?.value ?? null,
      changed: other?.value !== r.value,
    });
  }
  for (const r of theirs)
    if (!loggedKeys.has(r.key)) row({ order: r.order, label: r.label, logged: null, whatIf: r.value, changed: true });
  const rulings: SideBySide[] = [...byOrder.keys()].sort((a, b) => a - b).flatMap((o) => byOrder.get(o) ?? []);
  const before = foldTroopers(loggedEvents);
  const after = foldTroopers(fork.events);
  const states = Object.keys(before.troopers).map((id): SideBySide => {
    const l = stateOf(before, id);
    const w = stateOf(after, id);
    return { order: null, label: name(id), logged: l, whatIf: w, changed: l !== w };
  });
  // Orders ruled by the players go through the fork as they agreed them: the engine never rules them.
  const keptAsAgreed = fork.events.flatMap((e) =>
    e.type === 'OrderRuledByPlayers'
      ? [`Order ${e.order} (${name(e.trooper)}): ${RULED_BY_PLAYERS}; the fork keeps the outcome they agreed`]
      : [],
  );
  return E.right({
    changes: applied.right.notes,
    stop: fork.stopped,
    stopped: fork.stopped === null ? null : stopText(fork.stopped),
    diceNotes: fork.diceNotes,
    rulings,
    keptAsAgreed,
    states,
    events: fork.events,
  });
};
