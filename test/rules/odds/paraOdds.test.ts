import { describe, expect, it } from 'vitest';
import {
  AMMO,
  faceToFaceOdds,
  faceToFaceWounds,
  parseAmmo,
  savingRollChance,
  savingRollCount,
  woundDistribution,
  type SavingRollProfile,
} from '../../../rules/odds/index.ts';
import type { Edition } from '../../../rules/edition.ts';

const para = (edition: Edition, ph: number, partialCover = false): SavingRollProfile => ({
  edition,
  lethality: null,
  ammo: 'PARA',
  attribute: 'PH',
  value: ph,
  partialCover,
});

describe.each(['n4', 'n5'] as const)('PARA odds (%s)', (edition) => {
  it('one PH-6 roll: PH 12 fails on 14 faces; Partial Cover (+3) on 11', () => {
    expect(savingRollChance(para(edition, 12))).toMatchObject({
      failFaces: 14,
      reading: expect.stringContaining('PH 12 - 6 = 6'),
    });
    expect(savingRollChance(para(edition, 12, true)).failFaces).toBe(11);
    expect(savingRollChance(para(edition, 12)).citations).toEqual([`${edition}/ammo/para`]);
    expect(savingRollChance(para(edition, 5)).failFaces).toBe(20);
  });

  it('counts like N: a roll per hit and one more per Critical', () => {
    // two ordinary hits and a Critical: 2 + 2 rolls
    expect(savingRollCount(edition, 'PARA', 2, 1)).toMatchObject({ rolls: 4, automaticWounds: 0 });
    expect(savingRollCount(edition, 'PARA', 2, 1).citations).toContain(`${edition}/ammo/para`);
  });

  it('the failed-roll distribution sums to 20^rolls; IMM-A is any failure', () => {
    const d = woundDistribution(para(edition, 12), 1, 1);
    expect(d.rolls).toBe(3);
    expect(d.outcomes.reduce((n, o) => n + o.count, 0n)).toBe(8000n);
    expect(d.outcomes.find((o) => o.wounds === 0)?.count).toBe(6n ** 3n);
    const odds = faceToFaceOdds({ edition, active: { sv: 13, burst: 1 }, reactive: null });
    const w = faceToFaceWounds(odds, 'active', para(edition, 12));
    const none = w.outcomes.find((o) => o.wounds === 0)?.count ?? 0n;
    // 12 of 20 hit (one roll, fails 14/20), 1 of 20 is a Critical (two rolls).
    expect(w.total - none).toBe(BigInt(12 * 14 * 20 + 1 * (400 - 36)));
  });

  it('is a PH roll: ARM/BTS profiles for PARA, or PH for other ammunition, are errors', () => {
    expect(() => savingRollChance({ ...para(edition, 12), attribute: 'ARM' })).toThrow(/PH/);
    const lethality: SavingRollProfile['lethality'] =
      edition === 'n5' ? { kind: 'ps', ps: 7 } : { kind: 'damage', damage: 13 };
    expect(() =>
      savingRollChance({ edition, lethality, ammo: 'N', attribute: 'PH', value: 12, partialCover: false }),
    ).toThrow(/ARM or BTS/);
  });
});

describe('PARA odds (n3)', () => {
  it('no N3 rule in the sources: no odds', () => {
    expect(() => savingRollChance(para('n3', 12))).toThrow(/N3/);
    expect(() => savingRollCount('n3', 'PARA', 1, 0)).toThrow(/N3/);
  });

  it('is one of the ammunitions a player can name', () => {
    expect(AMMO).toContain('PARA');
    expect(parseAmmo('para')).toBe('PARA');
  });
});
