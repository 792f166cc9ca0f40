import { checkDieFace, checkInches } from './dieFace.ts';
import type { NecromundaCitationId } from './necromundaCitations.ts';

/** The Smoke blasts' size and how near the vehicle they are placed. */
export const BURN_OUT_BLAST_INCHES = 5;
export const BURN_OUT_WITHIN_INCHES = 1;

export interface BurnOut {
  /** D3 Smoke blasts (5"), each placed within 1" of the vehicle. */
  readonly smokeBlasts: number;
  readonly rules: readonly NecromundaCitationId[];
}

const RULE: NecromundaCitationId = 'necromunda/nerve/burn-out';

/**
 * Burn Out: a Stationary Broken vehicle places D3 Smoke blasts; `placedInches` are the measured
 * distances of each from the vehicle, one per blast (more than 1" is refused).
 */
export const burnOut = (d3: number, placedInches: readonly number[]): BurnOut => {
  checkDieFace(RULE, 3, d3);
  if (placedInches.length !== d3)
    throw new RangeError(`${RULE}: ${d3} Smoke blast(s) to place, got ${placedInches.length}`);
  placedInches.forEach((inches, i) => {
    checkInches(RULE, `Smoke blast ${i + 1}'s distance`, inches);
    if (inches > BURN_OUT_WITHIN_INCHES) {
      throw new RangeError(`${RULE}: Smoke blast ${i + 1} is placed within ${BURN_OUT_WITHIN_INCHES}", got ${inches}"`);
    }
  });
  return { smokeBlasts: d3, rules: [RULE] };
};

/**
 * The Restart test's modifier in the End phase: -1 per Smoke marker (the markers of its Burn Out still
 * on the table, counted by the players: docs/rulings.md, Necromunda).
 */
export const burnOutRestartModifier = (
  smokeMarkers: number,
): { readonly modifier: number; readonly rules: readonly NecromundaCitationId[] } => {
  if (!Number.isInteger(smokeMarkers) || smokeMarkers < 0) {
    throw new RangeError(`${RULE}: Smoke markers are a whole number of 0 or more, got ${smokeMarkers}`);
  }
  return { modifier: 0 - smokeMarkers, rules: [RULE] };
};
