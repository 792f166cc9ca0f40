/*
 * Decisions (docs/rulings.md "Objective skills and Supplies"): each Supply Box extraction of the
 * active trooper (not lost to an unmet requirement) is one Normal WIP Roll, +3 for a Doctor or
 * Paramedic; Silhouette contact with the Tech-Coffin (or, to pick up a box, with the box or its
 * carrier) must be measured by a base-contact fact.
 */
import { contactRefusal, extractMod } from '../missions/supplies.ts';
import { hackConsoleMod } from '../missions/consoles.ts';
import { mod, successValue } from '../dice/index.ts';
import type { Exchange, Participant } from './exchange.ts';
import { activeSkills, type OrderDeclarations } from './orderDeclarations.ts';
import { belowOne, viewOf } from './participant.ts';
import { planFacts } from './planFacts.ts';
import { PlanRefusal } from './planRefusal.ts';

const measured = (
  d: OrderDeclarations,
  other: string,
  citation: 'n5/supplies/extract' | 'n5/supplies/pick-up' | 'n5/supremacy/hack-console',
): void => {
  const contact = planFacts(d).baseContact(d.active, other);
  if (contact === undefined) {
    const refusal = contactRefusal(d.active, other, contact, citation);
    if (refusal !== null) throw new PlanRefusal(refusal);
  }
};

const extractExchange = (d: OrderDeclarations, objective: string): Exchange => {
  measured(d, objective, 'n5/supplies/extract');
  const view = viewOf(d, d.active);
  const bonus = extractMod(view);
  const mods =
    bonus === 0 ? [] : [mod(bonus, 'Doctor or Paramedic extracting a Supply Box', 'n5/supplies/doctor-bonus')];
  const sv = successValue(d.table.edition, 'WIP', view.profile.attributes.WIP, mods);
  const participant: Participant = {
    trooper: d.active,
    skill: 'extract',
    purpose: 'extract',
    slice: { from: 0, count: 1 },
    effect: { kind: 'extract', user: d.active, objective },
    sv,
    automaticFailure: belowOne(d, sv),
    strayFire: null,
  };
  return {
    kind: 'normal',
    id: `${d.active}~extract>${objective}`,
    roller: participant,
    against: null,
    citations: ['n5/supplies/extract'],
  };
};

/** Hacking a Console: one Normal WIP Roll, +3 for a Hacker (n5/supremacy/hack-console, n5/supremacy/hacker-bonus). */
const hackExchange = (d: OrderDeclarations, objective: string): Exchange => {
  measured(d, objective, 'n5/supremacy/hack-console');
  const view = viewOf(d, d.active);
  const bonus = hackConsoleMod(view);
  const mods = bonus === 0 ? [] : [mod(bonus, 'Hacker hacking a Console', 'n5/supremacy/hacker-bonus')];
  const sv = successValue(d.table.edition, 'WIP', view.profile.attributes.WIP, mods);
  const participant: Participant = {
    trooper: d.active,
    skill: 'hack-console',
    purpose: 'hack-console',
    slice: { from: 0, count: 1 },
    effect: { kind: 'hack-console', user: d.active, objective },
    sv,
    automaticFailure: belowOne(d, sv),
    strayFire: null,
  };
  return {
    kind: 'normal',
    id: `${d.active}~hack-console>${objective}`,
    roller: participant,
    against: null,
    citations: ['n5/supremacy/hack-console'],
  };
};

/** One Normal WIP Roll per extraction of the active trooper's Order; a pick-up's contact measured. */
export const planObjectives = (d: OrderDeclarations): readonly Exchange[] =>
  activeSkills(d).flatMap((decl) => {
    if (decl.skill === 'extract') return [extractExchange(d, decl.objective)];
    if (decl.skill === 'hack-console') return [hackExchange(d, decl.objective)];
    if (decl.skill === 'pick-up') measured(d, decl.from ?? decl.item, 'n5/supplies/pick-up');
    return [];
  });
