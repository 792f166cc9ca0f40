import type { Edition } from '../edition.ts';
import { judgeDie, needsRoll } from '../dice/judgedDie.ts';

/** How many faces of a d20 give one non-critical success of a given result. */
export interface ResultFaces {
  readonly result: number;
  readonly faces: number;
}

/**
 * The 20 faces of one die sorted into what matters in a Face to Face Roll, read through
 * judgeDie so every edition's SV > 20 rule applies. When the SV is below 1 nothing is rolled.
 */
export interface DieProfile {
  readonly edition: Edition;
  readonly sv: number;
  /** False when the SV is below 1: no die is rolled and the roll fails automatically. */
  readonly rolls: boolean;
  readonly failures: number;
  readonly criticals: number;
  /** Non-critical successes, ascending by result. */
  readonly successes: readonly ResultFaces[];
}

export const dieProfile = (edition: Edition, sv: number): DieProfile => {
  if (!Number.isInteger(sv)) throw new RangeError(`SV must be an integer, not ${String(sv)}`);
  if (!needsRoll(sv)) return { edition, sv, rolls: false, failures: 0, criticals: 0, successes: [] };
  let failures = 0;
  let criticals = 0;
  const byResult = new Map<number, number>();
  for (let face = 1; face <= 20; face++) {
    const die = judgeDie(edition, sv, face);
    if (!die.success) failures++;
    else if (die.critical) criticals++;
    else byResult.set(die.result, (byResult.get(die.result) ?? 0) + 1);
  }
  const successes = [...byResult.entries()]
    .sort(([a], [b]) => a - b)
    .map(([result, faces]): ResultFaces => ({ result, faces }));
  return { edition, sv, rolls: true, failures, criticals, successes };
};
