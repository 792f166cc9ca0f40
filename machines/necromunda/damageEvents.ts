import { inflictDamage, vehicleHitDice } from '../../rules/necromunda/index.ts';
import type { NecromundaEvent } from '../../events/necromunda/index.ts';
import type { NecromundaGame } from '../../projections/necromunda/index.ts';
import { playEvents } from './playEvents.ts';
import { closeHit } from './hitOutcome.ts';

/**
 * An unsaved wound on a vehicle (necromunda/damage/vehicles): the Location and Damage dice it owes,
 * and who keeps one of several (the attacker, unless the hit names the rule that lets the vehicle).
 * A Damage '–' weapon rolls neither: the hit ends with no effect (docs/rulings.md).
 */
const vehicleDamageEvents = (g: NecromundaGame): readonly NecromundaEvent[] => {
  const hit = g.hit;
  if (hit === null) throw new Error('vehicleDamageEvents: no hit in progress');
  const d = hit.declared;
  const dice = vehicleHitDice({
    damage: d.weapon.damage,
    closeCombat: d.closeCombat,
    damageMode: d.applyAllDamage === null ? 'choose-one' : 'apply-all',
  });
  const owed: NecromundaEvent = {
    type: 'VehicleDiceOwed',
    hit: d.hit,
    vehicle: d.target,
    location: dice.location,
    damage: dice.damage,
    chooser: d.vehicleChooses === null ? { by: 'attacker' } : { by: 'vehicle', exception: d.vehicleChooses },
    rules: dice.rules,
  };
  if (dice.location.count > 0) return [owed];
  return [owed, ...closeHit(playEvents(g, [owed]), 'no-effect')];
};

/**
 * An unsaved wound's Damage (necromunda/inflict-damage/fighters): Wounds removed and the Injury
 * dice owed; a Damage '–' weapon removes none and owes the dice its trait causes
 * (necromunda/damage/dash-weapons). With no dice owed, the hit is resolved. On a vehicle, its
 * Location and Damage dice are owed instead.
 */
export const damageEvents = (g: NecromundaGame): readonly NecromundaEvent[] => {
  const hit = g.hit;
  if (hit === null) throw new Error('damageEvents: no hit in progress');
  const d = hit.declared;
  const target = g.fighters[d.target];
  if (target === undefined) return vehicleDamageEvents(g);
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
  return [inflicted, ...closeHit(after, 'wounds-lost')];
};
