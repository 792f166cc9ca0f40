import type { OrderKind, OrderPools } from '../rules/orders/index.ts';

/** The Order pools with one Order spent, as an OrderSpent event (or the players) said. */
export const spentFrom = (p: OrderPools | null, pool: OrderKind, group: string, trooper: string): OrderPools | null => {
  if (p === null) return null;
  switch (pool) {
    case 'regular':
      return { ...p, regular: { ...p.regular, [group]: (p.regular[group] ?? 0) - 1 } };
    case 'irregular':
      return { ...p, irregular: { ...p.irregular, [trooper]: (p.irregular[trooper] ?? 0) - 1 } };
    case 'tactical':
      return { ...p, tactical: { ...p.tactical, [trooper]: (p.tactical?.[trooper] ?? 0) - 1 } };
    case 'lieutenant':
      return p.lieutenant === null ? p : { ...p, lieutenant: { ...p.lieutenant, orders: p.lieutenant.orders - 1 } };
  }
};
