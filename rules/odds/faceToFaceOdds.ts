import { binomial, d20Outcomes, powers } from './binomial.ts';
import { dieProfile, type DieProfile } from './dieProfile.ts';
import { matchupCitations } from './matchupCitations.ts';
import { checkOddsMatchup, diceRolled, type OddsMatchup } from './oddsMatchup.ts';
import { compareOutcomes, type FaceToFaceOdds, type OutcomeCount, type SideOdds } from './oddsResult.ts';

/**
 * Exact odds without enumerating the 20^n dice. Two facts make it cheap:
 *
 * 1. Whether one of my dice survives depends only on the die itself and on the enemy's best
 *    die (none, a non-critical result v, or a Critical): a Critical survives unless the enemy
 *    has one; a non-critical success of result r survives if the enemy has no success, or its
 *    best is non-critical and below r (see rules/dice/faceToFace.ts).
 * 2. Given the enemy's best, my dice are independent: each face either survives as a hit,
 *    survives as a Critical, or does not. The number of ways to get h hits and c Criticals
 *    from n dice is then multinomial(n; h, c, rest) * hitFaces^h * critFaces^c * otherFaces^rest.
 *
 * So: count the enemy's dice by their best class (F(class)^n - F(previous)^n, classes ordered
 * failure < results ascending < Critical), group the classes that leave me the same number of
 * surviving hit faces, and add up the multinomial tables. Only one side can keep successes, so
 * "neither" is what is left of the total.
 */

/** Weight (count of enemy dice outcomes) per number of my faces that would survive as hits. */
const survivingHitFaceWeights = (
  mine: DieProfile,
  enemy: DieProfile,
  enemyDice: number,
): ReadonlyMap<number, bigint> => {
  const weights = new Map<number, bigint>();
  const add = (hitFaces: number, count: bigint): void => {
    if (count > 0n) weights.set(hitFaces, (weights.get(hitFaces) ?? 0n) + count);
  };
  const allHitFaces = mine.successes.reduce((sum, s) => sum + s.faces, 0);
  if (enemyDice === 0) {
    add(allHitFaces, 1n);
    return weights;
  }
  const n = BigInt(enemyDice);
  let below = BigInt(enemy.failures) ** n;
  add(allHitFaces, below); // the enemy has no success at all
  let cumulative = enemy.failures;
  for (const best of enemy.successes) {
    cumulative += best.faces;
    const atMost = BigInt(cumulative) ** n;
    const hitFaces = mine.successes.reduce((sum, s) => (s.result > best.result ? sum + s.faces : sum), 0);
    add(hitFaces, atMost - below);
    below = atMost;
  }
  // Enemy outcomes whose best die is a Critical leave me nothing: they add to no table.
  return weights;
};

const sideOdds = (mine: DieProfile, myDice: number, enemy: DieProfile, enemyDice: number): SideOdds => {
  if (myDice === 0) return { outcomes: [] };
  const acc: bigint[][] = Array.from({ length: myDice + 1 }, () => new Array<bigint>(myDice + 1).fill(0n));
  const critFaces = powers(BigInt(mine.criticals), myDice);
  for (const [hitFaces, weight] of survivingHitFaceWeights(mine, enemy, enemyDice)) {
    const hitPow = powers(BigInt(hitFaces), myDice);
    const otherPow = powers(BigInt(20 - hitFaces - mine.criticals), myDice);
    for (let h = 0; h <= myDice; h++) {
      const hitRow = acc[h] ?? [];
      const waysH = binomial(myDice, h) * (hitPow[h] ?? 0n) * weight;
      if (waysH === 0n) continue;
      for (let c = h === 0 ? 1 : 0; c <= myDice - h; c++) {
        const ways = waysH * binomial(myDice - h, c) * (critFaces[c] ?? 0n) * (otherPow[myDice - h - c] ?? 0n);
        if (ways !== 0n) hitRow[c] = (hitRow[c] ?? 0n) + ways;
      }
    }
  }
  const outcomes: OutcomeCount[] = [];
  acc.forEach((row, hits) =>
    row.forEach((count, crits) => {
      if (count > 0n) outcomes.push({ hits, crits, count });
    }),
  );
  return { outcomes: outcomes.sort(compareOutcomes) };
};

/** A side that rolls nothing (unopposed, or SV below 1). */
const noDice = (matchup: OddsMatchup): DieProfile => ({
  edition: matchup.edition,
  sv: 0,
  rolls: false,
  failures: 0,
  criticals: 0,
  successes: [],
});

/** Exact Normal (reactive `null`) or Face to Face odds for a matchup, as counts out of 20^n. */
export const faceToFaceOdds = (matchup: OddsMatchup): FaceToFaceOdds => {
  checkOddsMatchup(matchup);
  const activeDice = diceRolled(matchup.active);
  const reactiveDice = diceRolled(matchup.reactive);
  const active = activeDice > 0 ? dieProfile(matchup.edition, matchup.active.sv) : noDice(matchup);
  const reactive =
    reactiveDice > 0 && matchup.reactive !== null ? dieProfile(matchup.edition, matchup.reactive.sv) : noDice(matchup);
  const total = d20Outcomes(activeDice + reactiveDice);
  const activeOdds = sideOdds(active, activeDice, reactive, reactiveDice);
  const reactiveOdds = sideOdds(reactive, reactiveDice, active, activeDice);
  const won = [...activeOdds.outcomes, ...reactiveOdds.outcomes].reduce((sum, o) => sum + o.count, 0n);
  return {
    edition: matchup.edition,
    total,
    active: activeOdds,
    reactive: reactiveOdds,
    neither: { count: total - won },
    citations: matchupCitations(matchup),
  };
};
