import { describe, expect, it } from 'vitest';
import type { Edition } from '../../../rules/edition.ts';
import {
  savingRollChance,
  savingRollCount,
  woundDistribution,
  type Ammo,
  type SavingRollProfile,
} from '../../../rules/odds/index.ts';

const combi = (edition: Edition, over: Partial<SavingRollProfile> = {}): SavingRollProfile => ({
  edition,
  lethality: edition === 'n5' ? { kind: 'ps', ps: 7 } : { kind: 'damage', damage: 13 },
  ammo: 'N',
  attribute: 'ARM',
  value: 1,
  partialCover: true,
  ...over,
});

describe('savingRollChance', () => {
  it('n4/saving-roll/attack-damage: N4: Combi DAM 13 against ARM 1 in Partial Cover wounds on d20 <= 9 (9 of 20)', () => {
    const c = savingRollChance(combi('n4'));
    expect(c.failFaces).toBe(9);
    expect(c.reading).toContain('wounded on d20 <= 9');
    expect(c.citations).toContain('n4/saving-roll/attack-damage');
  });

  it('n5/saving-roll/ps: N5: ARM 1 + PS 7 + 3 cover = 11 saves; 12-20 wound (9 of 20)', () => {
    const c = savingRollChance(combi('n5'));
    expect(c.failFaces).toBe(9);
    expect(c.reading).toContain('saved on d20 <= 11');
    expect(c.citations).toContain('n5/saving-roll/ps');
  });

  it('n3/saving-roll/arm-roll, n3/cover/partial-arm: N3: d20 + ARM 1 + 3 must beat DAM 13, so 1-9 fail (9 of 20), citing the cover bonus', () => {
    const c = savingRollChance(combi('n3'));
    expect(c.failFaces).toBe(9);
    expect(c.citations).toEqual(expect.arrayContaining(['n3/saving-roll/arm-roll', 'n3/cover/partial-arm']));
  });

  it('without cover: N4 DAM 13 - ARM 1 = 12 wounds on 12 faces; N5 ARM 1 + PS 7 = 8 saves, 12 faces wound', () => {
    expect(savingRollChance(combi('n4', { partialCover: false })).failFaces).toBe(12);
    expect(savingRollChance(combi('n5', { partialCover: false })).failFaces).toBe(12);
  });

  it('AP halves ARM rounding up before cover: ARM 5 -> 3, so N4 DAM 13 - 3 - 3 = 7; N5 3 + 7 + 3 = 13 saves', () => {
    expect(savingRollChance(combi('n4', { ammo: 'AP', value: 5 }))).toMatchObject({ failFaces: 7, effectiveValue: 3 });
    expect(savingRollChance(combi('n5', { ammo: 'AP', value: 5 }))).toMatchObject({ failFaces: 7, effectiveValue: 3 });
    expect(savingRollChance(combi('n3', { ammo: 'AP', value: 1 })).effectiveValue).toBe(1);
  });

  it('clamps to the die: a hopeless save fails on all 20 faces, an impossible wound on none', () => {
    expect(
      savingRollChance(combi('n4', { lethality: { kind: 'damage', damage: 25 }, value: 0, partialCover: false }))
        .failFaces,
    ).toBe(20);
    expect(savingRollChance(combi('n5', { value: 10 })).failFaces).toBe(0);
    expect(
      savingRollChance(combi('n5', { lethality: { kind: 'ps', ps: -5 }, value: 0, partialCover: false })).failFaces,
    ).toBe(20);
  });

  it('uses BTS the same way and says so', () => {
    expect(savingRollChance(combi('n5', { attribute: 'BTS', value: 3 })).reading).toContain('BTS 3');
  });

  it('refuses a lethality of the wrong edition, and a lethal ammunition without one', () => {
    expect(() => savingRollChance(combi('n5', { lethality: { kind: 'damage', damage: 13 } }))).toThrow(/PS/);
    expect(() => savingRollChance(combi('n4', { lethality: { kind: 'ps', ps: 7 } }))).toThrow(/Damage/);
    expect(() => savingRollChance(combi('n4', { lethality: null }))).toThrow(RangeError);
    expect(savingRollChance(combi('n4', { lethality: null, ammo: 'Smoke' })).failFaces).toBe(0);
  });
});

describe('savingRollCount', () => {
  const table: readonly [Ammo, number][] = [
    ['N', 1],
    ['AP', 1],
    ['DA', 2],
    ['EXP', 3],
    ['Shock', 1],
    ['Smoke', 0],
  ];

  it('n5/critical/extra-saving-roll: N4/N5: each hit rolls per its ammunition, each Critical rolls once more', () => {
    for (const edition of ['n4', 'n5'] as const) {
      for (const [ammo, perHit] of table) {
        const c = savingRollCount(edition, ammo, 2, 1);
        expect(c.automaticWounds).toBe(0);
        expect(c.rolls).toBe(ammo === 'Smoke' ? 0 : 2 * perHit + (perHit + 1));
      }
    }
    expect(savingRollCount('n5', 'DA', 0, 1).citations).toContain('n5/critical/extra-saving-roll');
  });

  it('n3/ammo/double-action: N3: a Critical is a Wound with no roll, in place of the first roll of its ammunition', () => {
    expect(savingRollCount('n3', 'N', 2, 1)).toMatchObject({ rolls: 2, automaticWounds: 1 });
    expect(savingRollCount('n3', 'DA', 1, 2)).toMatchObject({
      rolls: 2 + 2,
      automaticWounds: 2,
      citations: ['n3/ammo/double-action'],
    });
    expect(savingRollCount('n3', 'EXP', 0, 1)).toMatchObject({ rolls: 2, automaticWounds: 1 });
    expect(savingRollCount('n3', 'Smoke', 3, 3)).toMatchObject({ rolls: 0, automaticWounds: 0 });
  });
});

describe('woundDistribution', () => {
  it('N4: one hit in cover, 9 of 20 wound', () => {
    const d = woundDistribution(combi('n4'), 1, 0);
    expect(d.total).toBe(20n);
    expect(d.outcomes).toEqual([
      { wounds: 0, count: 11n },
      { wounds: 1, count: 9n },
    ]);
  });

  it('N5: a Critical with DA makes 3 rolls: C(3,k) 9^k 11^(3-k) out of 8000', () => {
    const d = woundDistribution(combi('n5', { ammo: 'DA' }), 0, 1);
    expect(d.total).toBe(8000n);
    expect(d.outcomes).toEqual([
      { wounds: 0, count: 1331n },
      { wounds: 1, count: 3267n },
      { wounds: 2, count: 2673n },
      { wounds: 3, count: 729n },
    ]);
  });

  it('N3: 1 hit + 1 Critical with N: 1 Wound for sure, plus one ARM Roll failing on 9 of 20', () => {
    const d = woundDistribution(combi('n3'), 1, 1);
    expect(d).toMatchObject({ total: 20n, rolls: 1, automaticWounds: 1 });
    expect(d.outcomes).toEqual([
      { wounds: 1, count: 11n },
      { wounds: 2, count: 9n },
    ]);
  });

  it('N4 EXP, 2 hits out of cover against ARM 4 (DAM 14 - 4 = 10): 6 rolls, half of them fail', () => {
    const d = woundDistribution(
      combi('n4', { ammo: 'EXP', lethality: { kind: 'damage', damage: 14 }, value: 4, partialCover: false }),
      2,
      0,
    );
    expect(d.total).toBe(20n ** 6n);
    expect(d.outcomes.map((o) => o.count)).toEqual([1n, 6n, 15n, 20n, 15n, 6n, 1n].map((c) => c * 10n ** 6n));
  });

  it('Smoke never wounds, and no hit means no Wound', () => {
    expect(woundDistribution(combi('n5', { ammo: 'Smoke' }), 3, 2).outcomes).toEqual([{ wounds: 0, count: 1n }]);
    expect(woundDistribution(combi('n4'), 0, 0).outcomes).toEqual([{ wounds: 0, count: 1n }]);
  });

  it('every distribution sums to 20^rolls', () => {
    for (const edition of ['n3', 'n4', 'n5'] as const) {
      for (const ammo of ['N', 'AP', 'DA', 'EXP', 'Shock', 'Smoke'] as const) {
        for (const [hits, crits] of [
          [0, 0],
          [1, 0],
          [0, 1],
          [3, 2],
        ] as const) {
          const d = woundDistribution(combi(edition, { ammo }), hits, crits);
          expect(d.outcomes.reduce((s, o) => s + o.count, 0n)).toBe(d.total);
          expect(d.total).toBe(20n ** BigInt(d.rolls));
        }
      }
    }
  });
});
