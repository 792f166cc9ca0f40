import { characteristicTest, type TestResult, type TestRoll } from './characteristicTest.ts';
import type { NecromundaCitationId } from './necromundaCitations.ts';

/** An Engaged enemy: the Initiative test it takes to strike the retreating fighter, if it tries. */
export interface EngagedEnemy {
  readonly id: string;
  /** Absent: the enemy does not try. */
  readonly initiative?: TestRoll;
}

export interface RetreatInput {
  /** The retreating fighter's Initiative test. */
  readonly initiative: TestRoll;
  readonly enemies: readonly EngagedEnemy[];
  readonly seriouslyInjured: boolean;
}

export type Retreat =
  | { readonly kind: 'held'; readonly test: TestResult; readonly rules: readonly NecromundaCitationId[] }
  | {
      readonly kind: 'breaks-away';
      readonly test: TestResult;
      /** Enemies whose Initiative test passed: each makes Reaction attacks against the fighter. */
      readonly reactionAttackers: readonly string[];
      readonly enemyTests: readonly { readonly id: string; readonly test: TestResult }[];
      /** If still standing after them: 2D6", or half Move when Seriously Injured (retreatMove). */
      readonly thenMoves: 'two-d6' | 'half-move';
      readonly rules: readonly NecromundaCitationId[];
    };

const RULE: NecromundaCitationId = 'necromunda/nerve/running-for-cover';

/**
 * A Broken fighter Engaged when it activates retreats first: an Initiative test, failed, ends the
 * action; passed, each Engaged enemy may test its Initiative to make Reaction attacks, and the fighter,
 * if still standing, moves.
 */
export const retreatFromCombat = (input: RetreatInput): Retreat => {
  const test = characteristicTest(RULE, 'initiative', input.initiative);
  if (!test.passed) {
    const tried = input.enemies.filter((e) => e.initiative !== undefined).map((e) => e.id);
    if (tried.length > 0) {
      throw new RangeError(`${RULE}: the fighter stays engaged: no enemy tests to strike it (got ${tried.join(', ')})`);
    }
    return { kind: 'held', test, rules: [RULE] };
  }
  const enemyTests = input.enemies.flatMap((e) =>
    e.initiative === undefined ? [] : [{ id: e.id, test: characteristicTest(RULE, 'initiative', e.initiative) }],
  );
  return {
    kind: 'breaks-away',
    test,
    reactionAttackers: enemyTests.filter((e) => e.test.passed).map((e) => e.id),
    enemyTests,
    thenMoves: input.seriouslyInjured ? 'half-move' : 'two-d6',
    rules: [RULE],
  };
};
