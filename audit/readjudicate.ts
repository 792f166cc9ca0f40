import * as E from 'fp-ts/lib/Either.js';
import { formatRejection } from '../machines/index.ts';
import { canonicalJson } from '../kernel/log/index.ts';
import { compareRulings, type RulingComparison, type RulingDifference } from './compareRulings.ts';
import { rulingsOrderByOrder } from './rulingsOrderByOrder.ts';
import { jsonDiff, type FieldDifference } from './jsonDiff.ts';
import { isDerived, orderOf } from './eventRoles.ts';
import type { AuditRecord } from './readLogLeniently.ts';
import { streamedGame } from './loggedGame.ts';
import { rerunAsLogged, type Runtime } from './rerun.ts';

/** An Order the players ruled: listed apart, never re-adjudicated. */
export interface PlayersRuledOrder {
  readonly order: number;
  readonly player: string;
  readonly trooper: string;
  readonly declared: string;
}

/** The outcome of re-running a log's commands through a fresh engine and comparing rulings. */
export interface Readjudication {
  /** Logged derived events compared with the engine's. */
  readonly compared: number;
  /** Orders the engine ruled in the log, and how many of them were re-adjudicated (Orders ruled by the players are not among them). */
  readonly orders: number;
  readonly ordersChecked: number;
  /**
   * Orders the players ruled (OrderRuledByPlayers): carried through the re-run as agreed, never
   * re-adjudicated nor counted with the Orders above.
   */
  readonly ordersRuledByPlayers: number;
  readonly ruledByPlayers: readonly PlayersRuledOrder[];
  /**
   * Orders the players ruled whose logged outcome is not what its changes give on the table (a total
   * edited by hand): the engine still does not rule them, it only finds the record inconsistent.
   */
  readonly outcomeMismatches: readonly { readonly order: number; readonly fields: readonly FieldDifference[] }[];
  readonly differences: readonly RulingDifference[];
  /** Set when the engine refused a logged command: the rulings from there on could not be checked. */
  readonly refused: { readonly seq: number; readonly order: number | null; readonly message: string } | null;
  /** True when every checked ruling agrees, every players' outcome is consistent and nothing was refused. */
  readonly agrees: boolean;
}

/** The re-adjudication, or why the log's game cannot be re-run (one line). */
export type ReadjudicationResult = E.Either<string, Readjudication>;

/**
 * Re-adjudicates a log: takes the declarations, measurements and dice back out of it, re-runs
 * them through a fresh game and compares every derived event with the logged one, Order by
 * Order. Orders the players ruled are sent again as they agreed them (the engine checks that the
 * outcome still fits the table) and listed apart: they are never re-adjudicated nor counted so.
 * Pure apart from running the machines; the log is never written.
 */
export const readjudicate = (
  records: readonly AuditRecord[],
  onProgress?: (done: number, total: number) => void,
  runtime: Runtime = 'compiled',
): ReadjudicationResult => {
  // The commands are taken out of the log Turn by Turn as the re-run goes (never all held).
  const game = streamedGame(records);
  if (E.isLeft(game)) return game;
  // Rulings are compared Order by Order as the re-run goes (none is held longer than its Order);
  // of the re-run, only the outcomes the players agreed are kept.
  const byOrder = rulingsOrderByOrder(records);
  const rerun = rerunAsLogged(
    game.right,
    onProgress,
    runtime,
    (e) => {
      byOrder.take(e);
      return e.type === 'OrderRuledByPlayers';
    },
    (step) => byOrder.before(step.seq),
  );
  // A ruling the re-run derived for an Order already compared (a log the engine reads otherwise):
  // the whole game is re-run and compared at once.
  const rulings = (stopSeq: number | null): RulingComparison => {
    const streamed = byOrder.finish(stopSeq);
    if (streamed !== null) return streamed;
    const all = rerunAsLogged(game.right, undefined, runtime, (e) => isDerived(e.type));
    return compareRulings(stopSeq === null ? records : records.filter((r) => r.seq < stopSeq), all.events);
  };
  // One pass over the records: the Orders the players ruled (with their logged outcomes) and every
  // Order the log names; the engine's Orders are the others.
  const ruledByPlayers: PlayersRuledOrder[] = [];
  const loggedOutcomes: { readonly order: number; readonly outcome: unknown }[] = [];
  const named = new Set<number>();
  for (const { event: e } of records) {
    if (e.type === 'OrderRuledByPlayers') {
      ruledByPlayers.push({ order: e.order, player: e.player, trooper: e.trooper, declared: e.declared });
      loggedOutcomes.push({ order: e.order, outcome: e.outcome });
    }
    const o = orderOf(e);
    if (o !== null) named.add(o);
  }
  const byPlayers = new Set(ruledByPlayers.map((p) => p.order));
  const engineOrder = (e: AuditRecord['event']): number | null => {
    const o = orderOf(e);
    return o === null || byPlayers.has(o) ? null : o;
  };
  let orders = named.size;
  for (const o of byPlayers) if (named.has(o)) orders -= 1;
  // The outcome the re-run takes from the logged changes, against the logged one (totals included).
  const rerunOutcome = new Map(
    rerun.events.flatMap((e) => (e.type === 'OrderRuledByPlayers' ? [[e.order, e.outcome] as const] : [])),
  );
  const outcomeMismatches = loggedOutcomes.flatMap(({ order, outcome }) => {
    const again = rerunOutcome.get(order);
    if (again === undefined) return [];
    const [logged, derived] = [canonicalJson(outcome), canonicalJson(again)];
    return E.isRight(logged) && E.isRight(derived) && logged.right === derived.right
      ? []
      : [{ order, fields: jsonDiff(outcome, again) }];
  });
  const apart = { ordersRuledByPlayers: ruledByPlayers.length, ruledByPlayers, outcomeMismatches };
  const stop = rerun.stopped;
  if (stop === null) {
    const { compared, differences } = rulings(null);
    return E.right({
      compared,
      orders,
      ordersChecked: orders,
      ...apart,
      differences,
      refused: null,
      agrees: differences.length === 0 && outcomeMismatches.length === 0,
    });
  }
  if (stop.kind !== 'refused') return E.left('a re-run as logged never hands out dice itself');
  const stopSeq = stop.step.seq;
  const stopOrder = stop.step.order;
  // What the log holds from the refused command on cannot be checked; everything before it can,
  // including the rulings the refused Order had already reached.
  const { compared, differences } = rulings(stopSeq);
  const checked = new Set(
    records.flatMap((r) => {
      const o = engineOrder(r.event);
      return o !== null && r.seq < stopSeq && (stopOrder === null || o < stopOrder) ? [o] : [];
    }),
  ).size;
  return E.right({
    compared,
    orders,
    ordersChecked: checked,
    ...apart,
    differences,
    agrees: false,
    refused: { seq: stopSeq, order: stopOrder, message: formatRejection(stop.rejection) },
  });
};
