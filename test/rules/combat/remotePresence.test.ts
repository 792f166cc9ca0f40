import { describe, expect, it } from 'vitest';
import {
  applyWounds,
  canGoProne,
  hasRemotePresence,
  unconsciousLevel,
  woundsBeforeDead,
  type WoundTrack,
} from '../../../rules/combat/index.ts';

const rem = (w: number, extra: Partial<WoundTrack> = {}): WoundTrack => ({
  w,
  structure: true,
  remotePresence: true,
  wounds: 0,
  states: [],
  ...extra,
});

describe('Remote Presence and Structure', () => {
  it('n5/skills/remote-presence: the page example, a STR 1 REM: the last STR point is Unconscious, one more is the second level of Unconscious, only a further one is Dead', () => {
    const first = applyWounds('n5', rem(1), 1, 'N');
    expect(first).toMatchObject({ wounds: 1, states: ['prone', 'unconscious'], entered: ['unconscious', 'prone'] });
    expect(first.citations).toContain('n5/skills/remote-presence');
    const second = applyWounds('n5', rem(1, { wounds: 1, states: first.states }), 1, 'N');
    expect(second).toMatchObject({ wounds: 2, states: ['prone', 'unconscious'], entered: [] });
    expect(second.why[0]).toContain('second level of Unconscious');
    expect(second.citations).toEqual(['n5/wounds/vita', 'n5/skills/remote-presence']);
    const third = applyWounds('n5', rem(1, { wounds: 2, states: second.states }), 1, 'N');
    expect(third).toMatchObject({ wounds: 3, states: ['dead'], entered: ['dead'] });
  });

  it('n5/skills/remote-presence: STR 2 hit by three Wounds at once goes straight to the second level, four Wounds to Dead', () => {
    expect(applyWounds('n5', rem(2), 3, 'N')).toMatchObject({
      states: ['prone', 'unconscious'],
      entered: ['unconscious', 'prone'],
    });
    expect(applyWounds('n5', rem(2), 3, 'N').why[0]).toContain('second level');
    expect(applyWounds('n5', rem(2), 4, 'N').states).toEqual(['dead']);
  });

  it('n4/skills/remote-presence: the same two levels in N4; N4 Shock still kills a STR trooper it leaves Unconscious (its own rule)', () => {
    expect(applyWounds('n4', rem(1), 2, 'N')).toMatchObject({ states: ['prone', 'unconscious'] });
    expect(applyWounds('n4', rem(1), 2, 'N').citations).toContain('n4/skills/remote-presence');
    expect(applyWounds('n4', rem(1), 3, 'N').states).toEqual(['dead']);
    expect(applyWounds('n4', rem(1), 1, 'Shock').states).toEqual(['dead']);
  });

  it('n3/skills/remote-presence: read as N4 in N3 (no auto-Prone in N3)', () => {
    expect(applyWounds('n3', rem(1), 2, 'N')).toMatchObject({ states: ['unconscious'] });
    expect(applyWounds('n3', rem(1), 2, 'N').citations).toContain('n3/skills/remote-presence');
    expect(applyWounds('n3', rem(1), 3, 'N').states).toEqual(['dead']);
  });

  it('n5/skills/remote-presence: only a STR trooper with the skill: without it, or with VITA, one Wound past the attribute is Dead', () => {
    expect(hasRemotePresence(true, ['remote-presence'])).toBe(true);
    expect(hasRemotePresence(false, ['remote-presence'])).toBe(false);
    expect(hasRemotePresence(true, [])).toBe(false);
    expect(applyWounds('n5', rem(1, { remotePresence: false }), 2, 'N').states).toEqual(['dead']);
    expect(applyWounds('n5', rem(1, { structure: false }), 2, 'N').states).toEqual(['dead']);
    expect(woundsBeforeDead(2, true)).toBe(3);
    expect(woundsBeforeDead(2, false)).toBe(2);
    expect([0, 1, 2, 3, 4].map((n) => unconsciousLevel(2, n, true))).toEqual([0, 0, 1, 2, 0]);
    expect([0, 1, 2, 3].map((n) => unconsciousLevel(2, n, false))).toEqual([0, 0, 1, 0]);
  });

  it('n5/states/unconscious: a TAG (or a Motorcycle) that goes Unconscious does not go Prone; a REM does', () => {
    const tag = { unitType: 'TAG' as const, skills: [] };
    expect(canGoProne('n5', tag)).toBe(false);
    expect(canGoProne('n5', { unitType: 'LI', skills: ['motorcycle'] })).toBe(false);
    expect(canGoProne('n5', { unitType: 'REM', skills: [] })).toBe(true);
    expect(canGoProne('n3', { unitType: 'REM', skills: [] })).toBe(false);
    expect(applyWounds('n5', rem(3, { canGoProne: false }), 3, 'N').states).toEqual(['unconscious']);
  });

  it('n5/wounds/vita, n4/wounds/unconscious-dead, n3/wounds/unconscious-dead: a trooper already Unconscious that receives another Wound is Dead', () => {
    for (const edition of ['n3', 'n4', 'n5'] as const) {
      const unconscious: WoundTrack = { w: 1, structure: false, wounds: 1, states: ['unconscious', 'prone'] };
      expect(applyWounds(edition, unconscious, 1, 'N')).toMatchObject({
        wounds: 2,
        states: ['dead'],
        entered: ['dead'],
      });
      // STR without Remote Presence: the same.
      expect(applyWounds(edition, { ...unconscious, structure: true }, 1, 'N').states).toEqual(['dead']);
    }
  });
});
