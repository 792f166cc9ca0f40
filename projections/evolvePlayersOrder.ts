import type { EventOf } from '../rules/events/index.ts';
import type { GameState } from '../rules/state/index.ts';
import { enterState, leaveState, withTrooper, type TableView } from '../rules/table/index.ts';
import { spentFrom } from './spentFrom.ts';

/**
 * An Order ruled by the players, applied as logged (every total is in the event): Orders spent
 * from the pools, Command Tokens, Wounds, states left then entered, uses, troopers out of play.
 */
export const evolvePlayersOrder = (s: GameState, e: EventOf<'OrderRuledByPlayers'>): GameState => {
  const o = e.outcome;
  let pools = s.pools;
  const ordersSpent = { ...s.ordersSpent };
  for (const spent of o.orders) {
    pools = spentFrom(pools, spent.pool, spent.group, spent.trooper);
    ordersSpent[spent.trooper] = (ordersSpent[spent.trooper] ?? 0) + 1;
  }
  let table: TableView = s.table;
  for (const w of o.wounds) table = withTrooper(table, w.trooper, (t) => ({ ...t, woundsReceived: w.total }));
  for (const l of o.left) for (const st of l.states) table = withTrooper(table, l.trooper, (t) => leaveState(t, st));
  for (const n of o.entered) for (const st of n.states) table = withTrooper(table, n.trooper, (t) => enterState(t, st));
  for (const u of o.uses)
    table = withTrooper(table, u.trooper, (t) => ({ ...t, spentUses: { ...t.spentUses, [u.key]: u.total } }));
  for (const id of o.outOfPlay) table = withTrooper(table, id, (t) => enterState(t, 'out-of-play'));
  const touched = [
    ...new Set([
      e.trooper,
      ...o.orders.map((x) => x.trooper),
      ...o.wounds.map((x) => x.trooper),
      ...o.left.map((x) => x.trooper),
      ...o.entered.map((x) => x.trooper),
      ...o.uses.map((x) => x.trooper),
      ...o.outOfPlay,
    ]),
  ];
  return {
    ...s,
    orders: e.order,
    lastOrderStep: null,
    pools,
    ordersSpent,
    table,
    tokens: { ...s.tokens, [e.player]: o.commandTokens.left },
    playersOrders: [
      ...s.playersOrders,
      { order: e.order, player: e.player, trooper: e.trooper, declared: e.declared, touched },
    ],
  };
};
