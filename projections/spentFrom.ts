import type { OrderKind, OrderPools } from '../rules/orders/index.ts';

/** The Order pools with one Order spent, as an OrderSpent event (or the players) said. */
export const spentFrom = (p: OrderPools | null, pool: OrderKind, group: string, trooper: string): OrderPools | null => {
  if (p === null) return null;
  // Any other Order ends the Impetuous Phase: the tokens left are lost (rules/orders/impetuous.ts).
  const q = pool === 'impetuous' || p.impetuous === undefined ? p : { ...p, impetuous: {}, impetuousOver: true };
  switch (pool) {
    case 'impetuous':
      return { ...q, impetuous: { ...q.impetuous, [trooper]: (q.impetuous?.[trooper] ?? 0) - 1 } };
    case 'regular':
      return { ...q, regular: { ...q.regular, [group]: (q.regular[group] ?? 0) - 1 } };
    case 'irregular':
      return { ...q, irregular: { ...q.irregular, [trooper]: (q.irregular[trooper] ?? 0) - 1 } };
    case 'tactical':
      return { ...q, tactical: { ...q.tactical, [trooper]: (q.tactical?.[trooper] ?? 0) - 1 } };
    case 'lieutenant':
      return q.lieutenant === null ? q : { ...q, lieutenant: { ...q.lieutenant, orders: q.lieutenant.orders - 1 } };
  }
};
