import type { HitOutcome, NecromundaEvent } from '../../events/necromunda/index.ts';
import type { NecromundaGame } from '../../projections/necromunda/index.ts';

/** How the hit in progress ended, read from the state its last events left. */
export const hitOutcome = (g: NecromundaGame): HitOutcome => {
  const hit = g.hit;
  if (hit === null) throw new Error('hitOutcome: no hit in progress');
  if (g.fighters[hit.declared.target]?.status === 'out-of-action') return 'out-of-action';
  return hit.injuryDiceRolled > 0 ? 'injured' : 'wounds-lost';
};

/** The event that closes the hit in progress. */
export const hitResolved = (g: NecromundaGame, outcome: HitOutcome): NecromundaEvent => {
  const hit = g.hit;
  if (hit === null) throw new Error('hitResolved: no hit in progress');
  return {
    type: 'HitResolved',
    hit: hit.declared.hit,
    fighter: hit.declared.target,
    outcome,
    injuryDiceUnrolled: Math.max(0, hit.injuryDiceOwed - hit.injuryDiceRolled),
    rules: ['necromunda/resolve-hits/sequence'],
  };
};
