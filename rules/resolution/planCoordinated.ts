import { aroBurstOf } from './suppressiveFirePlan.ts';
/*
 * Decisions (issue #5; facts.md §2, §6 and §10; seed 001 "Direct Template Weapons"):
 * - A Direct Template ARO against a Coordinated Order rolls no die; it hits every trooper it
 *   touches (members or not) once per placement, as against an ordinary Order (reactiveDirect).
 *   Each member's BS Attack on its user is a Normal Roll, and a touched member is hit anyway.
 *   A placement touching a friend of the ARO trooper or a Neutral is nullified (templateShots).
 * - A Coordinated Dodge (every member declared it) is one PH die per member: Face to Face
 *   against the rolled AROs at that member, a Normal Roll against each Direct Template touching
 *   it, and a Normal Roll on its own when nothing targets it. Every member dodges in the Active
 *   Turn (dodgeResults): no move in N3, 2" in N4/N5.
 * - A Reset ARO (the target's or any other) evades no BS Attack: each member's attack on a
 *   Resetting target is a Normal Roll, and the Reset is its own Normal WIP Roll (planResets, added
 *   by planResolution). Seed 004 "Coordinated Order: Dodge and Reset" (Face to Face against every
 *   member) applies to what Reset evades, Comms Attacks, which this engine does not model.
 */
import { coordinatedBurst, coordinatedCitation } from '../orders/coordinatedOrder.ts';
import type { SkillDeclaration } from '../orders/skillDeclaration.ts';
import type { Exchange, Participant } from './exchange.ts';
import { activeSkills, type AroEntry, type OrderDeclarations } from './orderDeclarations.ts';
import { attackParticipant, attackRoll, dodgeParticipant, weaponOf, ammoOf } from './participant.ts';
import { planCitations } from './planCitations.ts';
import { PlanRefusal } from './planRefusal.ts';
import { directAro, directExchanges, reactiveDirect, type ReactiveDirect } from './reactiveDirect.ts';
import { impactAro, reactiveImpact, sidesAgainst, type ReactiveImpact } from './reactiveImpact.ts';
import type { NullifiedShot } from './templateShots.ts';
import { planFacts } from './planFacts.ts';

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
  const weapon = weaponOf(d, a.trooper, decl.weapon, ammoOf(decl));
  const count = aroBurstOf(d, a.trooper, weapon).burst;
  return attackParticipant(
    a.trooper,
    attackRoll(d, a.trooper, decl, at),
    { from: 0, count },
    {
      kind: 'attack',
      target: at,
      weapon: weapon.id,
      program: null,
      ammo: weapon.ammo,
      template: false,
      mainTarget: true,
    },
  );
};

/**
 * The members' Dodges (a Coordinated Dodge: every member declared it). Each member's one PH die
 * meets the rolled AROs at it Face to Face; a member whose die met nothing else (no rolled ARO,
 * no Direct Template touching it) still rolls it, a Normal Roll, for the move.
 */
const memberDodgeExchanges = (
  d: OrderDeclarations,
  dodgers: readonly string[],
  atDodger: ReadonlyMap<string, readonly Participant[]>,
  planned: readonly Exchange[],
): readonly Exchange[] => {
  const cite = planCitations(d.table.edition);
  const coordinated = coordinatedCitation(d.table.edition);
  return dodgers.flatMap((m): Exchange[] => {
    const against = atDodger.get(m) ?? [];
    if (against.length > 0) {
      const template = against.every((p) => p.effect.kind === 'attack' && p.effect.template) ? 'impact' : 'none';
      const dodger = dodgeParticipant(d, m, {
        attackers: [...new Set(against.map((p) => p.trooper))],
        template,
        deployable: false,
      });
      return [
        {
          kind: 'face-to-face',
          id: `${m}~dodge`,
          a: [dodger],
          b: against,
          citations: [cite.faceToFace, cite.dodge, coordinated],
        },
      ];
    }
    if (planned.some((x) => x.kind === 'normal' && x.roller.trooper === m && x.roller.purpose === 'dodge')) return [];
    const roller = dodgeParticipant(d, m, { attackers: [], template: 'none', deployable: false });
    return [
      {
        kind: 'normal',
        id: `${m}~dodge`,
        roller,
        against: null,
        citations: [cite.faceToFace, cite.dodge, coordinated],
      },
    ];
  });
};

export interface CoordinatedPlan {
  readonly exchanges: readonly Exchange[];
  readonly nullified: readonly NullifiedShot[];
}

/** Skills a Coordinated Order may declare here (every member declares them). */
const COORDINATED_SKILLS: readonly SkillDeclaration['skill'][] = ['move', 'idle', 'bs-attack', 'dodge'];

/**
 * Resolution of a Coordinated Order: every member makes the same BS Attack at the one target,
 * each with its own roll (N3 Burst 1; N4/N5 the spearhead half its Burst rounded up, the rest
 * Burst 1). The target's Dodge is one die read Face to Face against every member; a target
 * shooting back meets only the member it shot at Face to Face, the others roll Normal. A target
 * shooting back with an Impact Template meets every member its template touches Face to Face
 * (they all attack it), with the same dice; with a Direct Template it rolls nothing and every
 * member's attack on it is a Normal Roll. Every other attack ARO is a Normal Roll at the member
 * it targets, and at everyone its Impact Template touches; a Direct Template ARO hits everyone
 * it touches. When the members Dodge, each member's one PH die meets the rolled AROs at it Face
 * to Face and is a Normal Roll against each Direct Template touching it. Templates of the
 * members and other skills in a Coordinated Order are refused as not adjudicated (never
 * silently skipped).
 */
export const planCoordinated = (d: OrderDeclarations): CoordinatedPlan => {
  const edition = d.table.edition;
  const cite = planCitations(edition);
  const coordinated = coordinatedCitation(edition);
  const members = [d.active, ...(d.coordinated ?? [])];
  const skills = activeSkills(d);
  const other = skills.find((s) => !COORDINATED_SKILLS.includes(s.skill));
  if (other !== undefined)
    throw new PlanRefusal({
      reason: `a Coordinated ${other.skill} is not adjudicated by this engine: declare Move, Idle, Dodge or a BS Attack`,
      citation: coordinated,
    });
  const mine = planFacts(d).mines()[0];
  if (mine !== undefined)
    throw new PlanRefusal({
      reason: `a Mine (${mine.mine}) set off during a Coordinated Order is not adjudicated by this engine`,
      citation: cite.mines,
    });
  const attack = skills.find((s): s is BsAttack => s.skill === 'bs-attack');
  const dodging = skills.some((s) => s.skill === 'dodge');
  const memberDodges = (trooper: string): boolean => dodging && members.includes(trooper);
  const exchanges: Exchange[] = [];
  const nullified: NullifiedShot[] = [];
  const impacts = new Map<string, ReactiveImpact>();
  const directs = new Map<string, ReactiveDirect>();
  for (const a of d.aros) {
    const impact = impactAro(d, a.trooper, a.declaration);
    if (impact !== null) impacts.set(a.trooper, reactiveImpact(d, a.trooper, impact, aroTarget(a, members, d.active)));
    const direct = directAro(d, a.trooper, a.declaration);
    if (direct !== null) directs.set(a.trooper, reactiveDirect(d, a.trooper, direct, aroTarget(a, members, d.active)));
  }
  const answered = new Set<string>();
  /** Members the target's Impact Template met Face to Face. */
  const metByTemplate = new Set<string>();
  /** Rolled AROs at each dodging member: its Dodge meets them Face to Face. */
  const atDodger = new Map<string, Participant[]>();
  const meetDodge = (m: string, sides: readonly Participant[]): void => {
    atDodger.set(m, [...(atDodger.get(m) ?? []), ...sides]);
  };
  if (attack !== undefined) {
    const target = attack.targets[0]?.target;
    if (target === undefined || attack.targets.length !== 1)
      throw new PlanRefusal({ reason: 'a Coordinated Order attacks a single target', citation: coordinated });
    const targetAro = d.aros.find((a) => a.trooper === target);
    const targetImpact = impacts.get(target);
    const targetDirect = directs.has(target);
    const dodge =
      targetAro?.declaration.skill === 'dodge'
        ? dodgeParticipant(d, target, { attackers: members, template: 'none', deployable: false })
        : null;
    for (const m of members) {
      const weapon = weaponOf(d, m, attack.weapon, ammoOf(attack));
      if (weapon.template !== 'none')
        throw new PlanRefusal({
          reason: 'a Coordinated attack with a template weapon is not adjudicated by this engine',
          citation: coordinated,
        });
      const p = attackParticipant(
        m,
        attackRoll(d, m, attack, target),
        { from: 0, count: coordinatedBurst(edition, weapon.burst, m === d.active) },
        {
          kind: 'attack',
          target,
          weapon: weapon.id,
          program: null,
          ammo: weapon.ammo,
          template: false,
          mainTarget: true,
        },
      );
      const id = `${m}>${target}`;
      const back = targetImpact === undefined ? [] : sidesAgainst(targetImpact, m);
      if (dodge !== null) {
        exchanges.push({
          kind: 'face-to-face',
          id,
          a: [p],
          b: [dodge],
          citations: [cite.faceToFace, cite.dodge, coordinated],
        });
        answered.add(target);
      } else if (back.length > 0) {
        exchanges.push({
          kind: 'face-to-face',
          id,
          a: [p],
          b: back,
          citations: [cite.faceToFace, cite.impactTemplate, coordinated],
        });
        metByTemplate.add(m);
      } else if (
        targetImpact === undefined &&
        !targetDirect &&
        targetAro !== undefined &&
        (targetAro.declaration.skill === 'bs-attack' || targetAro.declaration.skill === 'cc-attack') &&
        aroTarget(targetAro, members, d.active) === m
      ) {
        exchanges.push({
          kind: 'face-to-face',
          id,
          a: [p],
          b: [reactiveAttack(d, targetAro, m)],
          citations: [cite.faceToFace, coordinated],
        });
        answered.add(target);
      } else {
        const why = targetDirect ? [cite.directTemplate] : targetAro?.declaration.skill === 'reset' ? [cite.reset] : [];
        exchanges.push({
          kind: 'normal',
          id,
          roller: p,
          against: null,
          citations: [cite.faceToFace, ...why, coordinated],
        });
      }
    }
  }
  for (const a of d.aros) {
    const impact = impacts.get(a.trooper);
    if (impact !== undefined) {
      nullified.push(...impact.nullified);
      for (const t of impact.touched) {
        if (a.trooper === attack?.targets[0]?.target && metByTemplate.has(t.trooper)) continue;
        if (memberDodges(t.trooper)) {
          meetDodge(t.trooper, t.sides);
          continue;
        }
        t.sides.forEach((p, i) =>
          exchanges.push({
            kind: 'normal',
            id: `${a.trooper}>${t.trooper}${i === 0 ? '' : `#${i + 1}`}`,
            roller: p,
            against: null,
            citations: [cite.faceToFace, cite.impactTemplate],
          }),
        );
      }
      continue;
    }
    const direct = directs.get(a.trooper);
    if (direct !== undefined) {
      nullified.push(...direct.nullified);
      exchanges.push(...directExchanges(d, direct, memberDodges));
      continue;
    }
    if (answered.has(a.trooper)) continue;
    const skill = a.declaration.skill;
    if (skill === 'bs-attack' || skill === 'cc-attack') {
      const at = aroTarget(a, members, d.active);
      if (memberDodges(at)) meetDodge(at, [reactiveAttack(d, a, at)]);
      else
        exchanges.push({
          kind: 'normal',
          id: `${a.trooper}>${at}`,
          roller: reactiveAttack(d, a, at),
          against: null,
          citations: [cite.faceToFace],
        });
    } else if (skill === 'dodge') {
      exchanges.push({
        kind: 'normal',
        id: `${a.trooper}~dodge`,
        roller: dodgeParticipant(d, a.trooper, { attackers: members, template: 'none', deployable: false }),
        against: null,
        citations: [cite.dodge],
      });
    }
  }
  exchanges.push(...memberDodgeExchanges(d, dodging ? members : [], atDodger, exchanges));
  return { exchanges, nullified };
};
