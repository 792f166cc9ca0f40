import { describe, expect, it } from 'vitest';
import {
  applyWounds,
  declineAtWoundCitation,
  declineAtWoundCitations,
  declineAtWoundRefusal,
  declinedInOrder,
  declineWithoutWound,
} from '../../../rules/combat/index.ts';
import type { TrooperSkill } from '../../../rules/profiles/index.ts';
import { trooper } from '../../support/seedTroopers.ts';

// Declining Dogged or NWI in the Order of the Wound (docs/rulings.md "Frenzy, Exrah and optional
// survival skills"): the pages give no worked example; a VITA 1 trooper of our own.
const profile = (skills: readonly TrooperSkill[], decline?: readonly TrooperSkill[]) => ({
  ...trooper('n5', { id: 'angus', name: 'Angus', skills: [...skills] }),
  ...(decline === undefined ? {} : { decline }),
});

describe('Declining Dogged or NWI at the Wound', () => {
  it.each(['n5', 'n4'] as const)(
    '%s/skills/decline-at-wound: Dogged or NWI the trooper has may be declined; the rules cited are the choice and the Optional label',
    (edition) => {
      expect(declineAtWoundRefusal(edition, 'angus', profile(['nwi', 'dogged']), ['nwi', 'dogged'])).toBeNull();
      expect(declineAtWoundCitation(edition)).toBe(`${edition}/skills/decline-at-wound`);
      expect(declineAtWoundCitations(edition, ['nwi'])).toEqual([
        `${edition}/skills/decline-at-wound`,
        `${edition}/skills/nwi-optional`,
      ]);
    },
  );

  it.each([
    [['nwi'], ['dogged'], 'angus has no dogged to decline', 'n5/skills/decline-at-wound'],
    [['frenzy'], ['frenzy'], 'angus: Frenzy is Obligatory, it cannot be declined', 'n5/skills/frenzy'],
    [['exrah'], ['exrah'], 'angus: Exrah is Obligatory, it cannot be declined', 'n5/skills/exrah'],
    [
      ['courage'],
      ['courage'],
      'angus: only Dogged and No Wound Incapacitation may be declined, not courage',
      'n5/skills/decline-at-wound',
    ],
  ] as const)(
    'n5/skills/decline-at-wound: declining %j when it has %j is refused, on the field decline',
    (skills, declined, reason, citation) => {
      expect(declineAtWoundRefusal('n5', 'angus', profile(skills), declined)).toEqual({
        reason,
        citation,
        field: ['decline'],
      });
    },
  );

  it('n3/skills/nwi: N3 is not ruled: refused with the N3 skill rule; no rule to cite for the choice', () => {
    expect(declineAtWoundCitation('n3')).toBeNull();
    expect(declineAtWoundCitations('n3', ['nwi'])).toEqual([]);
    expect(declineAtWoundRefusal('n3', 'angus', profile(['nwi']), ['nwi'])?.citation).toBe('n3/skills/nwi');
    expect(declineAtWoundRefusal('n3', 'angus', profile(['dogged']), ['dogged'])?.citation).toBe('n3/skills/dogged');
  });

  it('n5/skills/decline-at-wound: no Wound in the Order: refused, saying the Order, the trooper and the field', () => {
    expect(declineWithoutWound('n5', 'angus', 4)).toEqual({
      reason: 'Order 4: angus takes no Wound in this Order, so it has nothing to decline (decline.angus)',
      citation: 'n5/skills/decline-at-wound',
      field: ['decline'],
    });
  });

  it('n5/skills/decline-at-wound: the Order decline is merged with the profile decline (none: undefined)', () => {
    expect(declinedInOrder(profile(['nwi']), undefined)).toBeUndefined();
    expect(declinedInOrder(profile(['nwi']), ['nwi'])).toEqual(['nwi']);
    expect(declinedInOrder(profile(['nwi', 'dogged'], ['dogged']), ['nwi'])).toEqual(['dogged', 'nwi']);
  });

  it('n5/skills/nwi-optional: the wounds applied with NWI declined: Unconscious and Prone, saying it was declined', () => {
    const r = applyWounds(
      'n5',
      { w: 1, structure: false, wounds: 0, states: [], skills: [], declined: ['nwi'] },
      1,
      'N',
    );
    expect(r.entered).toEqual(['unconscious', 'prone']);
    expect(r.why).toContain('No Wound Incapacitation declined by its player');
    expect(r.citations).toContain('n5/skills/nwi-optional');
  });
});
