import type { Edition } from '../edition.ts';
import { needsRoll } from '../dice/judgedDie.ts';

/** One side of a roll: its Success Value and how many dice (Burst) it rolls. */
export interface OddsSide {
  readonly sv: number;
  readonly burst: number;
}

/**
 * What to compute odds for. `reactive: null` is an unopposed Normal Roll by the active side;
 * otherwise the two sides roll Face to Face.
 */
export interface OddsMatchup {
  readonly edition: Edition;
  readonly active: OddsSide;
  readonly reactive: OddsSide | null;
}

/** Dice a side actually rolls: none when its SV is below 1 (automatic failure). */
export const diceRolled = (side: OddsSide | null): number => (side === null || !needsRoll(side.sv) ? 0 : side.burst);

export const checkOddsSide = (label: string, side: OddsSide): void => {
  if (!Number.isSafeInteger(side.sv)) throw new RangeError(`${label}: SV must be an integer, not ${String(side.sv)}`);
  if (!Number.isSafeInteger(side.burst) || side.burst < 0) {
    throw new RangeError(`${label}: Burst must be a whole number of dice, not ${String(side.burst)}`);
  }
};

export const checkOddsMatchup = (matchup: OddsMatchup): void => {
  checkOddsSide('active', matchup.active);
  if (matchup.reactive !== null) checkOddsSide('reactive', matchup.reactive);
};

/** Swaps the sides of a Face to Face matchup (an unopposed roll has nothing to swap with). */
export const swapSides = (matchup: OddsMatchup): OddsMatchup => {
  if (matchup.reactive === null) throw new RangeError('an unopposed Normal Roll has no reactive side to swap');
  return { edition: matchup.edition, active: matchup.reactive, reactive: matchup.active };
};
