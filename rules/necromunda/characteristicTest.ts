import type { NecromundaCitationId } from './necromundaCitations.ts';

/** The tests the page calls for; how each is rolled is not on the page (docs/rulings.md, Necromunda). */
export type Characteristic = 'initiative' | 'cool';

export interface TestRoll {
  /** The characteristic's target, entered as written (4 for 4+). */
  readonly target: number;
  /** The dice's total, entered (the page says neither how many dice nor which). */
  readonly roll: number;
}

export interface TestResult {
  readonly characteristic: Characteristic;
  /** The modifiers summed (+1 helps). */
  readonly modifier: number;
  /** What the dice had to reach: the target less the modifier. */
  readonly needed: number;
  readonly passed: boolean;
  readonly rules: readonly NecromundaCitationId[];
}

/**
 * An Initiative or Cool test as the page uses it: the entered dice total, plus the modifiers, against
 * the entered target. A +1 modifier is read as one off the target (docs/rulings.md, Necromunda).
 */
export const characteristicTest = (
  rule: NecromundaCitationId,
  characteristic: Characteristic,
  test: TestRoll,
  modifier = 0,
): TestResult => {
  if (!Number.isInteger(test.target) || test.target < 1) {
    throw new RangeError(`${rule}: the ${characteristic} target is a whole number of 1 or more, got ${test.target}`);
  }
  if (!Number.isInteger(test.roll) || test.roll < 1) {
    throw new RangeError(
      `${rule}: the ${characteristic} test's dice total is a whole number of 1 or more, got ${test.roll}`,
    );
  }
  if (!Number.isInteger(modifier)) throw new RangeError(`${rule}: a modifier is a whole number, got ${modifier}`);
  const needed = test.target - modifier;
  return { characteristic, modifier, needed, passed: test.roll >= needed, rules: [rule] };
};
