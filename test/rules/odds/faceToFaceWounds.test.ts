import { describe, expect, it } from 'vitest';
import { faceToFaceOdds, faceToFaceWounds, type SavingRollProfile } from '../../../rules/odds/index.ts';

const n4Combi: SavingRollProfile = {
  edition: 'n4',
  lethality: { kind: 'damage', damage: 13 },
  ammo: 'N',
  attribute: 'ARM',
  value: 1,
  partialCover: true,
};

describe('faceToFaceWounds', () => {
  it('n4/rolls/normal-roll, n4/saving-roll/attack-damage, n4/critical/extra-saving-roll: combines a Normal Roll with its saves, by hand: SV 10 B1, N4 Combi against ARM 1 in cover', () => {
    // Roll: hit 9/20, crit 1/20, miss 10/20. A hit makes 1 save, a crit 2; each fails on 9 of 20.
    // Over 20 * 20^2 = 8000: 0 wounds = 10*400 + 9*11*20 + 11*11 = 6101; 1 = 9*9*20 + 2*9*11 = 1818; 2 = 81.
    const odds = faceToFaceOdds({ edition: 'n4', active: { sv: 10, burst: 1 }, reactive: null });
    const w = faceToFaceWounds(odds, 'active', n4Combi);
    expect(w.total).toBe(8000n);
    expect(w.outcomes).toEqual([
      { wounds: 0, count: 6101n },
      { wounds: 1, count: 1818n },
      { wounds: 2, count: 81n },
    ]);
    expect(w.citations).toEqual(
      expect.arrayContaining(['n4/rolls/normal-roll', 'n4/saving-roll/attack-damage', 'n4/critical/extra-saving-roll']),
    );
  });

  it('wounds only the loser: the side that keeps no success inflicts none', () => {
    const odds = faceToFaceOdds({ edition: 'n4', active: { sv: 13, burst: 3 }, reactive: { sv: 11, burst: 1 } });
    for (const attacker of ['active', 'reactive'] as const) {
      const w = faceToFaceWounds(odds, attacker, n4Combi);
      expect(w.outcomes.reduce((s, o) => s + o.count, 0n)).toBe(w.total);
    }
    const onActive = faceToFaceWounds(odds, 'reactive', n4Combi);
    // The reactive side wins 24914 of 160000 rolls; at most 2 saves (one Critical): total 160000 * 400.
    expect(onActive.total).toBe(160000n * 400n);
    expect(onActive.outcomes.at(-1)?.wounds).toBe(2);
  });

  it('refuses a saving roll of another edition', () => {
    const odds = faceToFaceOdds({ edition: 'n5', active: { sv: 13, burst: 1 }, reactive: null });
    expect(() => faceToFaceWounds(odds, 'active', n4Combi)).toThrow(RangeError);
  });
});
