import { describe, expect, it } from 'vitest';
import { applyWounds, hasShasvastii, type WoundTrack } from '../../../rules/combat/index.ts';

const shasvastii = (extra: Partial<WoundTrack> = {}): WoundTrack => ({
  w: 1,
  structure: false,
  shasvastii: true,
  wounds: 0,
  states: [],
  ...extra,
});

describe('Shasvastii', () => {
  it.each(['n3', 'n4', 'n5'] as const)(
    '%s/skills/shasvastii: entering Unconscious it is a Shasvastii-Embryo (still Unconscious, Null), and a further Wound kills it',
    (edition) => {
      const r = applyWounds(edition, shasvastii(), 1, 'N');
      expect(r.states).toContain('unconscious');
      expect(r.citations).toContain(`${edition}/skills/shasvastii`);
      expect(r.why.join('; ')).toContain('Shasvastii-Embryo');
      expect(applyWounds(edition, shasvastii({ wounds: 1, states: r.states }), 1, 'N').states).toEqual(['dead']);
      // Straight past Unconscious: Dead, no Embryo.
      const dead = applyWounds(edition, shasvastii(), 2, 'N');
      expect(dead.states).toEqual(['dead']);
      expect(dead.citations).not.toContain(`${edition}/skills/shasvastii`);
    },
  );

  it('n5/skills/shasvastii: only a trooper with the skill', () => {
    expect(hasShasvastii(['shasvastii'])).toBe(true);
    expect(hasShasvastii([])).toBe(false);
    expect(applyWounds('n5', shasvastii({ shasvastii: false }), 1, 'N').citations).not.toContain(
      'n5/skills/shasvastii',
    );
  });
});
