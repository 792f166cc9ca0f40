import { burstFor } from '../combat/index.ts';
import { coordinatedBurst, coordinatedCitation } from '../orders/coordinatedOrder.ts';
import type { SkillDeclaration } from '../orders/skillDeclaration.ts';
import type { Exchange, Participant } from './exchange.ts';
import { activeSkills, type AroEntry, type OrderDeclarations } from './orderDeclarations.ts';
import { attackParticipant, attackRoll, dodgeParticipant, viewOf, weaponOf } from './participant.ts';
import { planCitations } from './planCitations.ts';
import { PlanRefusal } from './planRefusal.ts';
import { impactAro, reactiveImpact, sidesAgainst, type ReactiveImpact } from './reactiveImpact.ts';
import type { NullifiedShot } from './templateShots.ts';

type BsAttack = Extract<SkillDeclaration, { skill: 'bs-attack' }>;

/** The member an ARO names as its target (AROs target one of the activated troopers). */
const aroTarget = (a: AroEntry, members: readonly string[], spearhead: string): string => {
  const d = a.declaration;
  const named = d.skill === 'bs-attack' ? d.targets[0]?.target : d.skill === 'cc-attack' ? d.target : undefined;
  return named !== undefined && members.includes(named) ? named : spearhead;
};

/** A reactive attack at one member of the Coordinated Order, with the ARO's Burst. */
const reactiveAttack = (d: OrderDeclarations, a: AroEntry, at: string): Participant => {
  const decl = a.declaration;
  if (decl.skill !== 'bs-attack' && decl.skill !== 'cc-attack') throw new Error(`${decl.skill} is not an attack`);
  const weapon = weaponOf(d, a.trooper, decl.weapon);
  const count = burstFor(d.table.edition, {
    weaponBurst: weapon.burst, turn: 'reactive', twinWeapons: false, entireOrder: false,
    totalReaction: viewOf(d, a.trooper).profile.skills.includes('total-reaction'),
  }).burst;
  return attackParticipant(a.trooper, attackRoll(d, a.trooper, decl, at), { from: 0, count }, { kind: 'attack', target: at, weapon: weapon.id, template: false, mainTarget: true });
};

export interface CoordinatedPlan {
  readonly exchanges: readonly Exchange[];
  readonly nullified: readonly NullifiedShot[];
}

/**
 * Resolution of a Coordinated Order: every member makes the same BS Attack at the one target,
 * each with its own roll (N3 Burst 1; N4/N5 the spearhead half its Burst rounded up, the rest
 * Burst 1). The target's Dodge is one die read Face to Face against every member; a target
 * shooting back meets only the member it shot at Face to Face, the others roll Normal. A target
 * shooting back with an Impact Template meets every member its template touches Face to Face
 * (they all attack it), with the same dice. Every other attack ARO is a Normal Roll at the member
 * it targets, and at everyone its Impact Template touches. Templates of the members and other
 * skills in a Coordinated Order are refused as not adjudicated (never silently skipped).
 */
export const planCoordinated = (d: OrderDeclarations): CoordinatedPlan => {
  const edition = d.table.edition;
  const cite = planCitations(edition);
  const members = [d.active, ...(d.coordinated ?? [])];
  const skills = activeSkills(d);
  const other = skills.find((s) => s.skill !== 'bs-attack' && s.skill !== 'move' && s.skill !== 'idle');
  if (other !== undefined) throw new PlanRefusal({ reason: `a Coordinated ${other.skill} is not adjudicated by this engine: declare Move, Idle or a BS Attack`, citation: coordinatedCitation(edition) });
  const attack = skills.find((s): s is BsAttack => s.skill === 'bs-attack');
  const exchanges: Exchange[] = [];
  const nullified: NullifiedShot[] = [];
  const impacts = new Map<string, ReactiveImpact>();
  for (const a of d.aros) {
    const decl = impactAro(d, a.trooper, a.declaration);
    if (decl !== null) impacts.set(a.trooper, reactiveImpact(d, a.trooper, decl, aroTarget(a, members, d.active)));
  }
  const answered = new Set<string>();
  /** Members the target's Impact Template met Face to Face. */
  const metByTemplate = new Set<string>();
  if (attack !== undefined) {
    const target = attack.targets[0]?.target;
    if (target === undefined || attack.targets.length !== 1) throw new PlanRefusal({ reason: 'a Coordinated Order attacks a single target', citation: coordinatedCitation(edition) });
    const targetAro = d.aros.find((a) => a.trooper === target);
    const targetImpact = impacts.get(target);
    const dodge = targetAro?.declaration.skill === 'dodge' ? dodgeParticipant(d, target, { attackers: members, template: 'none', deployable: false }) : null;
    for (const m of members) {
      const weapon = weaponOf(d, m, attack.weapon);
      if (weapon.template !== 'none') throw new PlanRefusal({ reason: 'a Coordinated attack with a template weapon is not adjudicated by this engine', citation: coordinatedCitation(edition) });
      const p = attackParticipant(m, attackRoll(d, m, attack, target), { from: 0, count: coordinatedBurst(edition, weapon.burst, m === d.active) }, {
        kind: 'attack', target, weapon: weapon.id, template: false, mainTarget: true,
      });
      const id = `${m}>${target}`;
      const back = targetImpact === undefined ? [] : sidesAgainst(targetImpact, m);
      if (dodge !== null) {
        exchanges.push({ kind: 'face-to-face', id, a: [p], b: [dodge], citations: [cite.faceToFace, cite.dodge, coordinatedCitation(edition)] });
        answered.add(target);
      } else if (back.length > 0) {
        exchanges.push({ kind: 'face-to-face', id, a: [p], b: back, citations: [cite.faceToFace, cite.impactTemplate, coordinatedCitation(edition)] });
        metByTemplate.add(m);
      } else if (targetImpact === undefined && targetAro !== undefined && (targetAro.declaration.skill === 'bs-attack' || targetAro.declaration.skill === 'cc-attack') && aroTarget(targetAro, members, d.active) === m) {
        exchanges.push({ kind: 'face-to-face', id, a: [p], b: [reactiveAttack(d, targetAro, m)], citations: [cite.faceToFace, coordinatedCitation(edition)] });
        answered.add(target);
      } else {
        exchanges.push({ kind: 'normal', id, roller: p, against: null, citations: [cite.faceToFace, coordinatedCitation(edition)] });
      }
    }
  }
  for (const a of d.aros) {
    const impact = impacts.get(a.trooper);
    if (impact !== undefined) {
      nullified.push(...impact.nullified);
      for (const t of impact.touched) {
        if (a.trooper === attack?.targets[0]?.target && metByTemplate.has(t.trooper)) continue;
        t.sides.forEach((p, i) => exchanges.push({
          kind: 'normal', id: `${a.trooper}>${t.trooper}${i === 0 ? '' : `#${i + 1}`}`, roller: p, against: null, citations: [cite.faceToFace, cite.impactTemplate],
        }));
      }
      continue;
    }
    if (answered.has(a.trooper)) continue;
    const skill = a.declaration.skill;
    if (skill === 'bs-attack' || skill === 'cc-attack') {
      const at = aroTarget(a, members, d.active);
      exchanges.push({ kind: 'normal', id: `${a.trooper}>${at}`, roller: reactiveAttack(d, a, at), against: null, citations: [cite.faceToFace] });
    } else if (skill === 'dodge') {
      exchanges.push({ kind: 'normal', id: `${a.trooper}~dodge`, roller: dodgeParticipant(d, a.trooper, { attackers: members, template: 'none', deployable: false }), against: null, citations: [cite.dodge] });
    }
  }
  return { exchanges, nullified };
};
