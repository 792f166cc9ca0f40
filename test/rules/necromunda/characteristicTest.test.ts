import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { characteristicTest } from '../../../rules/necromunda/index.ts';

describe('necromunda/nerve/tests: characteristic tests', () => {
  it('necromunda/nerve/tests: reading — a test passes when the entered total reaches the target less the modifiers', () => {
    expect(characteristicTest('necromunda/nerve/tests', 'cool', { target: 7, roll: 6 }, 1)).toEqual({
      characteristic: 'cool',
      modifier: 1,
      needed: 6,
      passed: true,
      rules: ['necromunda/nerve/tests'],
    });
    expect(characteristicTest('necromunda/nerve/tests', 'cool', { target: 7, roll: 6 }).passed).toBe(false);
    expect(() => characteristicTest('necromunda/nerve/tests', 'cool', { target: 0, roll: 6 })).toThrow(
      /necromunda\/nerve\/tests: the cool target is a whole number of 1 or more, got 0/,
    );
  });

  test.prop([fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: -3, max: 3 })])(
    'necromunda/nerve/tests: a higher total or a bigger modifier never turns a pass into a failure',
    (target, roll, modifier) => {
      const base = characteristicTest('necromunda/nerve/tests', 'initiative', { target, roll }, modifier).passed;
      if (!base) return true;
      return (
        characteristicTest('necromunda/nerve/tests', 'initiative', { target, roll: roll + 1 }, modifier).passed &&
        characteristicTest('necromunda/nerve/tests', 'initiative', { target, roll }, modifier + 1).passed
      );
    },
  );
});
