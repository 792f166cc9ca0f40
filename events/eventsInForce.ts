import * as E from 'fp-ts/lib/Either.js';
import type { ArbiterEvent, EventOf } from '../rules/events/index.ts';
import { arbiterSealTally } from './sealTally.ts';

/** A retraction found in a log, with what it took back. */
export interface Retraction<R> {
  readonly at: R;
  readonly event: EventOf<'StepRetracted'>;
  readonly taken: readonly R[];
}

/** The events of a log still in force, and the retractions that took the others back. */
export interface InForce<R> {
  readonly kept: readonly R[];
  readonly retractions: readonly Retraction<R>[];
  /** How many of the last events in force a retraction may still take back. */
  readonly retractable: number;
}

/** A retraction that may not stand: where it is in the log, and why. */
export interface RetractionRefused {
  readonly index: number;
  readonly message: string;
}

const beginsOrder = (e: ArbiterEvent): boolean =>
  (e.type === 'OrderStepEntered' && e.step === 'activation') || e.type === 'OrderRuledByPlayers';

/** What events add to the seal's counts, as a StepRetracted must state it. */
const countsOf = (events: readonly ArbiterEvent[]): { orders: number; turns: number } => {
  const c = { orders: 0, turns: 0 };
  for (const e of events) {
    const k = arbiterSealTally.count(e);
    if (k === 'orders' || k === 'turns') c[k]++;
  }
  return c;
};

/**
 * The events of a log still in force: each StepRetracted takes back the last `events` events
 * still in force before it (`arbiter play`'s undo). A retraction is refused when it reaches past
 * the start of the last Order begun (an undo never reaches into an earlier Order, nor takes back
 * GameStarted), or when its `takesBack` does not match what the events it voids had counted.
 */
export const eventsInForce = <R>(
  items: readonly R[],
  eventOf: (item: R) => ArbiterEvent,
): E.Either<RetractionRefused, InForce<R>> => {
  const kept: R[] = [];
  const retractions: Retraction<R>[] = [];
  // The first event a retraction may take back: the last Order's start (never GameStarted). Once an
  // Order began, what came before it is final, even if that Order's start is then taken back.
  let floor = 1;
  for (const [index, item] of items.entries()) {
    const e = eventOf(item);
    if (e.type !== 'StepRetracted') {
      if (beginsOrder(e)) floor = kept.length;
      kept.push(item);
      continue;
    }
    const taken = kept.slice(Math.max(0, kept.length - e.events));
    const events = taken.map(eventOf);
    if (kept.length - e.events < Math.max(floor, 1))
      return E.left({
        index,
        message: `a StepRetracted takes back ${e.events} events, reaching past the start of the last Order (an undo never reaches into an earlier Order)`,
      });
    const counts = countsOf(events);
    if (counts.orders !== e.takesBack.orders || counts.turns !== e.takesBack.turns)
      return E.left({
        index,
        message: `a StepRetracted says it takes back ${e.takesBack.orders} Orders and ${e.takesBack.turns} Turns, but the events it voids hold ${counts.orders} and ${counts.turns}`,
      });
    kept.length -= e.events;
    floor = Math.min(floor, kept.length);
    retractions.push({ at: item, event: e, taken });
  }
  return E.right({ kept, retractions, retractable: kept.length - floor });
};
