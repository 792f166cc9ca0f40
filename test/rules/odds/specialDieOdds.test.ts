import { describe, expect, it } from 'vitest';
import { faceToFace } from '../../../rules/dice/faceToFace.ts';
import { judgeDie } from '../../../rules/dice/judgedDie.ts';
import type { Edition } from '../../../rules/edition.ts';
import { faceToFaceOdds, keepBestDice, winCount } from '../../../rules/odds/index.ts';

/** The rank of a face for the player who discards: failure, then results ascending, a Critical last. */
const rank = (edition: Edition, sv: number, face: number): number => {
  const d = judgeDie(edition, sv, face);
  return !d.success ? 0 : d.critical ? 100 : d.result;
};

/** Every roll of `kept + 1` dice against `enemy` dice, the worst die discarded: counts of the roller's (hits, crits). */
const bruteForce = (edition: Edition, sv: number, kept: number, enemySv: number, enemyDice: number) => {
  const counts = new Map<string, bigint>();
  const rolled = kept + 1 + enemyDice;
  const faces = new Array<number>(rolled).fill(1);
  for (let n = 0; n < 20 ** rolled; n++) {
    let x = n;
    for (let i = 0; i < rolled; i++) {
      faces[i] = (x % 20) + 1;
      x = Math.floor(x / 20);
    }
    const mine = faces.slice(0, kept + 1);
    const worst = mine.reduce((w, f, i) => (rank(edition, sv, f) < rank(edition, sv, mine[w] ?? 0) ? i : w), 0);
    const keptFaces = mine.filter((_, i) => i !== worst);
    const r = faceToFace(
      edition,
      [{ roller: 'a', sv, faces: keptFaces }],
      enemyDice === 0 ? [] : [{ roller: 'b', sv: enemySv, faces: faces.slice(kept + 1) }],
    );
    if (r.a.hits + r.a.criticals === 0) continue;
    const key = `${r.a.hits}/${r.a.criticals}`;
    counts.set(key, (counts.get(key) ?? 0n) + 1n);
  }
  return counts;
};

describe('n5/fireteams/bonus-bs-attack-sd: the odds of a roll with a Special Die', () => {
  it.each([
    ['n5', 13, 2, 11, 1],
    ['n5', 22, 1, 15, 2],
    ['n4', 9, 2, 0, 0],
  ] as const)(
    'n5/fireteams/bonus-bs-attack-sd: %s SV %i with Burst %i (+1 SD) against SV %i x%i equals the brute force with the worst die discarded',
    (edition, sv, kept, enemySv, enemyDice) => {
      const all = faceToFaceOdds({
        edition,
        active: { sv, burst: kept + 1 },
        reactive: enemyDice === 0 ? null : { sv: enemySv, burst: enemyDice },
      });
      const side = keepBestDice(all.active, kept);
      const brute = bruteForce(edition, sv, kept, enemySv, enemyDice);
      expect(Object.fromEntries(side.outcomes.map((o) => [`${o.hits}/${o.crits}`, o.count]))).toEqual(
        Object.fromEntries(brute),
      );
      // Discarding never changes who wins: the best die is kept.
      expect(winCount(side)).toBe(winCount(all.active));
    },
  );

  it('n5/fireteams/bonus-bs-attack-sd: Burst 3 (+1 SD) is better than Burst 3 and no better than Burst 4', () => {
    const of = (burst: number) =>
      faceToFaceOdds({ edition: 'n5', active: { sv: 12, burst }, reactive: { sv: 12, burst: 1 } });
    const three = of(3);
    const sd = keepBestDice(of(4).active, 3);
    const p = (c: bigint, t: bigint) => Number(c) / Number(t);
    expect(p(winCount(sd), 20n ** 5n)).toBeGreaterThan(p(winCount(three.active), 20n ** 4n));
    expect(Math.max(...sd.outcomes.map((o) => o.hits + o.crits))).toBe(3);
  });
});
