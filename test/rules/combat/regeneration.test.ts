import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { regenerationOutcome } from '../../../rules/combat/index.ts';
import type { WoundTrack } from '../../../rules/combat/applyWounds.ts';
import { anEdition, expectEditionCitations } from './citationsOf.ts';

const track = (w: number, wounds: number, states: WoundTrack['states'] = []): WoundTrack => ({
  w,
  structure: false,
  wounds,
  states,
});

describe('regenerationOutcome', () => {
  it('n5/skills/regeneration: PH 13, a 13 passes (a Critical is a success): one Wound removed, Unconscious cancelled below VITA', () => {
    const o = regenerationOutcome('n5', 'rasyat', 13, 13, track(2, 2, ['unconscious', 'prone']));
    expect(o).toMatchObject({ passed: true, wounds: 1, inflicted: 0, left: ['unconscious'], entered: [] });
    expect(o.roll.criticals).toBe(1);
  });

  it('n5/skills/regeneration: a pass that leaves Wounds at VITA keeps the trooper Unconscious (Remote Presence second level)', () => {
    const o = regenerationOutcome('n5', 'rem', 10, 2, {
      ...track(1, 2, ['unconscious']),
      structure: true,
      remotePresence: true,
    });
    expect(o).toMatchObject({ passed: true, wounds: 1, left: [] });
  });

  it('n4/skills/regeneration: a failed roll is one Wound more, with the states it leads to', () => {
    const o = regenerationOutcome('n4', 'gao', 11, 12, track(1, 0));
    expect(o).toMatchObject({ passed: false, wounds: 1, inflicted: 1, entered: ['unconscious', 'prone'] });
    expect(o.citations).toEqual(expect.arrayContaining(['n4/skills/regeneration', 'n4/wounds/unconscious-dead']));
  });

  test.prop([
    anEdition,
    fc.integer({ min: 1, max: 20 }),
    fc.integer({ min: 1, max: 20 }),
    fc.integer({ min: 1, max: 3 }),
    fc.integer({ min: 1, max: 4 }),
  ])(
    'n5/skills/regeneration: passed exactly when the die is at most PH; the Wounds move by one, either way; cited under the edition',
    (edition, ph, face, w, wounds) => {
      const o = regenerationOutcome(edition, 't', ph, face, track(w, Math.min(wounds, w + 1)));
      const before = Math.min(wounds, w + 1);
      expect(o.passed).toBe(face <= ph);
      expect(o.wounds).toBe(o.passed ? before - 1 : before + 1);
      expect(o.inflicted).toBe(o.passed ? 0 : 1);
      expectEditionCitations(edition, o.citations);
    },
  );
});
