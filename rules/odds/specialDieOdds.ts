import { compareOutcomes, type OutcomeCount, type SideOdds } from './oddsResult.ts';

/**
 * The odds of a side that rolled `kept + extra` dice and discarded `extra` of them (Special Dice,
 * rules/dice/specialDie.ts), read from the odds of all the dice it rolled, assuming the player
 * discards its worst dice: failures first, then the lowest successes, a Critical last.
 *
 * Exact, and cheap: whether one of my dice survives the Face to Face Roll grows with its rank
 * (failure < result ascending < Critical), so the dice that survive are always my best ones; keeping
 * the best `kept` of them keeps min(crits, kept) Criticals and then as many hits as room is left.
 * My best die, the one the enemy's dice are judged against, is always kept, so the enemy's odds
 * are those against every die I rolled, and the total stays 20^(every die rolled).
 */
export const keepBestDice = (side: SideOdds, kept: number): SideOdds => {
  const merged = new Map<string, OutcomeCount>();
  for (const o of side.outcomes) {
    const crits = Math.min(o.crits, kept);
    const hits = Math.min(o.hits, kept - crits);
    const key = `${hits}/${crits}`;
    const prev = merged.get(key);
    merged.set(key, { hits, crits, count: (prev?.count ?? 0n) + o.count });
  }
  return { outcomes: [...merged.values()].sort(compareOutcomes) };
};
