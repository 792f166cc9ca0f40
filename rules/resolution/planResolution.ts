import type { CitationId } from '../citations/index.ts';
import { pick } from '../editions/perEdition.ts';
import type { SkillDeclaration } from '../orders/skillDeclaration.ts';
import type { Refusal } from '../refusal.ts';
import type { DiceRequest, Exchange, Participant, ResolutionPlan } from './exchange.ts';
import { activeSkills, type AroEntry, type OrderDeclarations } from './orderDeclarations.ts';
import { attackParticipant, evadeParticipant } from './participant.ts';
import { PlanRefusal } from './planRefusal.ts';

export type PlanResult = { readonly ok: true; readonly plan: ResolutionPlan } | { readonly ok: false; readonly refusal: Refusal };

/** Skills of the target that affect an attack on it, making the exchange Face to Face. */
const opposesAttack = (d: SkillDeclaration): boolean =>
  d.skill === 'bs-attack' || d.skill === 'cc-attack' || d.skill === 'dodge';

const isAttack = (d: SkillDeclaration): d is Extract<SkillDeclaration, { skill: 'bs-attack' }> => d.skill === 'bs-attack';

const requestsOf = (exchanges: readonly Exchange[]): DiceRequest[] => {
  const counts = new Map<string, DiceRequest>();
  const note = (p: Participant): void => {
    if (p.automaticFailure !== null) return;
    const key = `${p.trooper}\u0000${p.purpose}`;
    const end = p.slice.from + p.slice.count;
    const prev = counts.get(key);
    if (prev === undefined || prev.count < end) counts.set(key, { trooper: p.trooper, purpose: p.purpose, count: end });
  };
  for (const x of exchanges) {
    if (x.kind === 'normal') note(x.roller);
    else [...x.a, ...x.b].forEach(note);
  }
  return [...counts.values()];
};

/**
 * Works out, from the Order's declarations and the measured facts, which rolls the Order needs
 * and how they meet: Face to Face where both actions affect each other, Normal Rolls otherwise.
 * The active trooper's Burst is split among its targets in declaration order; one exchange per
 * target. Attack AROs against an active Dodge meet that one Dodge die together.
 */
export const planResolution = (d: OrderDeclarations): PlanResult => {
  const edition = d.table.edition;
  const f2f: CitationId = pick<CitationId>(edition, { n3: 'n3/face-to-face/when', n4: 'n4/face-to-face/when', n5: 'n5/face-to-face/when' });
  const skills = activeSkills(d);
  const activeAttack = skills.find(isAttack);
  const activeDodge = skills.find((s) => s.skill === 'dodge');
  const exchanges: Exchange[] = [];
  const paired = new Set<string>();
  try {
    if (activeAttack !== undefined) {
      let from = 0;
      for (const shot of activeAttack.targets) {
        const p = attackParticipant(d, d.active, activeAttack, shot.target, { from, count: shot.burst }, 'active');
        from += shot.burst;
        const aro: AroEntry | undefined = d.aros.find((a) => a.trooper === shot.target);
        const id = `${d.active}>${shot.target}`;
        if (aro !== undefined && opposesAttack(aro.declaration)) {
          paired.add(aro.trooper);
          exchanges.push({ kind: 'face-to-face', id, a: [p], b: [reactiveParticipant(d, aro)], citations: [f2f] });
        } else {
          exchanges.push({ kind: 'normal', id, roller: p, citations: [f2f] });
        }
      }
    }
    const loneAttacks = d.aros.filter((a) => !paired.has(a.trooper) && isAttack(a.declaration)).map((a) => reactiveParticipant(d, a));
    if (activeDodge !== undefined) {
      const dodger = evadeParticipant(d, d.active, 'dodge', loneAttacks.map((p) => p.trooper));
      if (loneAttacks.length > 0) exchanges.push({ kind: 'face-to-face', id: `${d.active}~dodge`, a: [dodger], b: loneAttacks, citations: [f2f] });
      else exchanges.push({ kind: 'normal', id: `${d.active}~dodge`, roller: dodger, citations: [f2f] });
    } else {
      for (const p of loneAttacks) exchanges.push({ kind: 'normal', id: `${p.trooper}>${d.active}`, roller: p, citations: [f2f] });
    }
    for (const a of d.aros) {
      if (paired.has(a.trooper) || a.declaration.skill !== 'dodge') continue;
      exchanges.push({ kind: 'normal', id: `${a.trooper}~dodge`, roller: evadeParticipant(d, a.trooper, 'dodge', []), citations: [f2f] });
    }
  } catch (e) {
    if (e instanceof PlanRefusal) return { ok: false, refusal: e.refusal };
    throw e;
  }
  return { ok: true, plan: { exchanges, requests: requestsOf(exchanges) } };
};

const reactiveParticipant = (d: OrderDeclarations, aro: AroEntry): Participant => {
  const decl = aro.declaration;
  switch (decl.skill) {
    case 'bs-attack':
      return attackParticipant(d, aro.trooper, decl, d.active, null, 'reactive');
    case 'dodge':
      return evadeParticipant(d, aro.trooper, 'dodge', [d.active]);
    case 'cc-attack':
    case 'move':
    case 'reset':
    case 'idle':
    case 'discover':
    case 'change-facing':
    case 'intuitive-attack':
    case 'speculative-fire':
      throw new PlanRefusal({ reason: `${aro.trooper}'s ${decl.skill} ARO is not adjudicated yet`, citation: 'n3/orders/expenditure-sequence' });
  }
};
