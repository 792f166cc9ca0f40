/*
 * Decisions (docs/rulings.md "Comms Attacks"):
 * - A Comms Attack roll is the Hacker's WIP with the program's Attack MOD; no range, cover or
 *   visibility MOD (no LoF is needed). Its reach is the Hacking Area: a target measured outside
 *   it voids the skill (voidUnmetSkills); one never measured is asked for here.
 * - In ARO its Burst is the ARO Burst (1), like any other ARO's.
 */
import * as E from 'fp-ts/lib/Either.js';
import { burstFor, firewallAttackMods, targetedAttackMods } from '../combat/index.ts';
import { mod } from '../dice/index.ts';
import { successValue } from '../dice/index.ts';
import { commsAttackCitation, hackingAreaCitation, programFor } from '../orders/commsAttackRefusal.ts';
import type { SkillDeclaration } from '../orders/skillDeclaration.ts';
import type { HackingProgram } from '../profiles/index.ts';
import type { CitationId } from '../citations/index.ts';
import type { DiceSlice, Participant } from './exchange.ts';
import type { OrderDeclarations } from './orderDeclarations.ts';
import { attackParticipant, belowOne, refused, viewOf, type AttackRoll } from './participant.ts';
import { PlanRefusal } from './planRefusal.ts';
import { planFacts } from './planFacts.ts';

type CommsAttack = Extract<SkillDeclaration, { skill: 'comms-attack' }>;

/** The program a declared Comms Attack runs (refused declarations never reach a plan). */
export const declaredProgram = (d: OrderDeclarations, trooper: string, decl: CommsAttack): HackingProgram => {
  const found = programFor(d.table, trooper, decl.program);
  if (E.isLeft(found)) throw new PlanRefusal(found.left);
  return found.right;
};

/** The WIP roll of `trooper`'s program against `against`, which must be measured in its Hacking Area. */
export const commsAttackRoll = (
  d: OrderDeclarations,
  trooper: string,
  program: HackingProgram,
  against: string,
): AttackRoll => {
  if (planFacts(d).hackingArea(trooper, against) === undefined)
    refused(
      `whether ${against} is in ${trooper}'s Hacking Area was not measured (a hacking-area fact)`,
      hackingAreaCitation(d.table.edition),
    );
  const mods = [
    ...(program.attackMod === 0 ? [] : [mod(program.attackMod, `${program.name}: Attack MOD`, program.citation)]),
    ...targetedAttackMods(d.table.edition, d.table.troopers[against]?.states ?? []),
    ...firewallAttackMods(d.table.edition, viewOf(d, against).profile.skills),
  ];
  const sv = successValue(d.table.edition, 'WIP', viewOf(d, trooper).profile.attributes.WIP, mods);
  return { skill: 'comms-attack', sv, automaticFailure: belowOne(d, sv), strayFire: null };
};

/** A Comms Attack's dice `slice` aimed at `target`. */
export const commsParticipant = (
  d: OrderDeclarations,
  trooper: string,
  program: HackingProgram,
  target: string,
  slice: DiceSlice,
): Participant =>
  attackParticipant(trooper, commsAttackRoll(d, trooper, program, target), slice, {
    kind: 'attack',
    target,
    weapon: program.id,
    program: program.id,
    ammo: program.ammo,
    template: false,
    mainTarget: true,
  });

/** A Comms Attack ARO on the activated trooper: the ARO Burst of the program. */
export const commsAroParticipant = (d: OrderDeclarations, trooper: string, decl: CommsAttack): Participant => {
  const program = declaredProgram(d, trooper, decl);
  const burst = burstFor(d.table.edition, {
    weaponBurst: program.burst,
    turn: 'reactive',
    twinWeapons: false,
    entireOrder: false,
    totalReaction: false,
  }).burst;
  return commsParticipant(d, trooper, program, d.active, { from: 0, count: burst });
};

/** The citations of an exchange a Comms Attack takes part in. */
export const commsCitations = (d: OrderDeclarations, program: HackingProgram): readonly CitationId[] => [
  commsAttackCitation(d.table.edition),
  program.citation,
];
