import { rangeMod, smokeAtPointRefusal, smokeCitation } from '../combat/index.ts';
import { smokeDodgeCitation } from '../combat/smokeDodge.ts';
import { areEnemies } from '../table/tableView.ts';
import { successValue } from '../dice/index.ts';
import type { SkillDeclaration } from '../orders/skillDeclaration.ts';
import type { OrderDeclarations } from './orderDeclarations.ts';
import {
  ammoOf,
  attackParticipant,
  belowOne,
  dodgeParticipant,
  expStep,
  refused,
  viewOf,
  weaponOf,
  type AttackRoll,
} from './participant.ts';
import { planFacts } from './planFacts.ts';
import { PlanRefusal } from './planRefusal.ts';
import type { Exchange } from './exchange.ts';

type BsAttack = Extract<SkillDeclaration, { skill: 'bs-attack' }>;

/**
 * The active trooper's Smoke or Eclipse throw at a named point (rules/combat/smokeAtPoint.ts): one
 * Normal Roll of its BS with the Range MOD of the `range` fact measured to the point, its hit
 * tallied against the point (no trooper is hit; Smoke has no Saving Roll). Beyond the maximum
 * range the roll fails with no die. Whether the template stays is ruled in the Effects step
 * (smokeEvents) from this tally, exactly as for a throw at a trooper.
 */
export const planSmokeAtPoint = (
  d: OrderDeclarations,
  attack: BsAttack,
  point: string,
): { readonly exchanges: readonly Exchange[]; answered: readonly string[]; nullified: readonly [] } => {
  const edition = d.table.edition;
  const weapon = weaponOf(d, d.active, attack.weapon, ammoOf(attack));
  const refusal = smokeAtPointRefusal(edition, weapon, point, attack.targets.length);
  if (refusal !== null) throw new PlanRefusal(refusal);
  const modern = edition === 'n3' ? 'n4' : edition;
  const inches =
    planFacts(d).range(d.active, point) ??
    refused(
      `the range from ${d.active} to the point ${point} was not measured (a range fact to: ${point})`,
      expStep(d),
    );
  const range = rangeMod(edition, weapon, inches);
  const bs = viewOf(d, d.active).profile.attributes.BS;
  const sv = successValue(edition, 'BS', bs, range.kind === 'in-range' ? [range.mod] : []);
  const roll: AttackRoll = {
    skill: 'bs-attack',
    sv,
    automaticFailure:
      range.kind === 'out-of-range'
        ? { reason: `${inches}" is beyond ${weapon.name}'s maximum range`, citation: range.citation }
        : belowOne(d, sv),
    strayFire: null,
  };
  const roller = attackParticipant(
    d.active,
    roll,
    { from: 0, count: 1 },
    {
      kind: 'attack',
      target: point,
      weapon: weapon.id,
      program: null,
      ammo: weapon.ammo,
      template: false,
      mainTarget: true,
    },
  );
  // An enemy under the template who Dodges makes its own Normal Roll (rules/combat/smokeDodge.ts).
  const dodgers = d.aros.filter(
    (a) =>
      smokeDodgeCitation(edition, weapon, a.declaration.skill) !== null &&
      areEnemies(d.table, d.active, a.trooper) &&
      d.facts.some((f) => f.fact === 'template' && f.from === d.active && f.affects.includes(a.trooper)),
  );
  const dodges: Exchange[] = dodgers.map((a) => ({
    kind: 'normal',
    id: `${a.trooper}~dodge`,
    roller: dodgeParticipant(d, a.trooper, { attackers: [d.active], template: 'impact', deployable: false }),
    against: null,
    citations: [smokeCitation(modern, 'dodge'), smokeCitation(modern, 'at-point')],
  }));
  return {
    exchanges: [
      {
        kind: 'normal',
        id: `${d.active}>${point}`,
        roller,
        against: null,
        citations: [smokeCitation(modern, 'at-point')],
      },
      ...dodges,
    ],
    answered: dodgers.map((a) => a.trooper),
    nullified: [],
  };
};
