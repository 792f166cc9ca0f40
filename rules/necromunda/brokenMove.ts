import { checkDieFace } from './dieFace.ts';
import type { NecromundaCitationId } from './necromundaCitations.ts';

export interface BrokenMove {
  /** How far the model moves, at most, in inches. */
  readonly inches: number;
  /** Where the distance came from: the dice's total, or half the Move characteristic. */
  readonly from: 'dice' | 'half-move';
  readonly rules: readonly NecromundaCitationId[];
}

const dice = (rule: NecromundaCitationId, count: number, d6: readonly number[]): BrokenMove => {
  if (d6.length !== count) throw new RangeError(`${rule}: ${count}D6 owed for the move, got ${d6.length}`);
  for (const face of d6) checkDieFace(rule, 6, face);
  return { inches: d6.reduce((a, b) => a + b, 0), from: 'dice', rules: [rule] };
};

const halfMove = (rule: NecromundaCitationId, move: number, d6: readonly number[]): BrokenMove => {
  if (d6.length > 0) throw new RangeError(`${rule}: half Move rolls no dice, got ${d6.length}`);
  if (!Number.isInteger(move) || move < 1) {
    throw new RangeError(`${rule}: the Move characteristic is a whole number of inches, 1 or more, got ${move}`);
  }
  return { inches: move / 2, from: 'half-move', rules: [rule] };
};

/**
 * Running for Cover: an Active fighter moves 2D6", a Prone one (Pinned or Seriously Injured) half its
 * Move, not rounded (docs/rulings.md, Necromunda).
 */
export const runningForCoverMove = (prone: boolean, move: number, d6: readonly number[]): BrokenMove => {
  const rule: NecromundaCitationId = 'necromunda/nerve/running-for-cover';
  return prone ? halfMove(rule, move, d6) : dice(rule, 2, d6);
};

/** Retreating from combat, if still standing: 2D6", or half Move when Seriously Injured. */
export const retreatMove = (seriouslyInjured: boolean, move: number, d6: readonly number[]): BrokenMove => {
  const rule: NecromundaCitationId = 'necromunda/nerve/running-for-cover';
  return seriouslyInjured ? halfMove(rule, move, d6) : dice(rule, 2, d6);
};

/** Break for Air: a Mobile vehicle moves 3D6", with any number of pivots. */
export const breakForAirMove = (d6: readonly number[]): BrokenMove & { readonly pivots: 'any' } => ({
  ...dice('necromunda/nerve/break-for-air', 3, d6),
  pivots: 'any',
});
