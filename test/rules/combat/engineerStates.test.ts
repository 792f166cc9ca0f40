import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { ENGINEER_CANCELS, engineerStatesCancelled, TROOPER_STATES } from '../../../rules/combat/index.ts';

describe('engineerStatesCancelled', () => {
  it('n5/skills/engineer-states: passed, Targeted and both Immobilized States go, Unconscious and Prone stay', () => {
    expect(engineerStatesCancelled(true, ['unconscious', 'prone', 'targeted', 'imm-b'])).toEqual(['targeted', 'imm-b']);
  });

  test.prop([fc.boolean(), fc.subarray([...TROOPER_STATES])])(
    'n5/skills/engineer-states: only the States it cancels, and only when passed',
    (passed, states) => {
      const gone = engineerStatesCancelled(passed, states);
      if (!passed) expect(gone).toEqual([]);
      for (const s of gone) expect(ENGINEER_CANCELS).toContain(s);
      expect(gone.length).toBe(passed ? states.filter((s) => ENGINEER_CANCELS.includes(s)).length : 0);
    },
  );
});
