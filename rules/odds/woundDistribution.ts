import type { CitationId } from '../citations/index.ts';
import { binomial, d20Outcomes, powers } from './binomial.ts';
import { savingRollChance } from './savingRollChance.ts';
import { savingRollCount } from './savingRollCount.ts';
import type { SavingRollProfile } from './savingRollProfile.ts';

export interface WoundCount {
  readonly wounds: number;
  readonly count: bigint;
}

/** Wounds a target takes from a known number of hits: counts out of `total` = 20^rolls. */
export interface WoundDistribution {
  readonly total: bigint;
  readonly rolls: number;
  readonly automaticWounds: number;
  /** Faces of each d20 that fail the Saving Roll. */
  readonly failFaces: number;
  /** Every number of Wounds with a count above 0, ascending. */
  readonly outcomes: readonly WoundCount[];
  readonly citations: readonly CitationId[];
}

/**
 * The exact distribution of Wounds from `hits` ordinary and `crits` Critical hits: the
 * automatic Wounds (N3 Criticals) plus a binomial count of failed Saving Rolls.
 */
export const woundDistribution = (profile: SavingRollProfile, hits: number, crits: number): WoundDistribution => {
  const chance = savingRollChance(profile);
  const count = savingRollCount(profile.edition, profile.ammo, hits, crits);
  const { rolls, automaticWounds } = count;
  const fail = powers(BigInt(chance.failFaces), rolls);
  const pass = powers(BigInt(20 - chance.failFaces), rolls);
  const outcomes: WoundCount[] = [];
  for (let k = 0; k <= rolls; k++) {
    const ways = binomial(rolls, k) * (fail[k] ?? 0n) * (pass[rolls - k] ?? 0n);
    if (ways > 0n) outcomes.push({ wounds: automaticWounds + k, count: ways });
  }
  return {
    total: d20Outcomes(rolls),
    rolls,
    automaticWounds,
    failFaces: chance.failFaces,
    outcomes,
    citations: [...new Set<CitationId>([...count.citations, ...chance.citations])],
  };
};
