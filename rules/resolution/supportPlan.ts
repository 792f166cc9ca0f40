/*
 * Decisions (docs/rulings.md "Support skills"): each Doctor, Engineer or MediKit the active
 * trooper declared (and did not lose to an unmet requirement) is one Normal Roll: the user's WIP
 * (Doctor, Engineer) or the patient's PH (MediKit in Silhouette contact), with no MOD. Silhouette
 * contact with the patient must be measured (a base-contact fact) unless the user is its own patient.
 */
import { engineerStatesCitation, supportCitation, supportRoll } from '../combat/index.ts';
import { successValue } from '../dice/index.ts';
import type { SupportSkillId } from '../orders/skillDeclaration.ts';
import type { Exchange, Participant } from './exchange.ts';
import { activeSkills, type OrderDeclarations } from './orderDeclarations.ts';
import { belowOne, viewOf } from './participant.ts';
import { planFacts } from './planFacts.ts';
import { PlanRefusal } from './planRefusal.ts';

const supportExchange = (
  d: OrderDeclarations,
  skill: SupportSkillId,
  patient: string,
  use: 'states' | undefined,
): Exchange => {
  const edition = d.table.edition;
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

/** One Normal Roll per support skill of the active trooper's Order. */
export const planSupports = (d: OrderDeclarations): readonly Exchange[] =>
  activeSkills(d).flatMap((decl) =>
    decl.skill === 'doctor' || decl.skill === 'engineer' || decl.skill === 'medikit' || decl.skill === 'gizmokit'
      ? [supportExchange(d, decl.skill, decl.target, 'use' in decl ? decl.use : undefined)]
      : [],
  );
