import type { AuditTrail, AuditTurn } from './auditEntry.ts';
import { foldTrailByTurn } from './foldTrailByTurn.ts';
import type { AuditRecord } from './readLogLeniently.ts';

/** One Order's trail, and the first and last Orders of the game (null: it has none). */
export interface OrderTrail {
  readonly trail: AuditTrail;
  readonly orders: { readonly first: number; readonly last: number } | null;
}

/**
 * The trail `arbiter audit --order N` shows: the whole trail (`auditTrail(records)`) with only the
 * Turn of Order N, and in it only Order N. The other Turns are let go as they close
 * ({@link foldTrailByTurn}), so a long game's trail is never held whole for one Order.
 */
export const orderTrail = (records: Iterable<AuditRecord>, order: number): OrderTrail => {
  const seen: { kept: AuditTurn | null; first: number | null; last: number | null } = {
    kept: null,
    first: null,
    last: null,
  };
  const trail = foldTrailByTurn(records, (t) => {
    for (const o of t.orders) {
      seen.first ??= o.order;
      seen.last = o.order;
      if (o.order === order) seen.kept = { ...t, orders: t.orders.filter((x) => x.order === order) };
    }
  });
  const { kept, first, last } = seen;
  return {
    trail: { ...trail, turns: kept === null ? [] : [kept] },
    orders: first === null || last === null ? null : { first, last },
  };
};
