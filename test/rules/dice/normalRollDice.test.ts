import { describe, expect, it } from 'vitest';
import { judgeDie, normalRoll } from '../../../rules/dice/index.ts';

describe('a Normal Roll, die by die', () => {
  it.each(['n3', 'n4', 'n5'] as const)(
    '%s/rolls/normal-roll: each die at or under the SV succeeds on its own; above it fails',
    (edition) => {
      const r = normalRoll(edition, { roller: 'a', sv: 11, faces: [3, 11, 12, 20] });
      expect(r.dice.map((d) => d.fate.kind)).toEqual(['hit', 'critical-hit', 'failed', 'failed']);
      expect(r).toMatchObject({ successes: 1, criticals: 1 });
      expect(r.citations).toContain(`${edition}/rolls/normal-roll`);
    },
  );

  it.each(['n3', 'n4', 'n5'] as const)(
    '%s/rolls/critical: only the die equal to the SV is a Critical; one under is a plain success',
    (edition) => {
      expect(judgeDie(edition, 14, 14)).toMatchObject({
        success: true,
        critical: true,
        citation: `${edition}/rolls/critical`,
      });
      expect(judgeDie(edition, 14, 13)).toMatchObject({ success: true, critical: false });
      expect(judgeDie(edition, 14, 15)).toMatchObject({ success: false, critical: false });
      expect(judgeDie(edition, 1, 1)).toMatchObject({ success: true, critical: true });
      expect(judgeDie(edition, 20, 20)).toMatchObject({ critical: true });
    },
  );
});
