import type { NecromundaCitationId } from './necromundaCitations.ts';

/** The dice the page names: the D3 and the D6 (a D3 is entered as the 1–3 it reads as). */
export type DieSides = 3 | 6;

/** Refuses a die face that is not a whole number from 1 to `sides`, naming the rule that asked for it. */
export const checkDieFace = (rule: NecromundaCitationId, sides: DieSides, face: number): void => {
  if (!Number.isInteger(face) || face < 1 || face > sides) {
    throw new RangeError(`${rule}: a D${sides} reads a whole number from 1 to ${sides}, got ${face}`);
  }
};

/** Refuses a measured distance that is not a finite number of inches, 0 or more. */
export const checkInches = (rule: NecromundaCitationId, what: string, inches: number): void => {
  if (!Number.isFinite(inches) || inches < 0) {
    throw new RangeError(`${rule}: ${what} is a measured distance in inches, 0 or more, got ${inches}`);
  }
};
