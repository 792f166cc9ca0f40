import type { AuditTrail, AuditTurn } from './auditEntry.ts';
import { auditTrailProjection, finishTrail } from './auditTrail.ts';
import type { AuditRecord } from './readLogLeniently.ts';
import type { TrailState } from './trailState.ts';

/** One Order's trail, and the first and last Orders of the game (null: it has none). */
export interface OrderTrail {
  readonly trail: AuditTrail;
  readonly orders: { readonly first: number; readonly last: number } | null;
}

/**
 * The trail `arbiter audit --order N` shows: the whole trail (`auditTrail(records)`, the same
 * fold) with only the Turn of Order N, and in it only Order N. The other Turns are let go as they
 * close, so a long game's trail is never held whole for one Order.
 */
export const orderTrail = (records: Iterable<AuditRecord>, order: number): OrderTrail => {
  let s: TrailState = auditTrailProjection.initial;
  const seen: { kept: AuditTurn | null; first: number | null; last: number | null } = {
    kept: null,
    first: null,
    last: null,
  };
  const take = (turns: readonly AuditTurn[]): void => {
    for (const t of turns)
      for (const o of t.orders) {
        seen.first ??= o.order;
        seen.last = o.order;
        if (o.order === order) seen.kept = { ...t, orders: t.orders.filter((x) => x.order === order) };
      }
  };
  for (const r of records) {
    s = auditTrailProjection.evolve(s, r);
    if (s.turns.length > 0) {
      take(s.turns);
      s = { ...s, turns: [] };
    }
  }
  const whole = finishTrail(s);
  take(whole.turns);
  const { kept, first, last } = seen;
  return {
    trail: { ...whole, turns: kept === null ? [] : [kept] },
    orders: first === null || last === null ? null : { first, last },
  };
};
