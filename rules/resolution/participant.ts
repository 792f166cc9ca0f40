import type { CitationId } from '../citations/index.ts';
import { successValue, type Mod } from '../dice/index.ts';
import type { SkillDeclaration } from '../orders/skillDeclaration.ts';
import { factsAbout } from '../table/factsAbout.ts';
import { trooperView } from '../table/tableView.ts';
import { bsAttackMods, burstFor, dodgeMods, rangeMod } from '../combat/index.ts';
import type { DiceSlice, Participant } from './exchange.ts';
import type { OrderDeclarations } from './orderDeclarations.ts';
import { PlanRefusal } from './planRefusal.ts';

const expStep = (d: OrderDeclarations): CitationId =>
  d.table.edition === 'n3' ? 'n3/orders/expenditure-sequence' : d.table.edition === 'n4' ? 'n4/orders/expenditure-sequence' : 'n5/orders/expenditure-sequence';

const need = <T>(value: T | undefined, reason: string, citation: CitationId): T => {
  if (value === undefined) throw new PlanRefusal({ reason, citation });
  return value;
};

/**
 * A BS Attack participant: BS plus range, cover and visibility MODs for this target. The active
 * trooper's slice is its Burst allocation; a reactive trooper's Burst comes from the ARO rule.
 */
export const attackParticipant = (
  d: OrderDeclarations,
  trooper: string,
  decl: Extract<SkillDeclaration, { skill: 'bs-attack' }>,
  target: string,
  slice: DiceSlice | null,
  turn: 'active' | 'reactive',
): Participant => {
  const edition = d.table.edition;
  const view = need(trooperView(d.table, trooper), `unknown trooper ${trooper}`, expStep(d));
  const weapon = need(view.profile.weapons.find((w) => w.id === decl.weapon), `${trooper} has no weapon ${decl.weapon}`, expStep(d));
  const facts = factsAbout(d.facts);
  const inches = need(facts.range(trooper, target), `the range from ${trooper} to ${target} was not measured`, expStep(d));
  const range = rangeMod(edition, weapon, inches);
  const count = slice !== null ? slice.count : burstFor(edition, {
    weaponBurst: weapon.burst, turn, twinWeapons: decl.twin === true, entireOrder: false,
    totalReaction: view.profile.skills.includes('total-reaction'),
  }).burst;
  let mods: readonly Mod[] = [];
  if (range.kind === 'in-range') {
    const stack = bsAttackMods(edition, {
      range: range.mod, cover: facts.cover(target, trooper) ?? 'none', alliesInCloseCombat: 0,
      declared: facts.visibility(trooper, target).map((v) => ({ value: v.mod, reason: v.reason })),
    });
    if (!stack.ok) throw new PlanRefusal(stack.refusal);
    mods = stack.mods;
  }
  return {
    trooper,
    skill: 'bs-attack',
    purpose: 'attack',
    slice: { from: slice?.from ?? 0, count },
    effect: { kind: 'attack', target, weapon: weapon.id },
    sv: successValue(edition, 'BS', view.profile.attributes.BS, mods),
    automaticFailure: range.kind === 'out-of-range' ? { reason: `${inches}" is beyond ${weapon.name}'s maximum range`, citation: range.citation } : null,
  };
};

/** A Dodge participant: PH with the Dodge MODs; it only protects the dodger. */
export const evadeParticipant = (d: OrderDeclarations, trooper: string, skill: 'dodge', against: readonly string[]): Participant => {
  const edition = d.table.edition;
  const view = need(trooperView(d.table, trooper), `unknown trooper ${trooper}`, expStep(d));
  const facts = factsAbout(d.facts);
  const lofToAttackers = against.every((a) => facts.lof(trooper, a) !== false);
  const dodge = dodgeMods(edition, {
    unitType: view.profile.unitType, motorcycle: view.profile.skills.includes('motorcycle'), template: 'none',
    lofToAttacker: lofToAttackers, deployable: false, states: view.states,
  });
  if (!dodge.ok) throw new PlanRefusal(dodge.refusal);
  const mods = dodge.mods;
  return {
    trooper, skill, purpose: 'dodge', slice: { from: 0, count: 1 }, effect: { kind: 'evade' },
    sv: successValue(edition, 'PH', view.profile.attributes.PH, mods), automaticFailure: null,
  };
};
