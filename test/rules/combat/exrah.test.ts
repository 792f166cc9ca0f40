import { describe, expect, it } from 'vitest';
import { applyWounds, regenerationRefusal, supportRefusal } from '../../../rules/combat/index.ts';
import type { TrooperView } from '../../../rules/table/index.ts';
import type { TrooperSkill } from '../../../rules/profiles/index.ts';
import { trooper } from '../../support/seedTroopers.ts';

// Exrah (docs/rulings.md "Frenzy, Exrah and optional survival skills"): the pages give no worked
// example; a VITA 1 (or VITA 2) trooper of our own.
const view = (skills: readonly TrooperSkill[], wounds = 0, states: TrooperView['states'] = []): TrooperView => ({
  profile: { ...trooper('n5', { id: 'x', name: 'Exrah', skills: [...skills] }) },
  player: 'combined',
  group: 'combined-1',
  woundsReceived: wounds,
  states,
  spentUses: {},
});

describe('Exrah', () => {
  it.each(['n5', 'n4'] as const)(
    '%s/skills/exrah: one Wound against VITA 1 would be Unconscious: Dead at once, with no extra Wound',
    (edition) => {
      const r = applyWounds(edition, { w: 1, structure: false, wounds: 0, states: [], skills: ['exrah'] }, 1, 'N');
      expect(r.states).toEqual(['dead']);
      expect(r.entered).toEqual(['dead']);
      expect(r.wounds).toBe(1);
      expect(r.citations).toContain(`${edition}/skills/exrah`);
    },
  );

  it('n5/skills/exrah: below VITA nothing changes (one Wound of VITA 2); without Exrah, Unconscious; N3 not ruled', () => {
    expect(
      applyWounds('n5', { w: 2, structure: false, wounds: 0, states: [], skills: ['exrah'] }, 1, 'N').states,
    ).toEqual([]);
    expect(applyWounds('n5', { w: 1, structure: false, wounds: 0, states: [], skills: [] }, 1, 'N').states).toContain(
      'unconscious',
    );
    expect(
      applyWounds('n3', { w: 1, structure: false, wounds: 0, states: [], skills: ['exrah'] }, 1, 'N').states,
    ).toEqual(['unconscious']);
  });

  it.each(['n5', 'n4'] as const)(
    '%s/skills/exrah-healing: Regeneration on a wounded Exrah trooper is refused with the rule',
    (edition) => {
      const r = regenerationRefusal(edition, 'x', view(['exrah', 'regeneration'], 1), [5]);
      expect(r?.citation).toBe(`${edition}/skills/exrah-healing`);
      expect(r?.reason).toMatch(/x is Exrah: it cannot be healed \(Regeneration\)/);
    },
  );

  it('n5/skills/exrah-healing: a Doctor and a MediKit on an Exrah trooper are refused with the rule', () => {
    const doctor = { id: 'doc', view: view(['doctor', 'medikit']) };
    for (const skill of ['doctor', 'medikit'] as const) {
      const r = supportRefusal('n5', skill, doctor, { id: 'x', view: view(['exrah'], 1, ['dead']) });
      expect(r?.citation).toBe('n5/skills/exrah-healing');
    }
  });
});
