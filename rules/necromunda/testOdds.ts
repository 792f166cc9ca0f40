/**
 * How Initiative and Cool tests are rolled: the page does not say (docs/rulings.md, Necromunda), so
 * the audit takes it as entered: one D6 or the sum of two.
 */
export type TestDice = '1d6' | '2d6';

export const TEST_DICE: readonly TestDice[] = ['1d6', '2d6'];

/** The ways each total comes up, by the number of dice. */
const WAYS: Readonly<Record<TestDice, readonly number[]>> = {
  '1d6': [0, 1, 1, 1, 1, 1, 1],
  '2d6': [0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1],
};

const OUTCOMES: Readonly<Record<TestDice, number>> = { '1d6': 6, '2d6': 36 };

/** The exact chance that the dice's total reaches `needed` (a total of `needed` or more passes). */
export const testOdds = (dice: TestDice, needed: number): number => {
  const ways = WAYS[dice].reduce((sum, w, total) => (total >= needed ? sum + w : sum), 0);
  return ways / OUTCOMES[dice];
};
