import {
  rangeMod,
  speculativeAttackMods,
  speculativeRollCitation,
  speculativeWeaponCitation,
} from '../combat/index.ts';
import { successValue } from '../dice/index.ts';
import type { SkillDeclaration } from '../orders/skillDeclaration.ts';
import type { OrderDeclarations } from './orderDeclarations.ts';
import { belowOne, expStep, refused, viewOf, weaponOf, type AttackRoll } from './participant.ts';
import { planFacts } from './planFacts.ts';
import { PlanRefusal } from './planRefusal.ts';
import { rolledAttack, type ActiveAttackPlan } from './planActiveAttack.ts';
import { templateShots } from './templateShots.ts';
import { asBsAttack } from './outOfLofAttack.ts';

type Speculative = Extract<SkillDeclaration, { skill: 'speculative-fire' }>;

/**
 * The exchanges of a Speculative Attack (N4/N5): one die at BS -6 with the Range MOD to the main
 * target and no other MOD; the Impact Template touches the main target and whoever the measured
 * `template` fact of shot 1 names (a friend or a Neutral under it nullifies the shot, as any
 * Impact Template's). No LoF is needed, so no cover or visibility applies. Each enemy under it
 * meets the roll Face to Face if its ARO affects the attacker (a Dodge), Normal otherwise.
 */
export const planSpeculativeAttack = (d: OrderDeclarations, decl: Speculative): ActiveAttackPlan => {
  const edition = d.table.edition;
  if (edition === 'n3')
    throw new PlanRefusal({
      reason: 'speculative-fire is not adjudicated by this engine in N3',
      citation: 'n3/skills/speculative-fire',
    });
  const weapon = weaponOf(d, d.active, decl.weapon);
  const facts = planFacts(d);
  const roll = (target: string): AttackRoll => {
    const inches =
      facts.range(d.active, target) ?? refused(`the range from ${d.active} to ${target} was not measured`, expStep(d));
    const range = rangeMod(edition, weapon, inches);
    if (range.kind === 'out-of-range') {
      const sv = successValue(edition, 'BS', viewOf(d, d.active).profile.attributes.BS, []);
      return {
        skill: 'bs-attack',
        sv,
        automaticFailure: { reason: `${inches}" is beyond ${weapon.name}'s maximum range`, citation: range.citation },
        strayFire: null,
      };
    }
    const sv = successValue(
      edition,
      'BS',
      viewOf(d, d.active).profile.attributes.BS,
      speculativeAttackMods(edition, range.mod),
    );
    return { skill: 'bs-attack', sv, automaticFailure: belowOne(d, sv), strayFire: null };
  };
  const attack = asBsAttack(decl);
  const plan = templateShots(edition, d.table, facts, d.active, weapon, attack.targets);
  const made = rolledAttack(d, attack, plan.kept, weapon, {
    roll,
    citations: [speculativeWeaponCitation(edition), speculativeRollCitation(edition)],
  });
  return { exchanges: made.exchanges, answered: made.answered, nullified: plan.nullified };
};
