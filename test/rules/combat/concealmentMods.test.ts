import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { concealmentMods, type ConcealmentSituation } from '../../../rules/combat/index.ts';
import type { Edition } from '../../../rules/edition.ts';

const base: ConcealmentSituation = {
  roll: 'bs-attack',
  roller: [],
  target: [],
  zones: [],
  answeringAttack: false,
  partialCover: false,
};

const mods = (edition: Edition, s: Partial<ConcealmentSituation>) => {
  const r = concealmentMods(edition, { ...base, ...s });
  if (E.isLeft(r)) throw new Error(r.left.reason);
  return r.right.map((m) => [m.value, m.citation]);
};

const refusal = (edition: Edition, s: Partial<ConcealmentSituation>) => {
  const r = concealmentMods(edition, { ...base, ...s });
  if (E.isRight(r)) throw new Error('not refused');
  return r.left.citation;
};

describe('concealment MODs: Mimetism, Nanoscreen, Multispectral Visor, Visibility Zones', () => {
  it("n5/skills/mimetism: the target's Mimetism (-3) or (-6) is that MOD to a BS Attack and to a Discover Roll", () => {
    expect(mods('n5', { target: ['mimetism-3'] })).toEqual([[-3, 'n5/skills/mimetism']]);
    expect(mods('n5', { target: ['mimetism-6'] })).toEqual([[-6, 'n5/skills/mimetism']]);
    expect(mods('n5', { roll: 'discover', target: ['mimetism-6'] })).toEqual([[-6, 'n5/skills/mimetism']]);
    // The roller's own Mimetism does nothing to its roll.
    expect(mods('n5', { roller: ['mimetism-6'] })).toEqual([]);
  });

  it('n4/skills/mimetism: the same MODs in N4', () => {
    expect(mods('n4', { target: ['mimetism-3'] })).toEqual([[-3, 'n4/skills/mimetism']]);
    expect(mods('n4', { roll: 'discover', target: ['mimetism-6'] })).toEqual([[-6, 'n4/skills/mimetism']]);
  });

  it('n5/equipment/multispectral-visor: L1 takes Mimetism (-3) to 0 and (-6) to -3; L2 and L3 take both to 0', () => {
    expect(mods('n5', { roller: ['msv-1'], target: ['mimetism-3'] })).toEqual([
      [0, 'n5/equipment/multispectral-visor'],
    ]);
    expect(mods('n5', { roller: ['msv-1'], target: ['mimetism-6'] })).toEqual([
      [-3, 'n5/equipment/multispectral-visor'],
    ]);
    expect(mods('n5', { roller: ['msv-2'], target: ['mimetism-6'] })).toEqual([
      [0, 'n5/equipment/multispectral-visor'],
    ]);
    expect(mods('n5', { roller: ['msv-3'], target: ['mimetism-6'] })).toEqual([
      [0, 'n5/equipment/multispectral-visor'],
    ]);
    const r = concealmentMods('n5', { ...base, roller: ['msv-1'], target: ['mimetism-6'] });
    expect(E.isRight(r) && r.right[0]?.reason).toBe(
      "target's Mimetism (-6), reduced to -3 by the Multispectral Visor L1",
    );
  });

  it('n4/equipment/multispectral-visor: the N4 Visor reduces the same MODs the same way', () => {
    expect(mods('n4', { roller: ['msv-1'], target: ['mimetism-6'], zones: ['low'] })).toEqual([
      [-3, 'n4/equipment/multispectral-visor'],
      [0, 'n4/equipment/multispectral-visor'],
    ]);
    expect(mods('n4', { roller: ['msv-2'], zones: ['poor'] })).toEqual([[0, 'n4/equipment/multispectral-visor']]);
  });

  it('n5/equipment/nanoscreen: -3 to a BS Attack against its bearer, never on top of Partial Cover, not to Discover, not cancelled by a Visor', () => {
    expect(mods('n5', { target: ['nanoscreen'] })).toEqual([[-3, 'n5/equipment/nanoscreen']]);
    expect(mods('n5', { target: ['nanoscreen'], partialCover: true })).toEqual([]);
    expect(mods('n5', { roll: 'discover', target: ['nanoscreen'] })).toEqual([]);
    expect(mods('n5', { roller: ['msv-3'], target: ['nanoscreen'] })).toEqual([[-3, 'n5/equipment/nanoscreen']]);
  });

  it('n4/equipment/nanoscreen: the same in N4', () => {
    expect(mods('n4', { target: ['nanoscreen', 'mimetism-3'] })).toEqual([
      [-3, 'n4/skills/mimetism'],
      [-3, 'n4/equipment/nanoscreen'],
    ]);
  });

  it('n5/visibility/low: -3; a Low zone coinciding with a Poor one gives only the Poor -6 (zones never add up)', () => {
    expect(mods('n5', { zones: ['low'] })).toEqual([[-3, 'n5/visibility/low']]);
    expect(mods('n5', { zones: ['low', 'poor'] })).toEqual([[-6, 'n5/visibility/poor']]);
    expect(mods('n5', { zones: ['low'], roller: ['msv-1'] })).toEqual([[0, 'n5/equipment/multispectral-visor']]);
  });

  it('n4/visibility/low: -3 in N4', () => {
    expect(mods('n4', { zones: ['low', 'low'] })).toEqual([[-3, 'n4/visibility/low']]);
  });

  it('n5/visibility/poor: -6, cut to -3 by a Visor L1 and to 0 by L2; two Poor zones give one -6', () => {
    expect(mods('n5', { zones: ['poor', 'poor'] })).toEqual([[-6, 'n5/visibility/poor']]);
    expect(mods('n5', { zones: ['poor'], roller: ['msv-1'] })).toEqual([[-3, 'n5/equipment/multispectral-visor']]);
    expect(mods('n5', { zones: ['poor'], roller: ['msv-2'] })).toEqual([[0, 'n5/equipment/multispectral-visor']]);
  });

  it('n4/visibility/poor: -6 in N4, with the Mimetism stacking', () => {
    expect(mods('n4', { zones: ['poor'], target: ['mimetism-6'] })).toEqual([
      [-6, 'n4/skills/mimetism'],
      [-6, 'n4/visibility/poor'],
    ]);
  });

  it('n5/visibility/zero: no LoF through it: refused without a Visor; a Visor L1 sees through at -6, L2 at 0', () => {
    expect(refusal('n5', { zones: ['zero'] })).toBe('n5/visibility/zero');
    expect(refusal('n5', { roll: 'discover', zones: ['zero', 'low'] })).toBe('n5/visibility/zero');
    expect(mods('n5', { zones: ['zero'], roller: ['msv-1'] })).toEqual([[-6, 'n5/equipment/multispectral-visor']]);
    expect(mods('n5', { zones: ['zero'], roller: ['msv-2'] })).toEqual([[0, 'n5/equipment/multispectral-visor']]);
  });

  it('n4/visibility/zero: refused without a Visor in N4', () => {
    expect(refusal('n4', { zones: ['zero'] })).toBe('n4/visibility/zero');
  });

  it('n5/visibility/zero-target: answering a BS Attack through the zone, it counts as Poor (-6), which a Visor L1 cuts to -3', () => {
    expect(mods('n5', { zones: ['zero'], answeringAttack: true })).toEqual([[-6, 'n5/visibility/zero-target']]);
    expect(mods('n5', { zones: ['zero'], answeringAttack: true, roller: ['msv-1'] })).toEqual([
      [-3, 'n5/equipment/multispectral-visor'],
    ]);
    // Only a BS Attack answers: a Discover still has no LoF.
    expect(refusal('n5', { roll: 'discover', zones: ['zero'], answeringAttack: true })).toBe('n5/visibility/zero');
  });

  it('n4/visibility/zero-target: answering a BS Attack through the zone is a BS Attack at -6 in N4', () => {
    expect(mods('n4', { zones: ['zero'], answeringAttack: true })).toEqual([[-6, 'n4/visibility/zero-target']]);
  });

  it('N3: any concealment is refused (record a visibility fact instead); none at all gives no MOD', () => {
    expect(refusal('n3', { target: ['mimetism-3'] })).toBe('n3/bs-attack/modifiers');
    expect(refusal('n3', { zones: ['low'] })).toBe('n3/bs-attack/modifiers');
    expect(mods('n3', {})).toEqual([]);
  });
});
