import type { EventOf } from '../rules/events/index.ts';
import type { OrderPools } from '../rules/orders/index.ts';
import type { GameState } from '../rules/state/index.ts';
import { trooperWith, withTrooper } from '../rules/table/index.ts';
import { gameWith } from './stateCopies.ts';

type Spent = EventOf<'CommandTokenSpent'>;

/** The pools with one Regular Order taken from each group named (a group named twice loses two). */
const withoutOrders = (pools: OrderPools, groups: readonly string[]): OrderPools => {
  const regular = { ...pools.regular };
  for (const g of groups) regular[g] = Math.max(0, (regular[g] ?? 0) - 1);
  return { ...pools, regular };
};

/** The pools with the Regular Orders the event gives each group (and the trooper's Irregular Orders left). */
const withCounts = (pools: OrderPools | null, e: Spent): OrderPools | null => {
  if (pools === null) return null;
  const regular = { ...pools.regular };
  for (const p of e.pools ?? []) regular[p.group] = p.regular;
  const irregular =
    e.irregularLeft === undefined || e.trooper === undefined
      ? pools.irregular
      : { ...pools.irregular, [e.trooper]: e.irregularLeft };
  return { ...pools, regular, irregular };
};

/**
 * A Command Token spent: the token, and what its use changed. The Strategic Use
 * (rules/orders/strategicTokens.ts): the Orders taken or the floor set. The Executive and
 * Operational Uses (rules/orders/executiveTokens.ts): the trooper's new Combat Group and the
 * Orders per group, an Irregular Order made Regular, a trooper that ignores Retreat!.
 */
export const evolveCommandToken = (s: GameState, e: Spent): GameState => {
  const tokens = { ...s.tokens, [e.player]: e.commandTokensLeft };
  switch (e.use) {
    case 'remove-orders':
    case 'limit-tokens':
      return gameWith(s, {
        tokens,
        pools: s.pools === null ? null : withoutOrders(s.pools, e.groups ?? []),
        strategic: { by: e.player, ...(e.floor === undefined ? {} : { floor: e.floor }) },
      });
    case 'change-group': {
      const { trooper, group } = e;
      const table =
        trooper === undefined || group === undefined
          ? s.table
          : withTrooper(s.table, trooper, (t) => trooperWith(t, { group }));
      return gameWith(s, { tokens, table, pools: withCounts(s.pools, e) });
    }
    case 'regular-order':
      return gameWith(s, { tokens, pools: withCounts(s.pools, e) });
    case 'reroll':
      return gameWith(s, { tokens });
    case 'ignore-retreat':
      return gameWith(s, {
        tokens,
        ...(e.trooper === undefined ? {} : { ignoringRetreat: [...(s.ignoringRetreat ?? []), e.trooper] }),
      });
  }
};
