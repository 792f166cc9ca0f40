import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import {
  INJURY_RESULTS,
  applyInjury,
  freshFighter,
  hitOdds,
  inflictDamage,
  saveTarget,
  type D6Target,
  type InjuredFighter,
  type InjuryFaces,
  type InjuryResult,
  type SaveTarget,
} from '../../../rules/necromunda/index.ts';

const save = (armour: D6Target | 'none', ap = 0): SaveTarget =>
  saveTarget({ armour, ap, bonus: 0, unmodifiable: false, savesForbidden: false });
const EVEN: InjuryFaces = { 'flesh-wound': 2, 'serious-injury': 2, 'out-of-action': 2 };

/** The same odds counted die by die: every face of the wound, save and Injury dice, weighted equally. */
const enumerated = (
  wound: D6Target,
  s: SaveTarget,
  damage: number,
  wounds: number,
  fighter: InjuredFighter,
  faces: InjuryFaces,
): number => {
  const face: InjuryResult[] = INJURY_RESULTS.flatMap((r) => Array.from({ length: faces[r] }, () => r));
  const dice = inflictDamage(wounds, damage).injuryDice;
  let out = 0;
  let all = 0;
  const injuries = (f: InjuredFighter, left: number): void => {
    if (left === 0) {
      all += 1;
      if (f.status === 'out-of-action') out += 1;
      return;
    }
    for (const r of face) injuries(applyInjury(f, r, false).fighter, left - 1);
  };
  for (let w = 1; w <= 6; w += 1)
    for (let sv = 1; sv <= 6; sv += 1) {
      const through = w >= wound && (s.kind === 'no-save' || sv < s.target);
      // Each outcome of the first two dice stands for 6^dice equally likely Injury rolls.
      if (through) injuries(fighter, dice);
      else {
        all += 6 ** dice;
        if (fighter.status === 'out-of-action') out += 6 ** dice;
      }
    }
  return out / all;
};

describe('necromunda hit odds (what the audit shows beside each roll)', () => {
  it('necromunda/wound-roll/table: a 3+ wound roll against a 4+ save gets through 4/6 × 3/6 of the time', () => {
    const o = hitOdds({ wound: 3, save: save(4), damage: 1, wounds: 2, fighter: freshFighter(3), injuryFaces: EVEN });
    expect(o.wounded).toBeCloseTo(4 / 6, 12);
    expect(o.unsaved).toBeCloseTo(3 / 6, 12);
    expect(o.damaged).toBeCloseTo(1 / 3, 12);
    // One Damage on two Wounds: no Injury dice, nobody goes down.
    expect(o.injuryDice).toBe(0);
    expect(o.outOfAction).toBe(0);
  });

  it('necromunda/save-roll/armour-penetration: a save cancelled by AP lets every wounding hit through', () => {
    const o = hitOdds({
      wound: 4,
      save: save(5, -2),
      damage: 1,
      wounds: 1,
      fighter: freshFighter(3),
      injuryFaces: EVEN,
    });
    expect(o.unsaved).toBe(1);
    expect(o.damaged).toBeCloseTo(3 / 6, 12);
    expect(o.rules).toContain('necromunda/save-roll/armour-penetration');
  });

  it('necromunda/inflict-damage/fighters: the last Wound lost rolls one Injury dice; two faces of six put the fighter Out of Action', () => {
    const o = hitOdds({
      wound: 4,
      save: save('none'),
      damage: 1,
      wounds: 1,
      fighter: freshFighter(3),
      injuryFaces: EVEN,
    });
    expect(o.injuryDice).toBe(1);
    expect(o.outOfAction).toBeCloseTo(0.5 * (2 / 6), 12);
    expect(o.seriouslyInjured).toBeCloseTo(0.5 * (2 / 6), 12);
  });

  it('necromunda/injuries/flesh-wound: on a Toughness 1 fighter a Flesh Wound is Out of Action too', () => {
    const o = hitOdds({
      wound: 2,
      save: save('none'),
      damage: 1,
      wounds: 1,
      fighter: freshFighter(1),
      injuryFaces: EVEN,
    });
    expect(o.outOfAction).toBeCloseTo((5 / 6) * (4 / 6), 12);
  });

  it('necromunda/inflict-damage/fighters: two Damage past the last Wound roll two Injury dice, and one Out of Action is enough', () => {
    const o = hitOdds({
      wound: 2,
      save: save('none'),
      damage: 2,
      wounds: 1,
      fighter: freshFighter(3),
      injuryFaces: EVEN,
    });
    expect(o.injuryDice).toBe(2);
    expect(o.outOfAction).toBeCloseTo((5 / 6) * (1 - (4 / 6) ** 2), 12);
  });

  it('necromunda/inflict-damage/fighters: without the Injury dice faces the chance of each result is unknown, not guessed', () => {
    const o = hitOdds({ wound: 4, save: save(5), damage: 1, wounds: 1, fighter: freshFighter(3), injuryFaces: null });
    expect(o.outOfAction).toBeNull();
    expect(o.seriouslyInjured).toBeNull();
    expect(o.injuryDice).toBe(1);
  });

  it('necromunda/inflict-damage/fighters: faces that are not six results are refused', () => {
    const bad = { 'flesh-wound': 3, 'serious-injury': 2, 'out-of-action': 2 };
    expect(() =>
      hitOdds({ wound: 4, save: save(5), damage: 1, wounds: 1, fighter: freshFighter(3), injuryFaces: bad }),
    ).toThrow(/six/);
  });

  const target = fc.constantFrom<D6Target>(2, 3, 4, 5, 6);
  const faces = fc
    .tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 }))
    .filter(([a, b]) => a + b <= 6)
    .map(([a, b]): InjuryFaces => ({ 'flesh-wound': a, 'serious-injury': b, 'out-of-action': 6 - a - b }));
  const hit = fc.record({
    wound: target,
    armour: fc.constantFrom<D6Target | 'none'>(2, 3, 4, 5, 6, 'none'),
    ap: fc.integer({ min: -3, max: 0 }),
    damage: fc.integer({ min: 1, max: 3 }),
    wounds: fc.integer({ min: 1, max: 3 }),
    toughness: fc.integer({ min: 1, max: 4 }),
    faces,
  });

  test.prop([hit])('necromunda/resolve-hits/sequence: the odds equal a count over every face of every die', (h) => {
    const s = save(h.armour, h.ap);
    const o = hitOdds({ ...h, save: s, fighter: freshFighter(h.toughness), injuryFaces: h.faces });
    expect(o.outOfAction).toBeCloseTo(
      enumerated(h.wound, s, h.damage, h.wounds, freshFighter(h.toughness), h.faces),
      12,
    );
  });

  test.prop([hit, target])(
    'necromunda/wound-roll/table: a harder wound roll never makes Out of Action likelier',
    (h, other) => {
      const s = save(h.armour, h.ap);
      const at = (wound: D6Target): number =>
        hitOdds({ ...h, wound, save: s, fighter: freshFighter(h.toughness), injuryFaces: h.faces }).outOfAction ?? NaN;
      const [easy, hard] = h.wound <= other ? [h.wound, other] : [other, h.wound];
      expect(at(hard)).toBeLessThanOrEqual(at(easy) + 1e-12);
    },
  );
});
