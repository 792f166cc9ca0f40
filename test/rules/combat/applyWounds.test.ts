import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { applyWounds, TROOPER_STATES, type TrooperState, type WoundTrack } from '../../../rules/combat/index.ts';
import type { Ammo } from '../../../rules/profiles/index.ts';
import { anEdition, expectEditionCitations } from './citationsOf.ts';

const fresh = (w: number, extra: Partial<WoundTrack> = {}): WoundTrack => ({
  w,
  structure: false,
  wounds: 0,
  states: [],
  ...extra,
});

describe('applyWounds', () => {
  it('n3/wounds/unconscious-dead: N3: W reaching 0 is Unconscious (no auto-Prone), below 0 is Dead', () => {
    expect(applyWounds('n3', fresh(1), 1, 'N')).toMatchObject({
      wounds: 1,
      states: ['unconscious'],
      entered: ['unconscious'],
      citations: ['n3/wounds/unconscious-dead'],
    });
    expect(applyWounds('n3', fresh(1), 2, 'N')).toMatchObject({ wounds: 2, states: ['dead'], entered: ['dead'] });
  });

  it('n4/wounds/unconscious-dead, n4/states/unconscious: N4: Unconscious goes Prone unless its type cannot; Engaged ends', () => {
    const r = applyWounds('n4', fresh(1, { states: ['engaged'] }), 1, 'N');
    expect(r).toMatchObject({ states: ['prone', 'unconscious'], entered: ['unconscious', 'prone'] });
    expect(r.citations).toEqual(['n4/wounds/unconscious-dead', 'n4/states/unconscious']);
    expect(applyWounds('n4', fresh(1, { canGoProne: false }), 1, 'N').states).toEqual(['unconscious']);
  });

  it('n5/states/marker-hit, n4/states/marker-hit: a trooper that goes Unconscious is a model, no marker: its marker state ends with it (Dead replaces every state anyway)', () => {
    for (const edition of ['n4', 'n5'] as const)
      for (const marker of ['camouflaged', 'imp-1', 'imp-2', 'hidden-deployment'] as const) {
        expect(applyWounds(edition, fresh(1, { states: [marker] }), 1, 'N').states).toEqual(['prone', 'unconscious']);
        expect(applyWounds(edition, fresh(1, { states: [marker] }), 2, 'N').states).toEqual(['dead']);
      }
  });

  it('N5 VITA 2: one wound nothing, two Unconscious, three Dead', () => {
    expect(applyWounds('n5', fresh(2), 1, 'N')).toMatchObject({ wounds: 1, states: [], entered: [] });
    expect(applyWounds('n5', fresh(2, { wounds: 1 }), 1, 'N').states).toEqual(['prone', 'unconscious']);
    expect(applyWounds('n5', fresh(2, { wounds: 2, states: ['unconscious', 'prone'] }), 1, 'N')).toMatchObject({
      wounds: 3,
      states: ['dead'],
      why: ['3 wounds received against VITA 2: Dead'],
    });
  });

  it('n3/wounds/unconscious-dead, n3/wounds/shock: Shock in N3: a W 1 profile goes straight to Dead; W 2 and STR are treated as N', () => {
    expect(applyWounds('n3', fresh(1), 1, 'Shock')).toMatchObject({
      states: ['dead'],
      citations: ['n3/wounds/unconscious-dead', 'n3/wounds/shock'],
    });
    expect(applyWounds('n3', fresh(2), 1, 'Shock').states).toEqual([]);
    expect(applyWounds('n3', fresh(2, { wounds: 1 }), 1, 'Shock').states).toEqual(['unconscious']);
    expect(applyWounds('n3', fresh(1, { structure: true }), 1, 'Shock').states).toEqual(['unconscious']);
  });

  it('n4/wounds/unconscious-dead, n4/wounds/shock: Shock in N4: a failed save that would leave the trooper Unconscious leaves it Dead, STR included', () => {
    expect(applyWounds('n4', fresh(2), 1, 'Shock').states).toEqual([]);
    expect(applyWounds('n4', fresh(2, { wounds: 1 }), 1, 'Shock')).toMatchObject({
      states: ['dead'],
      citations: ['n4/wounds/unconscious-dead', 'n4/wounds/shock'],
    });
    expect(applyWounds('n4', fresh(1, { structure: true }), 1, 'Shock').states).toEqual(['dead']);
  });

  it('Shock in N5: only against VITA 1', () => {
    expect(applyWounds('n5', fresh(1), 1, 'Shock').states).toEqual(['dead']);
    expect(applyWounds('n5', fresh(2, { wounds: 1 }), 1, 'Shock').states).toEqual(['prone', 'unconscious']);
    expect(applyWounds('n5', fresh(1, { structure: true }), 1, 'Shock').states).toEqual(['prone', 'unconscious']);
  });

  it('no wounds change nothing; Smoke cannot wound; bad counts are errors', () => {
    expect(applyWounds('n5', fresh(1, { states: ['prone'] }), 0, 'N')).toEqual({
      wounds: 0,
      states: ['prone'],
      entered: [],
      why: [],
      citations: [],
    });
    expect(() => applyWounds('n5', fresh(1), 1, 'Smoke')).toThrow(RangeError);
    expect(() => applyWounds('n5', fresh(0), 1, 'N')).toThrow(RangeError);
    expect(() => applyWounds('n5', fresh(1), -1, 'N')).toThrow(RangeError);
  });

  const ammo = fc.constantFrom<Ammo>('N', 'AP', 'DA', 'EXP', 'Shock');
  const aliveStates = fc.subarray<TrooperState>(['prone', 'engaged', 'imm-a', 'imm-b', 'isolated']);

  test.prop([
    anEdition,
    fc.integer({ min: 1, max: 4 }),
    fc.boolean(),
    aliveStates,
    fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), ammo), { minLength: 1, maxLength: 8 }),
  ])(
    'once Dead, always Dead; wounds add up; Dead exactly when more wounds than W (or Shock said so)',
    (edition, w, structure, states, batches) => {
      let track: WoundTrack = { w, structure, wounds: 0, states };
      let dead = false;
      for (const [n, a] of batches) {
        const r = applyWounds(edition, track, n, a);
        expect(r.wounds).toBe(track.wounds + n);
        if (dead) {
          expect(r.states).toEqual(['dead']);
          expect(r.entered).toEqual([]);
        }
        if (r.wounds > w) expect(r.states).toEqual(['dead']);
        if (r.states.includes('dead')) {
          expect(r.states).toEqual(['dead']);
          if (!dead && r.wounds <= w) expect(a).toBe('Shock');
          dead = true;
        } else {
          expect(r.states.includes('unconscious')).toBe(r.wounds === w);
          if (r.states.includes('unconscious')) expect(r.states).not.toContain('engaged');
        }
        expectEditionCitations(edition, r.citations);
        track = { ...track, wounds: r.wounds, states: r.states };
      }
    },
  );

  test.prop([
    anEdition,
    fc.integer({ min: 1, max: 4 }),
    fc.integer({ min: 1, max: 4 }),
    fc.integer({ min: 0, max: 5 }),
    ammo,
  ])(
    'wounds taken one at a time or all at once end in the same state (Shock aside)',
    (edition, w, first, second, a) => {
      fc.pre(a !== 'Shock');
      const once = applyWounds(edition, { w, structure: false, wounds: 0, states: [] }, first + second, a);
      const step1 = applyWounds(edition, { w, structure: false, wounds: 0, states: [] }, first, a);
      const step2 = applyWounds(
        edition,
        { w, structure: false, wounds: step1.wounds, states: step1.states },
        second,
        a,
      );
      expect(step2.wounds).toBe(once.wounds);
      expect(step2.states).toEqual(once.states);
    },
  );

  it('TROOPER_STATES lists every state once', () => {
    expect(new Set(TROOPER_STATES).size).toBe(TROOPER_STATES.length);
  });
});
