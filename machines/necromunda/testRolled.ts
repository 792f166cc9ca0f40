import type { TestResult } from '../../rules/necromunda/index.ts';
import type { TestRolled } from '../../events/necromunda/index.ts';

/** A characteristic test as logged: the entered target and dice total with what the rule worked out. */
export const testRolled = (test: TestResult, target: number, roll: number): TestRolled => ({
  characteristic: test.characteristic,
  target,
  roll,
  modifier: test.modifier,
  needed: test.needed,
  passed: test.passed,
});
