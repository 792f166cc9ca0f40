import { intuitiveRollCitation, intuitiveWeaponCitation, markerCitation, markerStateOf } from '../combat/index.ts';
import { successValue } from '../dice/index.ts';
import type { SkillDeclaration } from '../orders/skillDeclaration.ts';
import type { OrderDeclarations } from './orderDeclarations.ts';
import { belowOne, viewOf, weaponOf, type AttackRoll } from './participant.ts';
import { planFacts } from './planFacts.ts';
import { rolledAttack, type ActiveAttackPlan } from './planActiveAttack.ts';
import { templateShots } from './templateShots.ts';
import { asBsAttack } from './outOfLofAttack.ts';

type Intuitive = Extract<SkillDeclaration, { skill: 'intuitive-attack' }>;

/**
 * The exchanges of an Intuitive Attack: one die (B1) on the user's unmodified WIP instead of an
 * automatic hit; its Direct Template covers the target and whoever the measured `template` fact
 * of shot 1 names (a friend or a Neutral under it nullifies it). Each enemy under it meets that
 * die Face to Face if it Dodges (at -3 without LoF to the user) or attacks back, Normal otherwise;
 * a Critical counts only on the main target, as any template's. Aimed at a marker (CAMO, IMP-2) as
 * the Order began, its exchanges also cite the rule that lets it (`nX/intuitive-attack/marker-target`).
 */
export const planIntuitiveAttack = (d: OrderDeclarations, decl: Intuitive): ActiveAttackPlan => {
  const edition = d.table.edition;
  const weapon = weaponOf(d, d.active, decl.weapon);
  const sv = successValue(edition, 'WIP', viewOf(d, d.active).profile.attributes.WIP, []);
  const roll = (): AttackRoll => ({ skill: 'bs-attack', sv, automaticFailure: belowOne(d, sv), strayFire: null });
  const attack = asBsAttack(decl);
  const plan = templateShots(edition, d.table, planFacts(d), d.active, weapon, attack.targets);
  const atMarker = markerStateOf(viewOf(d, decl.target).states) !== undefined;
  const made = rolledAttack(d, attack, plan.kept, weapon, {
    roll,
    citations: [
      intuitiveWeaponCitation(edition),
      intuitiveRollCitation(edition),
      ...(atMarker ? [markerCitation(edition, 'intuitive-attack/marker-target')] : []),
    ],
    template: 'direct',
  });
  return { exchanges: made.exchanges, answered: made.answered, nullified: plan.nullified };
};
