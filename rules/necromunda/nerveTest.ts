import { characteristicTest, type TestResult, type TestRoll } from './characteristicTest.ts';
import { checkInches } from './dieFace.ts';
import type { NecromundaCitationId } from './necromundaCitations.ts';
import type { ModelKind } from './nerveTestsOwed.ts';

/** Another friendly model near the tester. */
export interface NerveFriend {
  readonly kind: ModelKind;
  /** Measured: its distance to the tester, in inches. */
  readonly inches: number;
  readonly broken: boolean;
  readonly seriouslyInjured: boolean;
}

export interface NerveTestInput {
  readonly tester: ModelKind;
  /** The Cool test: the entered dice total against the tester's Cool. */
  readonly cool: TestRoll;
  /** The other friendly models on the battlefield (not the tester, not the casualty). */
  readonly friends: readonly NerveFriend[];
}

export interface NerveTest {
  /** Friends that gave +1: same kind, in range, and (fighters) neither Broken nor Seriously Injured. */
  readonly helpers: number;
  readonly test: TestResult;
  /** A failed test: the model becomes Broken. */
  readonly broken: boolean;
  readonly rules: readonly NecromundaCitationId[];
}

/** How near a friend of the same kind must be to help. */
export const NERVE_HELP_INCHES: Readonly<Record<ModelKind, number>> = { fighter: 3, vehicle: 6 };

const RULE: NecromundaCitationId = 'necromunda/nerve/tests';

const helps = (tester: ModelKind, f: NerveFriend): boolean => {
  if (f.kind !== tester || f.inches > NERVE_HELP_INCHES[tester]) return false;
  switch (tester) {
    case 'fighter':
      return !f.broken && !f.seriouslyInjured;
    case 'vehicle':
      return true;
  }
};

/**
 * A Nerve test: a Cool test with +1 per friendly model of the tester's kind within range (fighters
 * 3", not Broken or Seriously Injured; vehicles 6"). Failed, the model becomes Broken.
 */
export const nerveTest = (input: NerveTestInput): NerveTest => {
  input.friends.forEach((f, i) => checkInches(RULE, `friend ${i + 1}'s distance`, f.inches));
  const helpers = input.friends.filter((f) => helps(input.tester, f)).length;
  const test = characteristicTest(RULE, 'cool', input.cool, helpers);
  const rules: NecromundaCitationId[] = [RULE];
  if (!test.passed) rules.push('necromunda/nerve/broken');
  return { helpers, test, broken: !test.passed, rules };
};
