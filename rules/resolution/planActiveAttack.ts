import { aroBurstOf } from './suppressiveFirePlan.ts';
import { berserkCitation, berserkMods, burstFor, ccBurstMod, type TemplateContact } from '../combat/index.ts';
import type { WeaponProfile } from '../profiles/index.ts';
import type { SkillDeclaration } from '../orders/skillDeclaration.ts';
import type { Exchange, Participant } from './exchange.ts';
import type { OrderDeclarations } from './orderDeclarations.ts';
import {
  attackParticipant,
  attackRoll,
  bsAttackRoll,
  ccAttackRoll,
  dodgeParticipant,
  weaponOf,
  type AttackRoll,
  ammoOf,
  viewOf,
} from './participant.ts';
import { planCitations } from './planCitations.ts';
import { planFacts } from './planFacts.ts';
import { impactAro, reactiveImpact, sidesAgainst } from './reactiveImpact.ts';
import { isDirectTemplate, isImpactTemplate, templateShots, type NullifiedShot, type Shot } from './templateShots.ts';
import { updated } from '../updated.ts';
import type { CitationId } from '../citations/index.ts';
import { commsAroParticipant } from './commsParticipant.ts';
import { planSmokeAtPoint } from './smokePointPlan.ts';
import { smokeDodgeCitation } from '../combat/smokeDodge.ts';

type Attack = Extract<SkillDeclaration, { skill: 'bs-attack' | 'cc-attack' | 'berserk' }>;

export interface ActiveAttackPlan {
  readonly exchanges: readonly Exchange[];
  /** Reactive troopers whose ARO was answered inside these exchanges. */
  readonly answered: readonly string[];
  readonly nullified: readonly NullifiedShot[];
}

/**
 * A reactive trooper's side of a Face to Face against the active attack on it: its Dodge, or its
 * attack on the activated trooper. An Impact Template ARO brings the dice of its shots that were
 * not nullified; none left (every shot touched a friend or a Neutral) means no Face to Face.
 * A Comms Attack ARO on the activated trooper meets its attack Face to Face too (both affect
 * each other, WIP against BS or CC).
 */
export const reaction = (
  d: OrderDeclarations,
  trooper: string,
  decl: SkillDeclaration,
  template: TemplateContact,
): readonly Participant[] => {
  switch (decl.skill) {
    case 'dodge':
      return [dodgeParticipant(d, trooper, { attackers: [d.active], template, deployable: false })];
    case 'cc-attack':
    case 'bs-attack': {
      const impact = impactAro(d, trooper, decl);
      if (impact !== null) return sidesAgainst(reactiveImpact(d, trooper, impact, d.active), d.active);
      const weapon = weaponOf(d, trooper, decl.weapon, ammoOf(decl));
      if (decl.skill === 'bs-attack' && isDirectTemplate(weapon)) return [];
      const count = aroBurstOf(d, trooper, weapon).burst;
      return [
        attackParticipant(
          trooper,
          attackRoll(d, trooper, decl, d.active),
          { from: 0, count },
          {
            kind: 'attack',
            target: d.active,
            weapon: weapon.id,
            program: null,
            ammo: weapon.ammo,
            template: false,
            mainTarget: true,
          },
        ),
      ];
    }
    case 'comms-attack':
      return [commsAroParticipant(d, trooper, decl)];
    case 'move':
    case 'cautious-move':
    case 'jump':
    case 'climb':
    case 'reset':
    case 'idle':
    case 'discover':
    case 'change-facing':
    case 'intuitive-attack':
    case 'speculative-fire':
    case 'suppressive-fire':
    case 'berserk':
    case 'camouflage':
    case 'combat-jump':
    case 'parachutist':
    case 'doctor':
    case 'engineer':
    case 'medikit':
    case 'gizmokit':
    case 'extract':
    case 'pick-up':
    case 'drop':
    case 'hack-console':
      return [];
  }
};

/** Berserk (+3)'s MOD on the active trooper's CC Attack. */
const berserkModsOf = (d: OrderDeclarations) => berserkMods(d.table.edition, viewOf(d, d.active).profile.skills);

/** Direct Template: no roll; each enemy it touches is hit once per placement unless its Normal Dodge passes. */
const directTemplate = (d: OrderDeclarations, weapon: WeaponProfile, kept: readonly Shot[]): ActiveAttackPlan => {
  const cite = planCitations(d.table.edition);
  const exchanges: Exchange[] = [];
  const answered: string[] = [];
  const touched = [...new Set(kept.flatMap((s) => s.affected))];
  for (const x of touched) {
    const placements = kept.filter((s) => s.affected.includes(x)).length;
    const aro = d.aros.find((a) => a.trooper === x);
    let evadedBy: string | null = null;
    if (aro?.declaration.skill === 'dodge') {
      evadedBy = `${x}~dodge>${d.active}`;
      answered.push(x);
      const roller = dodgeParticipant(d, x, {
        attackers: [d.active],
        template: 'direct',
        deployable: weapon.traits.includes('deployable'),
      });
      exchanges.push({
        kind: 'normal',
        id: evadedBy,
        roller,
        against: { source: d.active, mine: null },
        citations: [cite.directTemplate, cite.dodge],
      });
    }
    exchanges.push({
      kind: 'automatic',
      id: `${d.active}>${x}`,
      source: d.active,
      target: x,
      weapon: weapon.id,
      ammo: weapon.ammo,
      placements,
      evadedBy,
      mine: false,
      citations: [cite.directTemplate],
    });
  }
  return { exchanges, answered, nullified: [] };
};

/**
 * A rolled attack (BS Attack with or without an Impact Template, or CC Attack). One die per shot
 * in range, in declaration order; each enemy the shots affect gets its own exchange with the
 * dice of the shots that affect it: Face to Face if its ARO affects the attacker's roll on it,
 * Normal otherwise. An Impact Template's MODs come from each shot's main target.
 */
export const rolledAttack = (
  d: OrderDeclarations,
  attack: Attack,
  shots: readonly Shot[],
  weapon: WeaponProfile,
  /** A skill that rolls otherwise than a BS Attack (Speculative Attack), and its citations. */
  skill?: {
    readonly roll: (target: string) => AttackRoll;
    readonly citations: readonly CitationId[];
    /** The template a reacting Dodge faces (Intuitive Attack: its Direct Template). */
    readonly template?: TemplateContact;
  },
): ActiveAttackPlan => {
  const cite = planCitations(d.table.edition);
  const impact = isImpactTemplate(weapon);
  const contact: TemplateContact = skill?.template ?? (impact ? 'impact' : 'none');
  const rolls = new Map<string, AttackRoll>();
  const rollAgainst = (target: string): AttackRoll => {
    const found = rolls.get(target);
    if (found !== undefined) return found;
    const made =
      skill !== undefined
        ? skill.roll(target)
        : attack.skill === 'bs-attack'
          ? bsAttackRoll(d, d.active, weapon, target)
          : ccAttackRoll(d, d.active, target, attack.skill === 'berserk' ? berserkModsOf(d) : []);
    rolls.set(target, made);
    return made;
  };
  let next = 0;
  const dieOf = new Map<number, number>();
  for (const s of shots) {
    if (rollAgainst(s.target).automaticFailure === null) dieOf.set(s.index, next++);
  }
  const exchanges: Exchange[] = [];
  const answered: string[] = [];
  // Each trooper the shots affect, once, in the order the shots name them.
  const seen = new Set<string>();
  for (const s of shots) for (const x of s.affected) seen.add(x);
  const touched = [...seen];
  for (const x of touched) {
    const mine = shots.filter((s) => s.affected.includes(x));
    const participants: Participant[] = [];
    let lastTarget: string | null = null;
    for (const s of mine) {
      const roll = rollAgainst(s.target);
      const die = dieOf.get(s.index);
      const prev = participants[participants.length - 1];
      if (
        prev !== undefined &&
        lastTarget === s.target &&
        (die === undefined || prev.slice.from + prev.slice.count === die)
      ) {
        participants[participants.length - 1] = updated(prev, {
          slice: { from: prev.slice.from, count: prev.slice.count + 1 },
        });
      } else {
        participants.push(
          attackParticipant(
            d.active,
            roll,
            { from: die ?? 0, count: 1 },
            {
              kind: 'attack',
              target: x,
              weapon: weapon.id,
              program: null,
              ammo: weapon.ammo,
              template: contact !== 'none',
              mainTarget: s.target === x,
            },
          ),
        );
      }
      lastTarget = s.target;
    }
    const aro = d.aros.find((a) => a.trooper === x);
    // An enemy inside a Smoke or Eclipse template who Dodges: a Normal Roll each (rules/combat/smokeDodge.ts).
    const smokeDodge = smokeDodgeCitation(d.table.edition, weapon, aro?.declaration.skill);
    const base = [
      ...(smokeDodge === null ? [] : [smokeDodge]),
      ...(impact ? [cite.impactTemplate] : []),
      ...(attack.skill === 'bs-attack' ? [] : [cite.ccAttack]),
      ...(attack.skill === 'berserk' ? [berserkCitation(d.table.edition)] : []),
      ...(skill?.citations ?? []),
    ];
    const back = aro === undefined ? [] : reaction(d, x, aro.declaration, contact);
    if ((attack.skill === 'berserk' || smokeDodge !== null) && back.length > 0) {
      // Berserk, or a Dodge inside Smoke: every roll with its target is a Normal Roll instead of a Face to Face Roll.
      answered.push(x);
      // Exchange ids are made unique for the Order by the planner (uniqueIds).
      [...participants, ...back].forEach((p) =>
        exchanges.push({
          kind: 'normal',
          id: p.purpose === 'dodge' ? `${p.trooper}~dodge` : `${p.trooper}>${p.trooper === d.active ? x : d.active}`,
          roller: p,
          against: null,
          citations: [cite.faceToFace, ...base, ...(p.purpose === 'dodge' ? [cite.dodge] : [])],
        }),
      );
    } else if (aro !== undefined && back.length > 0) {
      answered.push(x);
      const dodge = aro.declaration.skill === 'dodge' ? [cite.dodge] : [];
      const aroImpact = impactAro(d, x, aro.declaration) !== null ? [cite.impactTemplate] : [];
      exchanges.push({
        kind: 'face-to-face',
        id: `${d.active}>${x}`,
        a: participants,
        b: back,
        citations: [...new Set([cite.faceToFace, ...base, ...dodge, ...aroImpact])],
      });
    } else {
      // A Reset ARO evades no BS or CC Attack: the attack on its user stays a Normal Roll (planResets).
      const reset = aro?.declaration.skill === 'reset' ? [cite.reset] : [];
      participants.forEach((p, i) =>
        exchanges.push({
          kind: 'normal',
          id: `${d.active}>${x}${i === 0 ? '' : `#${i + 1}`}`,
          roller: p,
          against: null,
          citations: [cite.faceToFace, ...base, ...reset],
        }),
      );
    }
  }
  return { exchanges, answered, nullified: [] };
};

/** The exchanges of the active trooper's attack and the AROs they answer. */
export const planActiveAttack = (d: OrderDeclarations, attack: Attack): ActiveAttackPlan => {
  if (attack.skill !== 'bs-attack') {
    const weapon = weaponOf(d, d.active, attack.weapon, ammoOf(attack));
    const burst = burstFor(d.table.edition, {
      // Martial Arts' Burst MOD adds to the CC Weapon's B.
      weaponBurst: weapon.burst + ccBurstMod(d.table.edition, viewOf(d, d.active).profile.skills),
      turn: 'active',
      twinWeapons: false,
      entireOrder: false,
      totalReaction: false,
    }).burst;
    const shots = Array.from({ length: burst }, (_, i): Shot => ({
      index: i + 1,
      target: attack.target,
      affected: [attack.target],
    }));
    return rolledAttack(d, attack, shots, weapon);
  }
  if (attack.point !== undefined) return planSmokeAtPoint(d, attack, attack.point);
  const weapon = weaponOf(d, d.active, attack.weapon, ammoOf(attack));
  const plan = templateShots(d.table.edition, d.table, planFacts(d), d.active, weapon, attack.targets);
  const made = isDirectTemplate(weapon)
    ? directTemplate(d, weapon, plan.kept)
    : rolledAttack(d, attack, plan.kept, weapon);
  return { exchanges: made.exchanges, answered: made.answered, nullified: plan.nullified };
};
