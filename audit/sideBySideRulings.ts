import type { RulingRow } from './rulingRows.ts';
import { sharedString } from './sharedStrings.ts';

/** A ruling as logged and as the fork rules it (null: not there). */
export interface SideBySide {
  readonly order: number | null;
  readonly label: string;
  readonly logged: string | null;
  readonly whatIf: string | null;
  readonly changed: boolean;
}

/** A logged ruling's row while the fork may still make it (`whatIf` undefined: not yet). */
interface Slot {
  order: number | null;
  label: string;
  logged: string | null;
  whatIf: string | null | undefined;
  changed: boolean;
}

/** A fork ruling no logged one has matched yet, with its place among the fork's rulings. */
interface Unmatched {
  readonly row: RulingRow;
  readonly at: number;
}

/** An Order's logged rows, in log order, and the place among the fork's rulings of each one's match (-1: none yet). */
interface Group {
  readonly slots: Slot[];
  readonly forkAt: number[];
}

/** Where a logged row waiting for its match is. */
interface Waiting {
  readonly group: Group;
  readonly i: number;
}

/**
 * The rulings of a log and of its what-if fork, set side by side as the two runs make them: a row
 * of one run is matched to the row of the other with the same key (Order, label and how often that
 * label came before in the Order) as soon as both are made. Only the rows still waiting for their
 * other side are held apart from the result, so two runs fed in step hold little beyond it.
 * `finish` gives the rows Order by Order (the frame's first): the logged rulings in log order, then
 * those only the fork made, in its order.
 */
export class SideBySideRulings {
  /** The logged rows by Order (frame rows under 0): the result's rows. */
  readonly #byOrder = new Map<number, Group>();
  /** Logged rows the fork has not made (yet), by key (null: a row not kept, waiting only to be matched). */
  readonly #loggedWaiting = new Map<string, Waiting | null>();
  /** Fork rows the log has not made (yet), by key, in the fork's order. */
  readonly #forkWaiting = new Map<string, Unmatched>();
  readonly #keep: (order: number | null) => boolean;
  /** The rows' labels and texts, each held once: a long game repeats a few thousand of them. */
  readonly #share = sharedString();
  #forkRows = 0;

  /** `keep`: the Orders whose rows the result gives (default all); the others are compared and let go. */
  constructor(keep: (order: number | null) => boolean = () => true) {
    this.#keep = keep;
  }

  logged(row: RulingRow): void {
    const waiting = this.#forkWaiting.get(row.key);
    if (!this.#keep(row.order)) {
      if (waiting === undefined) this.#loggedWaiting.set(row.key, null);
      else this.#forkWaiting.delete(row.key);
      return;
    }
    const o = row.order ?? 0;
    let group = this.#byOrder.get(o);
    if (group === undefined) {
      group = { slots: [], forkAt: [] };
      this.#byOrder.set(o, group);
    }
    const i = group.slots.length;
    const share = this.#share;
    group.slots.push({
      order: row.order,
      label: share(row.label),
      logged: share(row.value),
      whatIf: undefined,
      changed: true,
    });
    group.forkAt.push(-1);
    if (waiting === undefined) this.#loggedWaiting.set(row.key, { group, i });
    else {
      this.#forkWaiting.delete(row.key);
      this.#match(group, i, waiting);
    }
  }

  fork(row: RulingRow): void {
    const fork: Unmatched = { row, at: this.#forkRows++ };
    const waiting = this.#loggedWaiting.get(row.key);
    if (waiting === undefined) this.#forkWaiting.set(row.key, fork);
    else {
      this.#loggedWaiting.delete(row.key);
      if (waiting !== null) this.#match(waiting.group, waiting.i, fork);
    }
  }

  /**
   * A logged row met after the fork ended: kept only if it can still be compared (`stopOrder`: the
   * Order the fork stopped in, null when it ran to the end), so a fork stopped early does not hold
   * the rest of the log's rulings only to leave them out.
   */
  loggedAfterFork(row: RulingRow, stopOrder: number | null): void {
    if (stopOrder !== null && (row.order === null ? !this.#forkWaiting.has(row.key) : row.order > stopOrder)) return;
    this.logged(row);
  }

  #match(group: Group, i: number, fork: Unmatched): void {
    const slot = group.slots[i] as Slot;
    const value = fork.row.value;
    // The same text on both sides is held once.
    slot.whatIf = value === slot.logged ? slot.logged : this.#share(value);
    slot.changed = value !== slot.logged;
    group.forkAt[i] = fork.at;
  }

  /**
   * The rows side by side. `stopOrder`: the Order the fork stopped in (null: it ran to the end);
   * logged rulings of later Orders, and logged frame rulings the fork never made, are then not
   * compared. Call once, when both runs are done.
   */
  finish(stopOrder: number | null): SideBySide[] {
    const reached = (slot: Slot): boolean =>
      slot.order === null
        ? stopOrder === null || slot.whatIf !== undefined
        : stopOrder === null || slot.order <= stopOrder;
    const forkOnly: {
      readonly order: number | null;
      readonly label: string;
      readonly value: string;
      readonly at: number;
    }[] = [...this.#forkWaiting.values()].flatMap(({ row, at }) =>
      this.#keep(row.order) ? [{ order: row.order, label: row.label, value: row.value, at }] : [],
    );
    const kept = new Map<number, Slot[]>();
    for (const [o, { slots, forkAt }] of this.#byOrder) {
      const rows = stopOrder === null ? slots : slots.filter(reached);
      if (rows.length > 0) kept.set(o, rows);
      // A fork ruling matched to a logged one left out is the fork's alone (same key, same label).
      if (rows.length < slots.length)
        slots.forEach((s, i) => {
          const at = forkAt[i] ?? -1;
          if (at >= 0 && !reached(s)) forkOnly.push({ order: s.order, label: s.label, value: s.whatIf ?? '', at });
        });
    }
    forkOnly.sort((a, b) => a.at - b.at);
    for (const f of forkOnly) {
      const o = f.order ?? 0;
      const slot: Slot = {
        order: f.order,
        label: this.#share(f.label),
        logged: null,
        whatIf: this.#share(f.value),
        changed: true,
      };
      const rows = kept.get(o);
      if (rows === undefined) kept.set(o, [slot]);
      else rows.push(slot);
    }
    const out: SideBySide[] = [];
    for (const o of [...kept.keys()].sort((a, b) => a - b))
      for (const s of kept.get(o) ?? []) {
        if (s.whatIf === undefined) s.whatIf = null;
        out.push(s as SideBySide);
      }
    return out;
  }
}
