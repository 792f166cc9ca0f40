import type { ArbiterEvent } from '../events/index.ts';
import { byOrderThenSeq, compareDerived, type RulingComparison, type RulingDifference } from './compareRulings.ts';
import { isDerived, orderOf } from './eventRoles.ts';
import type { AuditRecord } from './readLogLeniently.ts';

/** The comparison of a re-run with the log, fed as the re-run goes. */
export interface RulingsOrderByOrder {
  /** Every event the re-run appends, in order (its rulings are held until their Order is compared). */
  readonly take: (event: ArbiterEvent) => void;
  /** Before the re-run sends the command logged at `seq`: every Order whose logged rulings all come before it is compared and let go. */
  readonly before: (seq: number) => void;
  /**
   * The comparison, with the rulings logged from `stopSeq` on left out (a re-run refused there);
   * null when the re-run derived a ruling for an Order already compared (the caller then compares
   * the whole game at once).
   */
  readonly finish: (stopSeq: number | null) => RulingComparison | null;
}

/**
 * `compareRulings` Order by Order while the re-run goes, so that a long game's re-derived
 * rulings are never held all at once: rulings are matched within their Order (their key starts
 * with it), so comparing each Order apart and sorting the differences by Order and seq gives
 * what comparing the whole game gives. An Order is compared once the re-run is past the last
 * ruling the log holds for it; a ruling the re-run derives later for that Order makes `finish`
 * answer null, never a wrong comparison.
 */
export const rulingsOrderByOrder = (records: readonly AuditRecord[]): RulingsOrderByOrder => {
  const logged = new Map<number | null, AuditRecord[]>();
  const lastSeq = new Map<number, number>();
  for (const r of records) {
    if (!isDerived(r.event.type)) continue;
    const o = orderOf(r.event);
    const list = logged.get(o);
    if (list === undefined) logged.set(o, [r]);
    else list.push(r);
    if (o !== null) lastSeq.set(o, r.seq);
  }
  const queue = [...lastSeq].sort((a, b) => a[1] - b[1]);
  let next = 0;
  const engine = new Map<number | null, ArbiterEvent[]>();
  const compared = new Set<number>();
  let late = false;
  let count = 0;
  const differences: RulingDifference[] = [];
  const compare = (o: number | null, stopSeq: number | null): void => {
    const ours = logged.get(o) ?? [];
    // Both lists hold derived events only (`take` and the records above keep no other).
    const r = compareDerived(stopSeq === null ? ours : ours.filter((x) => x.seq < stopSeq), engine.get(o) ?? []);
    count += r.compared;
    for (const d of r.differences) differences.push(d);
    logged.delete(o);
    engine.delete(o);
  };
  return {
    take(e) {
      if (!isDerived(e.type)) return;
      const o = orderOf(e);
      if (o !== null && compared.has(o)) {
        late = true;
        return;
      }
      const list = engine.get(o);
      if (list === undefined) engine.set(o, [e]);
      else list.push(e);
    },
    before(seq) {
      for (; next < queue.length; next += 1) {
        const [o, last] = queue[next] as [number, number];
        if (last >= seq) break;
        compare(o, null);
        compared.add(o);
      }
    },
    finish(stopSeq) {
      if (late) return null;
      for (const o of new Set([...logged.keys(), ...engine.keys()])) compare(o, stopSeq);
      return { compared: count, differences: differences.sort(byOrderThenSeq) };
    },
  };
};
