import { characteristicTest, type TestRoll, type TestResult } from './characteristicTest.ts';
import { checkInches } from './dieFace.ts';
import { checkFallingTable, fallingRow, FALLING_MIN_INCHES, type FallingTable } from './fallingHit.ts';
import { raisedByOne, type HitProfile } from './hitProfile.ts';
import type { NecromundaCitationId } from './necromundaCitations.ts';

/** How far from the wreck a fighter Thrown Clear is placed, at most. */
export const THROWN_CLEAR_INCHES = 2;

export interface ThrownClearInput {
  /** Measured: how far from the wreck the fighter was placed (2" at most). */
  readonly placedInches: number;
  /** The Initiative test (dice against the entered target). */
  readonly initiative: TestRoll;
  /** Measured: the height the fighter was thrown from, read against the falling table. */
  readonly heightInches: number;
  readonly fallingTable: FallingTable;
  /** The vehicle was Mobile when wrecked: the hit's Strength, AP and Damage one higher. */
  readonly vehicleWasMobile: boolean;
}

export type ThrownClear =
  | { readonly kind: 'unhurt'; readonly test: TestResult; readonly rules: readonly NecromundaCitationId[] }
  | {
      readonly kind: 'pinned-and-hit';
      readonly test: TestResult;
      readonly pinned: true;
      /** The falling hit (raised by one when the vehicle was Mobile), resolved as any hit. */
      readonly hit: HitProfile;
      readonly rules: readonly NecromundaCitationId[];
    };

const RULE: NecromundaCitationId = 'necromunda/out-of-action/thrown-clear';

/**
 * A fighter aboard a wrecked vehicle: placed within 2", then an Initiative test; failed, it is Pinned
 * and suffers a hit as if Falling. The hit is certain on a failed test: a height under 3" reads the
 * falling table's first row (docs/rulings.md, Necromunda).
 */
export const thrownClear = (input: ThrownClearInput): ThrownClear => {
  checkInches(RULE, 'the placement from the wreck', input.placedInches);
  if (input.placedInches > THROWN_CLEAR_INCHES) {
    throw new RangeError(
      `${RULE}: a fighter Thrown Clear is placed within ${THROWN_CLEAR_INCHES}", got ${input.placedInches}"`,
    );
  }
  checkInches(RULE, 'the height thrown from', input.heightInches);
  const test = characteristicTest(RULE, 'initiative', input.initiative);
  if (test.passed) return { kind: 'unhurt', test, rules: [RULE] };
  // The falling table is read only for a failed test (a passed one needs none).
  checkFallingTable(input.fallingTable);
  const inches = Math.max(FALLING_MIN_INCHES, Math.ceil(input.heightInches));
  const falling = fallingRow(input.fallingTable, inches).profile;
  const hit = input.vehicleWasMobile ? raisedByOne(falling) : falling;
  return { kind: 'pinned-and-hit', test, pinned: true, hit, rules: [RULE, 'necromunda/damage/falling'] };
};
