import type { Edition } from '../edition.ts';
import { faceToFace } from '../dice/faceToFace.ts';
import { judgeDie } from '../dice/judgedDie.ts';
import { normalRoll } from '../dice/normalRoll.ts';
import { binomial, d20Outcomes } from './binomial.ts';
import { matchupCitations } from './matchupCitations.ts';
import { checkOddsMatchup, diceRolled, type OddsMatchup } from './oddsMatchup.ts';
import { compareOutcomes, type FaceToFaceOdds, type OutcomeCount, type SideOdds } from './oddsResult.ts';

/**
 * How the brute force walks the dice.
 * - `sequences`: every ordered tuple of faces, 20^n calls per side pair. The plain definition.
 * - `multisets`: every unordered multiset of faces, weighted by the number of orderings
 *   (the outcome of a roll does not depend on the order of its dice), and with all failing
 *   faces of a side merged into one weighted face (a failed die is discarded whatever it
 *   shows). Same counts, far fewer calls.
 */
export type BruteForceGrouping = 'sequences' | 'multisets';

interface Letter {
  readonly face: number;
  readonly weight: bigint;
}
interface WeightedRoll {
  readonly faces: readonly number[];
  readonly weight: bigint;
}

const alphabet = (edition: Edition, sv: number, grouping: BruteForceGrouping): readonly Letter[] => {
  const faces = Array.from({ length: 20 }, (_, i) => i + 1);
  switch (grouping) {
    case 'sequences':
      return faces.map((face) => ({ face, weight: 1n }));
    case 'multisets': {
      const failing = faces.filter((face) => !judgeDie(edition, sv, face).success);
      const letters = faces.filter((face) => judgeDie(edition, sv, face).success).map((face) => ({ face, weight: 1n }));
      const first = failing[0];
      return first === undefined ? letters : [{ face: first, weight: BigInt(failing.length) }, ...letters];
    }
  }
};

/** Every roll of n dice over the alphabet, with how many of the 20^n ordered outcomes it stands for. */
const rolls = (edition: Edition, sv: number, n: number, grouping: BruteForceGrouping): readonly WeightedRoll[] => {
  const out: WeightedRoll[] = [];
  if (n === 0) return [{ faces: [], weight: 1n }];
  const letters = alphabet(edition, sv, grouping);
  const walk = (from: number, faces: number[], weight: bigint, left: number): void => {
    if (left === 0) {
      out.push({ faces: [...faces], weight });
      return;
    }
    // Ordered: any letter at each position. Unordered: letters never go back (from index on),
    // and k copies of one letter among the remaining positions are placed at once.
    if (grouping === 'sequences') {
      for (const letter of letters) walk(0, [...faces, letter.face], weight * letter.weight, left - 1);
      return;
    }
    for (let i = from; i < letters.length; i++) {
      const letter = letters[i];
      if (letter === undefined) continue;
      let w = weight;
      const more = [...faces];
      for (let k = 1; k <= left; k++) {
        more.push(letter.face);
        w *= letter.weight;
        const placed = faces.length + k;
        walk(i + 1, more, w * binomial(placed, k), left - k);
      }
    }
  };
  walk(0, [], 1n, n);
  return out;
};

const tally = (counts: Map<string, bigint>, hits: number, crits: number, weight: bigint): void => {
  if (hits + crits === 0) return;
  const key = `${hits}:${crits}`;
  counts.set(key, (counts.get(key) ?? 0n) + weight);
};

const toSide = (counts: ReadonlyMap<string, bigint>): SideOdds => ({
  outcomes: [...counts.entries()]
    .map(([key, count]): OutcomeCount => {
      const [hits = 0, crits = 0] = key.split(':').map(Number);
      return { hits, crits, count };
    })
    .sort(compareOutcomes),
});

/**
 * The same odds as `faceToFaceOdds`, found the slow way: every roll is resolved by
 * rules/dice (faceToFace, or normalRoll when unopposed). The oracle for tests and the
 * benchmark's baseline; use it only for a few dice.
 */
export const bruteForceOdds = (matchup: OddsMatchup, grouping: BruteForceGrouping = 'multisets'): FaceToFaceOdds => {
  checkOddsMatchup(matchup);
  const { edition, active, reactive } = matchup;
  const activeDice = diceRolled(active);
  const reactiveDice = diceRolled(reactive);
  const activeRolls = rolls(edition, active.sv, activeDice, grouping);
  const activeCounts = new Map<string, bigint>();
  const reactiveCounts = new Map<string, bigint>();
  if (reactive === null) {
    for (const a of activeRolls) {
      const r = normalRoll(edition, { roller: 'active', sv: active.sv, faces: a.faces });
      tally(activeCounts, r.successes, r.criticals, a.weight);
    }
  } else {
    const reactiveRolls = rolls(edition, reactive.sv, reactiveDice, grouping);
    for (const a of activeRolls) {
      for (const b of reactiveRolls) {
        const r = faceToFace(
          edition,
          [{ roller: 'active', sv: active.sv, faces: a.faces }],
          [{ roller: 'reactive', sv: reactive.sv, faces: b.faces }],
        );
        const weight = a.weight * b.weight;
        tally(activeCounts, r.a.hits, r.a.criticals, weight);
        tally(reactiveCounts, r.b.hits, r.b.criticals, weight);
      }
    }
  }
  const total = d20Outcomes(activeDice + reactiveDice);
  const won = [...activeCounts.values(), ...reactiveCounts.values()].reduce((sum, c) => sum + c, 0n);
  return {
    edition,
    total,
    active: toSide(activeCounts),
    reactive: toSide(reactiveCounts),
    neither: { count: total - won },
    citations: matchupCitations(matchup),
  };
};
