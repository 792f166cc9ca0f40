import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import {
  INJURY_RESULTS,
  applyInjury,
  currentToughness,
  freshFighter,
  type InjuredFighter,
  type InjuryResult,
} from '../../../rules/necromunda/index.ts';

const applyAll = (f: InjuredFighter, results: readonly InjuryResult[]): InjuredFighter =>
  results.reduce((acc, r) => applyInjury(acc, r, false).fighter, f);

describe('necromunda/injuries', () => {
  it('necromunda/injuries/flesh-wound: -1 Toughness per Flesh Wound; Out of Action at Toughness 0', () => {
    const once = applyInjury(freshFighter(2), 'flesh-wound', false);
    expect(once.fighter).toEqual({ baseToughness: 2, fleshWounds: 1, status: 'active' });
    expect(currentToughness(once.fighter)).toBe(1);
    const twice = applyInjury(once.fighter, 'flesh-wound', false);
    expect(twice.fighter.status).toBe('out-of-action');
    expect(currentToughness(twice.fighter)).toBe(0);
    expect(twice.rules).toEqual(['necromunda/injuries/flesh-wound', 'necromunda/injuries/out-of-action']);
  });

  it('necromunda/injuries/serious-injury: Prone; Coup de Grace open only when inflicted in close combat', () => {
    const shot = applyInjury(freshFighter(3), 'serious-injury', false);
    expect(shot.fighter.status).toBe('seriously-injured');
    expect(shot.coupDeGraceOpen).toBe(false);
    expect(applyInjury(freshFighter(3), 'serious-injury', true).coupDeGraceOpen).toBe(true);
    expect(applyInjury(freshFighter(3), 'flesh-wound', true).coupDeGraceOpen).toBe(false);
  });

  it('necromunda/injuries/serious-injury: a Flesh Wound on a Seriously Injured fighter keeps it Prone', () => {
    const down = applyAll(freshFighter(3), ['serious-injury', 'flesh-wound']);
    expect(down).toEqual({ baseToughness: 3, fleshWounds: 1, status: 'seriously-injured' });
  });

  it('necromunda/injuries/out-of-action: the fighter leaves the battlefield; later results change nothing', () => {
    const out = applyInjury(freshFighter(3), 'out-of-action', false).fighter;
    expect(out.status).toBe('out-of-action');
    for (const r of INJURY_RESULTS)
      expect(applyInjury(out, r, true)).toMatchObject({ fighter: out, coupDeGraceOpen: false });
  });

  it('necromunda/injuries/flesh-wound: a Toughness below 1 is refused, naming the rule', () => {
    expect(() => freshFighter(0)).toThrow(/necromunda\/injuries\/flesh-wound: Toughness must be/);
  });

  const results = fc.array(fc.constantFrom<InjuryResult>(...INJURY_RESULTS), { maxLength: 12 });

  test.prop([fc.integer({ min: 1, max: 10 }), results])(
    'necromunda/injuries/flesh-wound: injuries stack (Flesh Wounds add up until Out of Action; status is the worst reached)',
    (t, rs) => {
      const end = applyAll(freshFighter(t), rs);
      const cut = rs.findIndex((_, i) => {
        const upTo = rs.slice(0, i + 1);
        return upTo.includes('out-of-action') || upTo.filter((r) => r === 'flesh-wound').length >= t;
      });
      const lived = cut === -1 ? rs : rs.slice(0, cut + 1);
      expect(end.fleshWounds).toBe(lived.filter((r) => r === 'flesh-wound').length);
      expect(currentToughness(end)).toBe(Math.max(0, t - end.fleshWounds));
      const expected = cut !== -1 ? 'out-of-action' : rs.includes('serious-injury') ? 'seriously-injured' : 'active';
      expect(end.status).toBe(expected);
    },
  );

  test.prop([fc.integer({ min: 1, max: 10 }), results, results])(
    'necromunda/injuries/flesh-wound: applying results one batch then another equals applying them all',
    (t, a, b) => {
      expect(applyAll(applyAll(freshFighter(t), a), b)).toEqual(applyAll(freshFighter(t), [...a, ...b]));
    },
  );
});
