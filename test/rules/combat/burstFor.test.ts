import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { burstFor, type BurstSituation } from '../../../rules/combat/index.ts';
import { anEdition, expectEditionCitations } from './citationsOf.ts';

const base: BurstSituation = {
  weaponBurst: 3,
  turn: 'active',
  twinWeapons: false,
  entireOrder: false,
  totalReaction: false,
};

describe('burstFor', () => {
  it.each(['n3', 'n4', 'n5'] as const)(
    '%s: full B in the Active Turn, 1 in ARO, full again with Total Reaction',
    (edition) => {
      expect(burstFor(edition, base).burst).toBe(3);
      const aro = burstFor(edition, { ...base, turn: 'reactive' });
      expect(aro.burst).toBe(1);
      expect(aro.citations).toContain(`${edition}/burst/aro`);
      const tr = burstFor(edition, { ...base, turn: 'reactive', totalReaction: true });
      expect(tr.burst).toBe(3);
      expect(tr.citations).toContain(`${edition}/burst/total-reaction`);
    },
  );

  it('n3/burst/twin-weapons: Twin Weapons: +1 B in the Active Turn only, never for an Entire Order attack', () => {
    const twin = burstFor('n3', { ...base, twinWeapons: true });
    expect(twin).toMatchObject({ burst: 4, weaponsFired: 2 });
    expect(twin.steps.map((s) => s.burst)).toEqual([3, 4]);
    expect(burstFor('n3', { ...base, twinWeapons: true, entireOrder: true })).toMatchObject({
      burst: 3,
      weaponsFired: 1,
    });
    expect(burstFor('n3', { ...base, twinWeapons: true, turn: 'reactive' })).toMatchObject({
      burst: 1,
      weaponsFired: 1,
    });
    expect(burstFor('n3', { ...base, twinWeapons: true, turn: 'reactive', totalReaction: true })).toMatchObject({
      burst: 3,
      weaponsFired: 1,
    });
  });

  it('n3/burst/twin-weapons, n3/weapons/disposable: seed: two Panzerfausts with Twin Weapons fire B 2 and spend one use of each', () => {
    const r = burstFor('n3', {
      weaponBurst: 1,
      turn: 'active',
      twinWeapons: true,
      entireOrder: false,
      totalReaction: false,
      disposable: true,
    });
    expect(r).toMatchObject({ burst: 2, weaponsFired: 2, disposableUsesPerWeapon: 1 });
    expect(r.citations).toEqual(expect.arrayContaining(['n3/burst/twin-weapons', 'n3/weapons/disposable']));
    expect(burstFor('n5', { ...base, weaponBurst: 1, disposable: true })).toMatchObject({
      burst: 1,
      weaponsFired: 1,
      disposableUsesPerWeapon: 1,
    });
    expect(burstFor('n5', base).disposableUsesPerWeapon).toBe(0);
  });

  it('rejects a Burst below 1', () => {
    expect(() => burstFor('n4', { ...base, weaponBurst: 0 })).toThrow(RangeError);
  });

  test.prop([
    anEdition,
    fc.integer({ min: 1, max: 6 }),
    fc.constantFrom('active' as const, 'reactive' as const),
    fc.boolean(),
    fc.boolean(),
    fc.boolean(),
  ])(
    'ARO is 1 unless Total Reaction; Active is B plus the twin bonus; the last step is the answer',
    (edition, weaponBurst, turn, twinWeapons, entireOrder, totalReaction) => {
      const r = burstFor(edition, { weaponBurst, turn, twinWeapons, entireOrder, totalReaction });
      const expected =
        turn === 'reactive' ? (totalReaction ? weaponBurst : 1) : weaponBurst + (twinWeapons && !entireOrder ? 1 : 0);
      expect(r.burst).toBe(expected);
      expect(r.steps.at(-1)?.burst).toBe(r.burst);
      expect(r.weaponsFired).toBe(r.burst > weaponBurst ? 2 : 1);
      expectEditionCitations(edition, r.citations);
    },
  );
});
