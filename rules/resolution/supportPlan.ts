/*
 * Decisions (docs/rulings.md "Support skills"): each Doctor, Engineer or MediKit the active
 * trooper declared (and did not lose to an unmet requirement) is one Normal Roll: the user's WIP
 * (Doctor, Engineer) or the patient's PH (MediKit in Silhouette contact), with no MOD. Silhouette
 * contact with the patient must be measured (a base-contact fact) unless the user is its own patient.
 */
import * as E from 'fp-ts/lib/Either.js';
import {
  engineerStatesCitation,
  remoteSupportCitation,
  remoteSupportMods,
  supportCitation,
  supportRoll,
  type RemoteSupportSkill,
} from '../combat/index.ts';
import { successValue } from '../dice/index.ts';
import type { SupportSkillId } from '../orders/skillDeclaration.ts';
import type { Exchange, Participant } from './exchange.ts';
import { activeSkills, type OrderDeclarations } from './orderDeclarations.ts';
import { belowOne, viewOf } from './participant.ts';
import { planFacts } from './planFacts.ts';
import { PlanRefusal } from './planRefusal.ts';

/** The MediKit or GizmoKit used remotely: the user's BS Attack Roll (B1) at the patient (rules/combat/remoteSupport.ts). */
const remoteExchange = (d: OrderDeclarations, skill: RemoteSupportSkill, patient: string): Exchange => {
  const edition = d.table.edition;
  const facts = planFacts(d);
  const m = remoteSupportMods(edition, skill, d.active, patient, {
    lof: facts.lof(d.active, patient),
    range: facts.range(d.active, patient),
    cover: facts.cover(patient, d.active),
  });
  if (E.isLeft(m)) throw new PlanRefusal(m.left);
  const sv = successValue(edition, 'BS', viewOf(d, d.active).profile.attributes.BS, m.right);
  return {
    kind: 'normal',
    id: `${d.active}~${skill}@${patient}`,
    roller: {
      trooper: d.active,
      skill,
      purpose: skill,
      slice: { from: 0, count: 1 },
      effect: { kind: 'support', skill, user: d.active, patient, use: 'remote' },
      sv,
      automaticFailure: belowOne(d, sv),
      strayFire: null,
    },
    against: null,
    citations: [remoteSupportCitation(edition, skill)],
  };
};

const supportExchange = (
  d: OrderDeclarations,
  skill: SupportSkillId,
  patient: string,
  use: 'states' | 'remote' | undefined,
): Exchange => {
  const edition = d.table.edition;
  if (use === 'remote') {
    if (skill !== 'medikit' && skill !== 'gizmokit')
      throw new PlanRefusal({ reason: `${skill} has no remote use`, citation: supportCitation(edition, skill) });
    return remoteExchange(d, skill, patient);
  }
  const cite = use === 'states' ? engineerStatesCitation(edition) : supportCitation(edition, skill);
  if (patient !== d.active && planFacts(d).baseContact(d.active, patient) === undefined)
    throw new PlanRefusal({
      reason: `measure whether ${d.active} is in Silhouette contact with ${patient} (a base-contact fact) for ${skill}`,
      citation: cite,
    });
  const roll = supportRoll(skill);
  const roller = roll.by === 'user' ? d.active : patient;
  const sv = successValue(edition, roll.attribute, viewOf(d, roller).profile.attributes[roll.attribute], []);
  const participant: Participant = {
    trooper: roller,
    skill,
    purpose: skill,
    slice: { from: 0, count: 1 },
    effect: { kind: 'support', skill, user: d.active, patient, ...(use === undefined ? {} : { use }) },
    sv,
    automaticFailure: belowOne(d, sv),
    strayFire: null,
  };
  return {
    kind: 'normal',
    id: `${d.active}~${skill}>${patient}`,
    roller: participant,
    against: null,
    citations: [cite],
  };
};

/** A second roll of the same trooper for the same purpose in the Order (two Short Skills) reads its next die. */
const nextDie = (exchanges: readonly Exchange[]): readonly Exchange[] => {
  const used = new Map<string, number>();
  return exchanges.map((x) => {
    if (x.kind !== 'normal') return x;
    const key = `${x.roller.trooper}/${x.roller.purpose}`;
    const from = used.get(key) ?? 0;
    used.set(key, from + x.roller.slice.count);
    return from === 0
      ? x
      : { ...x, id: `${x.id}#${String(from + 1)}`, roller: { ...x.roller, slice: { ...x.roller.slice, from } } };
  });
};

/** One Normal Roll per support skill of the active trooper's Order. */
export const planSupports = (d: OrderDeclarations): readonly Exchange[] =>
  nextDie(
    activeSkills(d).flatMap((decl) =>
      decl.skill === 'doctor' || decl.skill === 'engineer' || decl.skill === 'medikit' || decl.skill === 'gizmokit'
        ? [supportExchange(d, decl.skill, decl.target, 'use' in decl ? decl.use : undefined)]
        : [],
    ),
  );
