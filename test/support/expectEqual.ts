import { isDeepStrictEqual } from 'node:util';
import { expect } from 'vitest';

/**
 * `expect(actual, message).toEqual(expected)`, quick when they are equal: Node's deep strict
 * comparison first (it is several times faster on large states), and vitest's `toEqual` only when
 * that one finds a difference, so that the verdict is `toEqual`'s (which lets an undefined field
 * equal a missing one) and a failure shows its diff. Strictly equal values are always `toEqual`.
 */
export const expectEqual = (actual: unknown, expected: unknown, message?: string): void => {
  if (isDeepStrictEqual(actual, expected)) return;
  expect(actual, message).toEqual(expected);
};
