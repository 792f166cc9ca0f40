import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';

/** How many of the equally likely dice outcomes leave a side with these surviving successes. */
export interface OutcomeCount {
  readonly hits: number;
  readonly crits: number;
  readonly count: bigint;
}

export interface SideOdds {
  /** Every (hits, crits) with a count above 0, hits + crits >= 1, in `compareOutcomes` order. */
  readonly outcomes: readonly OutcomeCount[];
}

/**
 * Exact odds of a Normal or Face to Face Roll: counts out of `total` = 20^(dice rolled).
 * Only one side can keep successes, so active + reactive + neither counts sum to `total`.
 */
export interface FaceToFaceOdds {
  readonly edition: Edition;
  readonly total: bigint;
  readonly active: SideOdds;
  readonly reactive: SideOdds;
  /** No success survives on either side. */
  readonly neither: { readonly count: bigint };
  readonly citations: readonly CitationId[];
}

/** Fewer surviving successes first; at equal numbers, fewer Criticals first. */
export const compareOutcomes = (
  a: Pick<OutcomeCount, 'hits' | 'crits'>,
  b: Pick<OutcomeCount, 'hits' | 'crits'>,
): number => a.hits + a.crits - (b.hits + b.crits) || a.crits - b.crits;

/** The sum of a side's outcome counts: how often that side wins. */
export const winCount = (side: SideOdds): bigint => side.outcomes.reduce((sum, o) => sum + o.count, 0n);

/**
 * A count as a probability. Exact for counts and totals below 2^53; for larger ones the
 * error is at the last bit of a double.
 */
export const probability = (count: bigint, total: bigint): number => {
  if (total <= 0n) throw new RangeError('probability over an empty total');
  if (total <= BigInt(Number.MAX_SAFE_INTEGER)) return Number(count) / Number(total);
  const scale = 10n ** 18n;
  return Number((count * scale) / total) / 1e18;
};
