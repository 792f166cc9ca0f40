import type { ArbiterEvent } from '../events/index.ts';
import { orderOf } from '../events/index.ts';
import { snapshotIndex, SNAPSHOT_EVERY, type SnapshotIndex } from '../kernel/snapshotIndex.ts';
import { evolve, troopersOf } from '../projections/index.ts';
import type { GameState } from '../rules/state/index.ts';
import { BEFORE_ANY_EVENT, nextActiveStates } from './activeStates.ts';
import { rollCardsOf } from './rollCards.ts';
import { rulingOf } from './rulingView.ts';
import { cardsOf, weaponsById } from './trooperCards.ts';
import { playerNames } from './playerNames.ts';
import { trooperNames } from './trooperNames.ts';
import type { ActiveStates, Frame, WeaponCard } from './viewerApi.ts';
import type { ViewedLog } from './viewedLog.ts';

/** What a frame folds: the game (THE evolve) and where the machines were. */
interface Folded {
  readonly game: GameState | null;
  readonly active: ActiveStates;
}

const step = (s: Folded, e: ArbiterEvent): Folded => ({
  game: evolve(s.game, e),
  active: nextActiveStates(s.active, e),
});

/**
 * A viewed log made ready for random access: the fold checkpointed every `every` events
 * (kernel/snapshotIndex.ts), each Order's seqs, and the names and weapons of the army lists, all
 * computed once, so a frame folds at most `every - 1` events and reads only its Order's events.
 * `frame(seq)` gives exactly what `viewFrame(log, seq)` gives.
 */
export interface FrameIndex {
  readonly log: ViewedLog;
  frame(seq: number): Frame | null;
}

/** Builds the index in one pass over the log; `onEvent(done, total)` is told as it goes (a progress bar). */
export const frameIndex = (
  log: ViewedLog,
  options: { readonly every?: number; readonly onEvent?: (done: number, total: number) => void } = {},
): FrameIndex => {
  const { events } = log;
  const total = events.length;
  const onEvent = options.onEvent;
  let done = 0;
  // Counts the build's fold only: a frame's few events later are not progress.
  let building = true;
  const counted = (s: Folded, e: ArbiterEvent): Folded => {
    if (building && onEvent !== undefined) {
      done += 1;
      if (done % 1024 === 0 || done === total) onEvent(done, total);
    }
    return step(s, e);
  };
  const index: SnapshotIndex<Folded> = snapshotIndex(
    events,
    { game: null, active: BEFORE_ANY_EVENT },
    counted,
    options.every ?? SNAPSHOT_EVERY,
  );
  building = false;
  const orders = new Map<number, number[]>();
  events.forEach((e, i) => {
    const o = orderOf(e);
    if (o === null) return;
    const seqs = orders.get(o);
    if (seqs === undefined) orders.set(o, [i + 1]);
    else seqs.push(i + 1);
  });
  const names = trooperNames(events);
  const players = playerNames(events);
  const weapons: ReadonlyMap<string, readonly WeaponCard[]> = weaponsById(events);
  return {
    log,
    frame(seq) {
      const event = events[seq - 1];
      if (!Number.isSafeInteger(seq) || event === undefined) return null;
      const at = index.stateAt(seq);
      const order = orderOf(event);
      const seqs = order === null ? [seq] : (orders.get(order) ?? []).filter((s) => s <= seq);
      return {
        seq,
        last: total,
        event: { ...event },
        active: at.active,
        troopers: cardsOf(troopersOf(at.game), weapons),
        rolls: order === null ? [] : rollCardsOf(events, seqs, names),
        ruling: rulingOf(events, order, seqs),
        players,
      };
    },
  };
};
