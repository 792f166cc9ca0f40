import type { HitOutcome, NecromundaEvent } from '../../events/necromunda/index.ts';
import type { NecromundaGame } from '../../projections/necromunda/index.ts';
import { casualtyEvents } from './consequencesOf.ts';
import { playEvents } from './playEvents.ts';

/** How the hit in progress on a fighter ended, read from the state its last events left. */
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

/**
 * The events that close the hit in progress: its HitResolved, then what the page calls for when the
 * hit changed a fighter's status to Seriously Injured or Out of Action (casualtyEvents). A wreck's
 * consequences are raised by the wreck itself.
 */
export const closeHit = (g: NecromundaGame, outcome: HitOutcome): readonly NecromundaEvent[] => {
  const hit = g.hit;
  if (hit === null) throw new Error('closeHit: no hit in progress');
  const resolved = hitResolved(g, outcome);
  const after = playEvents(g, [resolved]);
  const fighter = after.fighters[hit.declared.target];
  if (fighter === undefined || fighter.status === hit.statusBefore || fighter.status === 'active') return [resolved];
  return [resolved, ...casualtyEvents(after, fighter.profile.id, fighter.status)];
};
