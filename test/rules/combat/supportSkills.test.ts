import { describe, expect, it } from 'vitest';
import { supportOutcome, supportRefusal, supportRoll, type WoundTrack } from '../../../rules/combat/index.ts';
import type { TrooperView } from '../../../rules/table/index.ts';
import { trooper } from '../../support/seedTroopers.ts';

const view = (
  over: Partial<TrooperView> & { readonly structure?: boolean; readonly skills?: TrooperView['profile']['skills'] },
): TrooperView => ({
  profile: {
    ...trooper('n5', { id: 'x', name: 'X', skills: over.skills ?? [] }),
    attributes: { ...trooper('n5', { id: 'x', name: 'X' }).attributes, structure: over.structure ?? false },
  },
  player: over.player ?? 'pano',
  group: 'pano-1',
  woundsReceived: over.woundsReceived ?? 0,
  states: over.states ?? [],
  spentUses: {},
});

const unconscious: WoundTrack = { w: 1, structure: false, wounds: 1, states: ['prone', 'unconscious'] };

describe('support skills: the rule functions', () => {
  it('n5/skills/doctor: passed, one Wound removed and Unconscious left; failed, Dead; the Doctor rolls WIP', () => {
    expect(supportRoll('doctor')).toEqual({ by: 'user', attribute: 'WIP' });
    expect(supportOutcome('n5', 'doctor', true, unconscious, ['doctor'])).toMatchObject({
      wounds: 0,
      inflicted: 0,
      left: ['unconscious'],
      entered: [],
    });
    expect(supportOutcome('n5', 'doctor', false, unconscious, ['doctor'])).toMatchObject({ entered: ['dead'] });
  });

  it('n5/skills/doctor-2w: two Wounds removed, never below none', () => {
    const two: WoundTrack = { w: 2, structure: false, wounds: 2, states: ['unconscious'] };
    expect(supportOutcome('n5', 'doctor', true, two, ['doctor-2w']).wounds).toBe(0);
    expect(supportOutcome('n5', 'doctor', true, unconscious, ['doctor-2w']).wounds).toBe(0);
  });

  it('n5/equipment/medikit: the patient rolls PH; only an allied Unconscious patient with Wounds', () => {
    expect(supportRoll('medikit')).toEqual({ by: 'patient', attribute: 'PH' });
    const user = { id: 'medic', view: view({ skills: ['medikit'] }) };
    expect(
      supportRefusal('n5', 'medikit', user, { id: 'a', view: view({ states: ['unconscious'], woundsReceived: 1 }) }),
    ).toBeNull();
    expect(
      supportRefusal('n5', 'medikit', user, { id: 'e', view: view({ player: 'ca', states: ['unconscious'] }) })?.reason,
    ).toMatch(/no allied trooper/);
    expect(supportRefusal('n5', 'medikit', user, { id: 'a', view: view({}) })?.citation).toBe('n5/equipment/medikit');
  });

  it('n5/skills/engineer: a patient with STR and a Wound; failed, a Wound more: 1 of STR 2 becomes 2, Unconscious', () => {
    const user = { id: 'eng', view: view({ skills: ['engineer'] }) };
    expect(
      supportRefusal('n5', 'engineer', user, { id: 'r', view: view({ structure: true, woundsReceived: 1 }) }),
    ).toBeNull();
    expect(supportRefusal('n5', 'engineer', user, { id: 'r', view: view({ structure: true }) })?.reason).toMatch(
      /no Wound/,
    );
    const damaged: WoundTrack = { w: 2, structure: true, wounds: 1, states: [] };
    expect(supportOutcome('n5', 'engineer', false, damaged, ['engineer'])).toMatchObject({
      wounds: 2,
      inflicted: 1,
      entered: ['unconscious', 'prone'],
    });
    expect(supportOutcome('n5', 'engineer', true, damaged, ['engineer'])).toMatchObject({ wounds: 0, left: [] });
  });

  it('n5/equipment/gizmokit: the patient rolls PH; only an allied trooper with STR and a Wound; failed, a Wound more', () => {
    expect(supportRoll('gizmokit')).toEqual({ by: 'patient', attribute: 'PH' });
    const user = { id: 'mech', view: view({ skills: ['gizmokit'] }) };
    const remote = view({ structure: true, woundsReceived: 1 });
    expect(supportRefusal('n5', 'gizmokit', user, { id: 'r', view: remote })).toBeNull();
    expect(supportRefusal('n5', 'gizmokit', user, { id: 'e', view: { ...remote, player: 'ca' } })?.reason).toMatch(
      /no allied trooper/,
    );
    const damaged: WoundTrack = { w: 2, structure: true, wounds: 1, states: [] };
    expect(supportOutcome('n5', 'gizmokit', false, damaged, [])).toMatchObject({ wounds: 2, inflicted: 1 });
    expect(supportOutcome('n5', 'gizmokit', true, damaged, []).citations).toEqual(['n5/equipment/gizmokit']);
  });

  it('n4/skills/engineer: no Engineer on itself in N4; N3 refuses every support skill (n3/skills/support-unsourced)', () => {
    const self = view({ skills: ['engineer'], structure: true, woundsReceived: 1 });
    expect(supportRefusal('n4', 'engineer', { id: 'r', view: self }, { id: 'r', view: self })?.reason).toMatch(
      /on itself in N4/,
    );
    expect(supportRefusal('n5', 'engineer', { id: 'r', view: self }, { id: 'r', view: self })).toBeNull();
    expect(supportRefusal('n3', 'engineer', { id: 'r', view: self }, { id: 'r', view: self })?.citation).toBe(
      'n3/skills/support-unsourced',
    );
  });
});
