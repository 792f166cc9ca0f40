import * as E from 'fp-ts/lib/Either.js';
import type { Edition } from '../edition.ts';
import type { RollPurpose } from '../orders/index.ts';
import { resolveExchanges, type ExchangeResult, type PlanResult } from '../resolution/index.ts';
import type { RolledEntry } from '../state/index.ts';

/** A trooper's batches of dice for one purpose, in the order they were rolled. */
const batchesIn = (rolled: readonly RolledEntry[], trooper: string, purpose: RollPurpose): readonly RolledEntry[] =>
  rolled.filter((r) => r.trooper === trooper && r.purpose === purpose);

/** The dice that count: a trooper's faces without those it discarded (Special Dice, rules/dice/specialDie.ts). */
const keptOf = (batches: readonly RolledEntry[]): readonly number[] | undefined => {
  if (batches.length === 0) return undefined;
  // Pushed in one list, not a filtered copy per batch flattened: asked for every exchange of every Order.
  const kept: number[] = [];
  for (const r of batches)
    r.faces.forEach((face, i) => {
      if (r.discard?.includes(i) !== true) kept.push(face);
    });
  return kept;
};

/** The exchanges of the Resolution as the dice rolled so far decide them (none without a plan). */
export const rolledResults = (
  edition: Edition,
  plan: PlanResult,
  rolled: readonly RolledEntry[],
): readonly ExchangeResult[] =>
  E.isRight(plan)
    ? resolveExchanges(edition, plan.right.exchanges, (t, purpose) => keptOf(batchesIn(rolled, t, purpose)))
    : [];

interface Read {
  readonly trooper: string;
  readonly purpose: RollPurpose;
  readonly batches: readonly RolledEntry[];
}

const sameBatches = (a: readonly RolledEntry[], b: readonly RolledEntry[]): boolean => {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
};

/**
 * `rolledResults`, remembered with the dice it read: asked again with the same edition and plan
 * and dice that differ only by rolls it did not read (a saving roll, a Guts Roll, made after the
 * Resolution), it returns the same results without rolling the exchanges again. Every trooper and
 * purpose the exchanges asked for is remembered with its batches (entries compared by identity:
 * evolve appends new ones and never changes one), so a roll that changes any of them, or a state
 * from before them, computes afresh.
 */
export const rolledResultsMemo = (): typeof rolledResults => {
  let last: {
    readonly edition: Edition;
    readonly plan: PlanResult;
    readonly rolled: readonly RolledEntry[];
    readonly reads: readonly Read[];
    readonly result: readonly ExchangeResult[];
  } | null = null;
  return (edition, plan, rolled) => {
    if (last !== null && last.edition === edition && last.plan === plan) {
      if (last.rolled === rolled) return last.result;
      if (last.reads.every((r) => sameBatches(r.batches, batchesIn(rolled, r.trooper, r.purpose)))) {
        last = { ...last, rolled };
        return last.result;
      }
    }
    const reads: Read[] = [];
    const result = E.isRight(plan)
      ? resolveExchanges(edition, plan.right.exchanges, (trooper, purpose) => {
          const batches = batchesIn(rolled, trooper, purpose);
          reads.push({ trooper, purpose, batches });
          return keptOf(batches);
        })
      : [];
    last = { edition, plan, rolled, reads, result };
    return result;
  };
};
