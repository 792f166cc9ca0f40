import { aroBurstOf } from './suppressiveFirePlan.ts';
import { dodgeMove, stealthDeployableException } from '../combat/index.ts';
import { findProgram, findWeapon } from '../profiles/index.ts';
import { commsAttackCitation } from '../orders/commsAttackRefusal.ts';
import type { Exchange, Participant } from './exchange.ts';
import type { AroEntry, OrderDeclarations } from './orderDeclarations.ts';
import {
  attackParticipant,
  attackRoll,
  dodgeParticipant,
  expStep,
  refused,
  viewOf,
  weaponOf,
  ammoOf,
} from './participant.ts';
import { planCitations } from './planCitations.ts';
import { planFacts } from './planFacts.ts';
import { impactAro, reactiveImpact } from './reactiveImpact.ts';
import { directAro, directExchanges, reactiveDirect } from './reactiveDirect.ts';
import type { NullifiedShot } from './templateShots.ts';
import { activeSkills } from './orderDeclarations.ts';
import { resetParticipant } from './participant.ts';
import { commsAroParticipant } from './commsParticipant.ts';

export interface ReactionsPlan {
  readonly exchanges: readonly Exchange[];
  readonly nullified: readonly NullifiedShot[];
}

/**
 * The AROs not answered by the active attack, and the active trooper's Dodge. An attack ARO that
 * rolls meets the active Dodge Face to Face (one PH die against them all), or is a Normal Roll;
 * a Direct Template ARO hits everyone it touches unless the active trooper's Normal Dodge (the
 * same die) passes. An Impact Template ARO also meets every other trooper its template touches,
 * with the same dice, in a Normal Roll each (they declared nothing against it), whether or not
 * the active attack answered it; its nullified shots roll nothing. Comms Attack AROs meet the
 * active trooper's Reset Face to Face (one WIP die against them all); its Dodge does nothing
 * against them (a Normal Roll each). AROs that are neither attacks nor Dodges roll nothing.
 */
export const planReactions = (
  d: OrderDeclarations,
  answered: readonly string[],
  activeDodge: boolean,
): ReactionsPlan => {
  const edition = d.table.edition;
  const cite = planCitations(edition);
  const exchanges: Exchange[] = [];
  const nullified: NullifiedShot[] = [];
  const lone: Participant[] = [];
  const comms: Participant[] = [];
  for (const a of d.aros) {
    const decl = a.declaration;
    const impactDecl = impactAro(d, a.trooper, decl);
    if (impactDecl !== null) {
      const impact = reactiveImpact(d, a.trooper, impactDecl, d.active);
      nullified.push(...impact.nullified);
      for (const t of impact.touched) {
        if (t.trooper === d.active) {
          if (!answered.includes(a.trooper)) lone.push(...t.sides);
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
    if (answered.includes(a.trooper)) continue;
    if (decl.skill === 'comms-attack') {
      comms.push(commsAroParticipant(d, a.trooper, decl));
      continue;
    }
    if (decl.skill === 'cc-attack') {
      lone.push(
        attackParticipant(
          a.trooper,
          attackRoll(d, a.trooper, decl, d.active),
          { from: 0, count: 1 },
          {
            kind: 'attack',
            target: d.active,
            weapon: decl.weapon,
            program: null,
            ammo: weaponOf(d, a.trooper, decl.weapon).ammo,
            template: false,
            mainTarget: true,
          },
        ),
      );
      continue;
    }
    if (decl.skill !== 'bs-attack') continue;
    const directDecl = directAro(d, a.trooper, decl);
    if (directDecl !== null) {
      const direct = reactiveDirect(d, a.trooper, directDecl, d.active);
      nullified.push(...direct.nullified);
      exchanges.push(...directExchanges(d, direct, (y) => y === d.active && activeDodge));
      continue;
    }
    const weapon = weaponOf(d, a.trooper, decl.weapon, ammoOf(decl));
    const burst = aroBurstOf(d, a.trooper, weapon).burst;
    lone.push(
      attackParticipant(
        a.trooper,
        attackRoll(d, a.trooper, decl, d.active),
        { from: 0, count: burst },
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
    );
  }
  if (activeDodge && lone.length > 0) {
    const template = lone.every((p) => p.effect.kind === 'attack' && p.effect.template) ? 'impact' : 'none';
    const dodger = dodgeParticipant(d, d.active, {
      attackers: [...new Set(lone.map((p) => p.trooper))],
      template,
      deployable: false,
    });
    exchanges.push({
      kind: 'face-to-face',
      id: `${d.active}~dodge`,
      a: [dodger],
      b: lone,
      citations: [cite.faceToFace, cite.dodge],
    });
  } else {
    for (const p of lone) {
      const template = p.effect.kind === 'attack' && p.effect.template ? [cite.impactTemplate] : [];
      exchanges.push({
        kind: 'normal',
        id: `${p.trooper}>${d.active}`,
        roller: p,
        against: null,
        citations: [cite.faceToFace, ...template],
      });
    }
  }
  exchanges.push(...commsExchanges(d, comms, activeDodge));
  return { exchanges, nullified };
};

/** Comms Attack AROs on the activated trooper: Face to Face against its Reset, else Normal Rolls (a Dodge does nothing against them). */
const commsExchanges = (
  d: OrderDeclarations,
  comms: readonly Participant[],
  activeDodge: boolean,
): readonly Exchange[] => {
  if (comms.length === 0) return [];
  const cite = planCitations(d.table.edition);
  const programs = comms.flatMap((p) => {
    const program =
      p.effect.kind === 'attack' && p.effect.program !== null
        ? findProgram(d.table.edition, p.effect.program)
        : undefined;
    return program === undefined ? [] : [program.citation];
  });
  const base = [...new Set([cite.faceToFace, commsAttackCitation(d.table.edition), ...programs])];
  if (activeSkills(d).some((s) => s.skill === 'reset')) {
    return [
      {
        kind: 'face-to-face',
        id: `${d.active}~reset`,
        a: [resetParticipant(d, d.active)],
        b: comms,
        citations: [...base, cite.resetFaceToFace],
      },
    ];
  }
  return comms.map((p): Exchange => ({
    kind: 'normal',
    id: `${p.trooper}>${d.active}`,
    roller: p,
    against: null,
    citations: activeDodge ? [...base, cite.dodgeNotComms] : base,
  }));
};

const dodges = (d: OrderDeclarations, activeDodge: boolean, trooper: string): boolean =>
  (trooper === d.active && activeDodge) ||
  d.aros.some((a: AroEntry) => a.trooper === trooper && a.declaration.skill === 'dodge');

/**
 * The Mines set off this Order. Each trooper a Mine touches is hit unless it Dodges: a Normal PH-3
 * Roll on the same die as its other Dodge rolls. A Mine only the Dodge destination reaches is
 * rolled against in N3 (failing it, or any other Dodge roll, means no move and no Mine); in N4/N5
 * Dodge movement sets off nothing, so such a Mine plays no part.
 */
export const planMines = (d: OrderDeclarations, activeDodge: boolean): readonly Exchange[] => {
  const edition = d.table.edition;
  const cite = planCitations(edition);
  const exchanges: Exchange[] = [];
  // Stealth is not effective against Deployable Weapons: its user still sets the Mine off.
  const deployable = stealthDeployableException(edition, viewOf(d, d.active).profile.skills);
  const stealthy = deployable === null ? [] : [deployable];
  for (const m of planFacts(d).mines()) {
    const weapon =
      findWeapon(edition, m.weapon) ??
      refused(`no weapon ${m.weapon} in the ${edition} catalogue for Mine ${m.mine}`, expStep(d));
    for (const y of [...new Set(m.affects)]) {
      const dodging = dodges(d, activeDodge, y);
      const id = `${y}~dodge>${m.mine}`;
      const roller = (): Participant => dodgeParticipant(d, y, { attackers: [], template: 'direct', deployable: true });
      if (m.trigger === 'destination') {
        const move = dodgeMove(edition, y === d.active ? 'active' : 'reactive', viewOf(d, y).states);
        if (dodging && move.triggersDeployables && move.inches > 0) {
          exchanges.push({
            kind: 'normal',
            id,
            roller: roller(),
            against: { source: m.mine, mine: 'destination' },
            citations: [cite.dodgeMine, cite.mines],
          });
        }
        continue;
      }
      if (dodging)
        exchanges.push({
          kind: 'normal',
          id,
          roller: roller(),
          against: { source: m.mine, mine: 'declaration' },
          citations: [cite.dodgeMine, cite.mines],
        });
      exchanges.push({
        kind: 'automatic',
        id: `${m.mine}>${y}`,
        source: m.mine,
        target: y,
        weapon: weapon.id,
        ammo: weapon.ammo,
        placements: 1,
        evadedBy: dodging ? id : null,
        mine: true,
        citations: [...(dodging ? [cite.mines, cite.dodgeMine] : [cite.mines]), ...(y === d.active ? stealthy : [])],
      });
    }
  }
  return exchanges;
};

/** Dodges that met nothing else: a Normal PH Roll on their own (the move still needs it). */
export const planLoneDodges = (
  d: OrderDeclarations,
  activeDodge: boolean,
  planned: readonly Exchange[],
): readonly Exchange[] => {
  const cite = planCitations(d.table.edition);
  const rolled = new Set<string>();
  for (const x of planned) {
    if (x.kind === 'normal' && x.roller.purpose === 'dodge') rolled.add(x.roller.trooper);
    if (x.kind === 'face-to-face') for (const p of [...x.a, ...x.b]) if (p.purpose === 'dodge') rolled.add(p.trooper);
  }
  const dodgers = [
    ...(activeDodge ? [d.active] : []),
    ...d.aros.filter((a) => a.declaration.skill === 'dodge').map((a) => a.trooper),
  ];
  return dodgers
    .filter((t) => !rolled.has(t))
    .map((t): Exchange => ({
      kind: 'normal',
      id: `${t}~dodge`,
      roller: dodgeParticipant(d, t, {
        attackers: t === d.active ? [] : [d.active],
        template: 'none',
        deployable: false,
      }),
      against: null,
      citations: [cite.faceToFace, cite.dodge],
    }));
};
