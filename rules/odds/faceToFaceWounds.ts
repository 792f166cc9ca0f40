import type { CitationId } from '../citations/index.ts';
import { d20Outcomes } from './binomial.ts';
import type { FaceToFaceOdds } from './oddsResult.ts';
import { winCount } from './oddsResult.ts';
import { savingRollCount } from './savingRollCount.ts';
import type { SavingRollProfile } from './savingRollProfile.ts';
import { woundDistribution, type WoundCount } from './woundDistribution.ts';

export type AttackingSide = 'active' | 'reactive';

/**
 * Wounds one side inflicts on the other's trooper over a whole Face to Face (or Normal) Roll,
 * Saving Rolls included: counts out of `total` = odds.total * 20^(most Saving Rolls any outcome needs).
 * When the attacker keeps no success the target takes 0 Wounds.
 */
export interface FaceToFaceWounds {
  readonly attacker: AttackingSide;
  readonly total: bigint;
  /** Every number of Wounds with a count above 0, ascending (0 included when possible). */
  readonly outcomes: readonly WoundCount[];
  readonly citations: readonly CitationId[];
}

export const faceToFaceWounds = (
  odds: FaceToFaceOdds,
  attacker: AttackingSide,
  profile: SavingRollProfile,
): FaceToFaceWounds => {
  if (profile.edition !== odds.edition)
    throw new RangeError(`saving roll is ${profile.edition}, the roll is ${odds.edition}`);
  const side = attacker === 'active' ? odds.active : odds.reactive;
  const mostRolls = side.outcomes.reduce(
    (most, o) => Math.max(most, savingRollCount(profile.edition, profile.ammo, o.hits, o.crits).rolls),
    0,
  );
  const byWounds = new Map<number, bigint>();
  const add = (wounds: number, count: bigint): void => {
    if (count > 0n) byWounds.set(wounds, (byWounds.get(wounds) ?? 0n) + count);
  };
  const citations = new Set<CitationId>(odds.citations);
  add(0, (odds.total - winCount(side)) * d20Outcomes(mostRolls));
  for (const outcome of side.outcomes) {
    const dist = woundDistribution(profile, outcome.hits, outcome.crits);
    dist.citations.forEach((c) => citations.add(c));
    const scale = d20Outcomes(mostRolls - dist.rolls);
    for (const w of dist.outcomes) add(w.wounds, outcome.count * w.count * scale);
  }
  const outcomes = [...byWounds.entries()]
    .sort(([a], [b]) => a - b)
    .map(([wounds, count]): WoundCount => ({ wounds, count }));
  return { attacker, total: odds.total * d20Outcomes(mostRolls), outcomes, citations: [...citations] };
};
