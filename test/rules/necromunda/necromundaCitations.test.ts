import { describe, expect, it } from 'vitest';
import {
  NECROMUNDA_CITATIONS,
  NECROMUNDA_RULESET,
  isNecromundaCitationId,
  necromundaCitation,
} from '../../../rules/necromunda/index.ts';
import { isCitationId } from '../../../rules/citations/index.ts';

describe("Necromunda's citation catalogue", () => {
  const ids = Object.keys(NECROMUNDA_CITATIONS);

  it('names every section of the Resolve Hits page once, under necromunda/, with a title and a source', () => {
    expect(ids.length).toBeGreaterThanOrEqual(20);
    for (const id of ids) {
      expect(id).toMatch(/^necromunda\/[a-z-]+\/[a-z-]+$/);
      expect(isNecromundaCitationId(id)).toBe(true);
      if (!isNecromundaCitationId(id)) continue;
      const c = necromundaCitation(id);
      expect(c.ruleset).toBe(NECROMUNDA_RULESET);
      expect(c.title.length).toBeGreaterThan(10);
      expect(c.source).toMatch(/^https:\/\/.+#[a-z0-9-]+$/);
    }
  });

  it("stays apart from Infinity's catalogue (no id in both)", () => {
    expect(ids.filter((id) => isCitationId(id))).toEqual([]);
    expect(isNecromundaCitationId('n5/face-to-face/criticals')).toBe(false);
  });
});
