import { inflictDamage } from '../../rules/necromunda/index.ts';
import type { NecromundaEvent } from '../../events/necromunda/index.ts';
import type { NecromundaGame } from '../../projections/necromunda/index.ts';
import { playEvents } from './playEvents.ts';
import { hitResolved } from './hitOutcome.ts';

/**
 * An unsaved wound's Damage (necromunda/inflict-damage/fighters): Wounds removed and the Injury
 * dice owed; a Damage '–' weapon removes none and owes the dice its trait causes
 * (necromunda/damage/dash-weapons). With no dice owed, the hit is resolved.
 */
export const damageEvents = (g: NecromundaGame): readonly NecromundaEvent[] => {
  const hit = g.hit;
  if (hit === null) throw new Error('damageEvents: no hit in progress');
  const d = hit.declared;
  const target = g.fighters[d.target];
  if (target === undefined) throw new Error(`damageEvents: no fighter ${d.target}`);
  const outcome = inflictDamage(target.woundsLeft, d.weapon.damage);
  const inflicted: NecromundaEvent = {
    type: 'DamageInflicted',
    hit: d.hit,
    fighter: d.target,
    damage: d.weapon.damage,
    woundsBefore: target.woundsLeft,
    woundsLeft: outcome.woundsLeft,
    injuryDice: d.weapon.damage === 'dash' ? d.traitInjuryDice : outcome.injuryDice,
    rules: outcome.rules,
  };
  const after = playEvents(g, [inflicted]);
  if (inflicted.injuryDice > 0) return [inflicted];
  return [inflicted, hitResolved(after, 'wounds-lost')];
};
