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
import type { TrooperView } from '../table/tableView.ts';
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

/** What differs between the objective skills that are one Normal WIP Roll of the active trooper. */
interface WipObjective {
  readonly skill: 'extract' | 'hack-console';
  readonly citation: 'n5/supplies/extract' | 'n5/supremacy/hack-console';
  /** The WIP MOD the user's skills give, its label and its rule. */
  readonly bonus: (view: TrooperView) => number;
  readonly bonusLabel: string;
  readonly bonusCitation: 'n5/supplies/doctor-bonus' | 'n5/supremacy/hacker-bonus';
}

/** Extracting a Supply Box: +3 for a Doctor or Paramedic (n5/supplies/extract, n5/supplies/doctor-bonus). */
const EXTRACT: WipObjective = {
  skill: 'extract',
  citation: 'n5/supplies/extract',
  bonus: extractMod,
  bonusLabel: 'Doctor or Paramedic extracting a Supply Box',
  bonusCitation: 'n5/supplies/doctor-bonus',
};

/** Hacking a Console: +3 for a Hacker (n5/supremacy/hack-console, n5/supremacy/hacker-bonus). */
const HACK_CONSOLE: WipObjective = {
  skill: 'hack-console',
  citation: 'n5/supremacy/hack-console',
  bonus: hackConsoleMod,
  bonusLabel: 'Hacker hacking a Console',
  bonusCitation: 'n5/supremacy/hacker-bonus',
};

/** The active trooper's Normal WIP Roll on an objective it is in Silhouette contact with. */
const wipExchange = (d: OrderDeclarations, objective: string, o: WipObjective): Exchange => {
  measured(d, objective, o.citation);
  const view = viewOf(d, d.active);
  const bonus = o.bonus(view);
  const mods = bonus === 0 ? [] : [mod(bonus, o.bonusLabel, o.bonusCitation)];
  const sv = successValue(d.table.edition, 'WIP', view.profile.attributes.WIP, mods);
  const participant: Participant = {
    trooper: d.active,
    skill: o.skill,
    purpose: o.skill,
    slice: { from: 0, count: 1 },
    effect: { kind: o.skill, user: d.active, objective },
    sv,
    automaticFailure: belowOne(d, sv),
    strayFire: null,
  };
  return {
    kind: 'normal',
    id: `${d.active}~${o.skill}>${objective}`,
    roller: participant,
    against: null,
    citations: [o.citation],
  };
};

/** One Normal WIP Roll per extraction of the active trooper's Order; a pick-up's contact measured. */
export const planObjectives = (d: OrderDeclarations): readonly Exchange[] =>
  activeSkills(d).flatMap((decl) => {
    if (decl.skill === 'extract') return [wipExchange(d, decl.objective, EXTRACT)];
    if (decl.skill === 'hack-console') return [wipExchange(d, decl.objective, HACK_CONSOLE)];
    if (decl.skill === 'pick-up') measured(d, decl.from ?? decl.item, 'n5/supplies/pick-up');
    return [];
  });
