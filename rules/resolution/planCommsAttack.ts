/*
 * Decisions (docs/rulings.md "Comms Attacks"; https://infinitythewiki.com/Reset, Dodge, Carbonite):
 * - One WIP die per shot, in declaration order; each target gets its own exchange with the dice
 *   aimed at it.
 * - The target's ARO decides the roll: a Reset meets every Comms Attack on its user Face to Face
 *   (WIP against WIP), whatever the Burst; a Comms Attack, BS Attack or CC Attack on the activated
 *   trooper meets it Face to Face too (both affect each other). A Dodge does nothing against a
 *   Comms Attack: the attack is a Normal Roll and the Dodge is rolled on its own (planLoneDodges).
 *   Anything else leaves a Normal Roll.
 */
import type { SkillDeclaration } from '../orders/skillDeclaration.ts';
import type { Exchange, Participant } from './exchange.ts';
import type { OrderDeclarations } from './orderDeclarations.ts';
import { resetParticipant } from './participant.ts';
import { planCitations } from './planCitations.ts';
import { commsAroParticipant, commsAttackRoll, commsCitations, declaredProgram } from './commsParticipant.ts';
import { reaction, type ActiveAttackPlan } from './planActiveAttack.ts';
import { attackParticipant } from './participant.ts';

type CommsAttack = Extract<SkillDeclaration, { skill: 'comms-attack' }>;

/** The exchanges of the activated trooper's Comms Attack and the AROs they answer. */
export const planCommsAttack = (d: OrderDeclarations, attack: CommsAttack): ActiveAttackPlan => {
  const cite = planCitations(d.table.edition);
  const program = declaredProgram(d, d.active, attack);
  const base = commsCitations(d, program);
  const exchanges: Exchange[] = [];
  const answered: string[] = [];
  let next = 0;
  for (const t of attack.targets) {
    const x = t.target;
    const roll = commsAttackRoll(d, d.active, program, x);
    const from = roll.automaticFailure === null ? next : 0;
    if (roll.automaticFailure === null) next += t.burst;
    const mine = attackParticipant(
      d.active,
      roll,
      { from, count: t.burst },
      {
        kind: 'attack',
        target: x,
        weapon: program.id,
        program: program.id,
        ammo: program.ammo,
        template: false,
        mainTarget: true,
      },
    );
    const aro = d.aros.find((a) => a.trooper === x)?.declaration;
    let back: readonly Participant[] = [];
    let why = [cite.faceToFace];
    if (aro?.skill === 'reset') {
      back = [resetParticipant(d, x)];
      why = [cite.faceToFace, cite.resetFaceToFace];
    } else if (aro?.skill === 'comms-attack') {
      back = [commsAroParticipant(d, x, aro)];
    } else if (aro?.skill === 'bs-attack' || aro?.skill === 'cc-attack') {
      back = reaction(d, x, aro, 'none');
    }
    const id = `${d.active}>${x}`;
    if (back.length > 0) {
      answered.push(x);
      exchanges.push({ kind: 'face-to-face', id, a: [mine], b: back, citations: [...new Set([...why, ...base])] });
    } else {
      const dodge = aro?.skill === 'dodge' ? [cite.dodgeNotComms] : [];
      exchanges.push({
        kind: 'normal',
        id,
        roller: mine,
        against: null,
        citations: [...new Set([cite.faceToFace, ...base, ...dodge])],
      });
    }
  }
  return { exchanges, answered, nullified: [] };
};
