import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { EDITIONS } from '../../../rules/edition.ts';
import {
  faceToFaceOdds,
  swapSides,
  winCount,
  type FaceToFaceOdds,
  type OddsMatchup,
  type OutcomeCount,
} from '../../../rules/odds/index.ts';

const find = (outcomes: readonly OutcomeCount[], hits: number, crits: number): bigint | undefined =>
  outcomes.find((o) => o.hits === hits && o.crits === crits)?.count;

const sum = (odds: FaceToFaceOdds): bigint => winCount(odds.active) + winCount(odds.reactive) + odds.neither.count;

const matchupArb = (maxBurst: number): fc.Arbitrary<OddsMatchup> =>
  fc.record({
    edition: fc.constantFrom(...EDITIONS),
    active: fc.record({ sv: fc.integer({ min: -3, max: 25 }), burst: fc.integer({ min: 1, max: maxBurst }) }),
    reactive: fc.option(
      fc.record({ sv: fc.integer({ min: -3, max: 25 }), burst: fc.integer({ min: 1, max: maxBurst }) }),
      { nil: null },
    ),
  });

describe('faceToFaceOdds', () => {
  it('matches the public inf-dice calculator: N4, SV 13 B3 against SV 11 B1', () => {
    const odds = faceToFaceOdds({ edition: 'n4', active: { sv: 13, burst: 3 }, reactive: { sv: 11, burst: 1 } });
    expect(odds.total).toBe(160000n);
    expect(find(odds.active.outcomes, 1, 0)).toBe(41766n);
    expect(find(odds.reactive.outcomes, 1, 0)).toBe(18055n);
    expect(odds.neither.count).toBe(8798n);
    expect(odds.active.outcomes[0]).toEqual({ hits: 1, crits: 0, count: 41766n });
  });

  it('n5/rolls/normal-roll: counts a single unopposed die by hand: SV 10 hits on 1-9, crits on 10, fails on 11-20', () => {
    const odds = faceToFaceOdds({ edition: 'n5', active: { sv: 10, burst: 1 }, reactive: null });
    expect(odds.total).toBe(20n);
    expect(odds.active.outcomes).toEqual([
      { hits: 1, crits: 0, count: 9n },
      { hits: 0, crits: 1, count: 1n },
    ]);
    expect(odds.reactive.outcomes).toEqual([]);
    expect(odds.neither.count).toBe(10n);
    expect(odds.citations).toContain('n5/rolls/normal-roll');
  });

  it('counts one die each side by hand: SV 10 against SV 10', () => {
    // Each side: a crit (1 face) survives unless the other crits; a hit r survives if the other
    // failed (10 faces) or rolled a lower success (r - 1 faces).
    const odds = faceToFaceOdds({ edition: 'n4', active: { sv: 10, burst: 1 }, reactive: { sv: 10, burst: 1 } });
    const hits = Array.from({ length: 9 }, (_, i) => BigInt(10 + i)).reduce((a, b) => a + b, 0n); // r = 1..9: 10 + (r - 1)
    expect(odds.active.outcomes).toEqual([
      { hits: 1, crits: 0, count: hits },
      { hits: 0, crits: 1, count: 19n },
    ]);
    expect(odds.reactive.outcomes).toEqual(odds.active.outcomes);
    expect(odds.neither.count).toBe(400n - 2n * (hits + 19n));
  });

  it('n3/rolls/attribute-below-1: rolls nothing for an SV below 1: that side contributes a factor of 1 and never wins', () => {
    const odds = faceToFaceOdds({ edition: 'n3', active: { sv: 12, burst: 2 }, reactive: { sv: 0, burst: 3 } });
    expect(odds.total).toBe(400n);
    expect(odds.reactive.outcomes).toEqual([]);
    expect(odds.active).toEqual(faceToFaceOdds({ edition: 'n3', active: { sv: 12, burst: 2 }, reactive: null }).active);
    expect(odds.citations).toContain('n3/rolls/attribute-below-1');
    const neither = faceToFaceOdds({ edition: 'n5', active: { sv: -4, burst: 3 }, reactive: null });
    expect(neither).toMatchObject({ total: 1n, neither: { count: 1n } });
  });

  it('n4/rolls/sv-above-20, n5/rolls/sv-above-20: reads SV above 20 per edition: N3/N4 add the excess, N5 extends the Critical range from 1', () => {
    // SV 22, one die: N3/N4 results 3..22, crits at 20+ (faces 18, 19, 20); N5 crits on 20, 1, 2.
    for (const edition of ['n3', 'n4', 'n5'] as const) {
      const odds = faceToFaceOdds({ edition, active: { sv: 22, burst: 1 }, reactive: null });
      expect(odds.active.outcomes).toEqual([
        { hits: 1, crits: 0, count: 17n },
        { hits: 0, crits: 1, count: 3n },
      ]);
    }
    // The faces differ (N4: face 17 reads 19; N5: face 17 reads 17 and faces 1, 2 are Criticals)
    // but the two readings give the same multiset of results, so the odds agree.
    const strip = ({ edition: _e, citations: _c, ...rest }: FaceToFaceOdds) => rest;
    for (const reactive of [
      { sv: 19, burst: 1 },
      { sv: 24, burst: 2 },
      { sv: 7, burst: 3 },
    ]) {
      const n4 = faceToFaceOdds({ edition: 'n4', active: { sv: 22, burst: 2 }, reactive });
      const n5 = faceToFaceOdds({ edition: 'n5', active: { sv: 22, burst: 2 }, reactive });
      expect(strip(n5)).toEqual(strip(n4));
      expect(n4.citations).toContain('n4/rolls/sv-above-20');
      expect(n5.citations).toContain('n5/rolls/sv-above-20');
    }
  });

  it('handles Burst 10 against Burst 10 without enumerating 20^20 rolls', () => {
    const odds = faceToFaceOdds({ edition: 'n4', active: { sv: 13, burst: 10 }, reactive: { sv: 11, burst: 10 } });
    expect(odds.total).toBe(20n ** 20n);
    expect(sum(odds)).toBe(odds.total);
    expect(find(odds.active.outcomes, 10, 0)).toBeGreaterThan(0n);
  });

  test.prop([matchupArb(10)], { numRuns: 200 })('counts always sum to 20^(dice rolled)', (m) => {
    const odds = faceToFaceOdds(m);
    const dice = (s: OddsMatchup['active'] | null): number => (s === null || s.sv < 1 ? 0 : s.burst);
    expect(odds.total).toBe(20n ** BigInt(dice(m.active) + dice(m.reactive)));
    expect(sum(odds)).toBe(odds.total);
    for (const o of [...odds.active.outcomes, ...odds.reactive.outcomes]) {
      expect(o.count).toBeGreaterThan(0n);
      expect(o.hits + o.crits).toBeGreaterThan(0);
    }
    expect(odds.neither.count).toBeGreaterThanOrEqual(0n);
  });

  test.prop([matchupArb(6).filter((m) => m.reactive !== null)], { numRuns: 200 })(
    'swapping the sides mirrors the result',
    (m) => {
      const odds = faceToFaceOdds(m);
      const swapped = faceToFaceOdds(swapSides(m));
      expect(swapped.total).toBe(odds.total);
      expect(swapped.active).toEqual(odds.reactive);
      expect(swapped.reactive).toEqual(odds.active);
      expect(swapped.neither).toEqual(odds.neither);
    },
  );

  it('refuses a fractional SV or a negative Burst', () => {
    expect(() => faceToFaceOdds({ edition: 'n5', active: { sv: 12.5, burst: 1 }, reactive: null })).toThrow(RangeError);
    expect(() => faceToFaceOdds({ edition: 'n5', active: { sv: 12, burst: -1 }, reactive: null })).toThrow(RangeError);
  });
});
