import type { CitationId } from '../citations/index.ts';
import { inEdition } from '../editions/inEdition.ts';
import type { Edition } from '../edition.ts';
import { refuse, type Refusal } from '../refusal.ts';
import { isNull } from '../table/trooperState.ts';
import { trooperView, type TableView } from '../table/tableView.ts';
import type { SkillDeclaration, SkillId } from './skillDeclaration.ts';
import type { TableFact } from '../table/tableFact.ts';

/** nX/skills/impetuous: the Impetuous Phase and its Impetuous Order (token). */
export const impetuousCitation = (e: Edition): CitationId => inEdition(e, 'skills/impetuous');

/** nX/skills/impetuous-skills: the skill combinations an Impetuous Order allows. */
export const impetuousSkillsCitation = (e: Edition): CitationId => inEdition(e, 'skills/impetuous-skills');

/**
 * The Impetuous Order of a trooper in the Tactical Phase: 1 for a trooper with Impetuous that is
 * not Null (off the table in Airborne Deployment included: it may enter with it), 0 otherwise, and
 * 0 for everyone while the army is in Retreat! (no Impetuous Phase).
 */
export const impetuousOrders = (table: TableView, trooper: string, retreat: boolean): number => {
  if (retreat) return 0;
  const view = trooperView(table, trooper);
  if (view === undefined || !view.profile.skills.includes('impetuous')) return 0;
  return isNull(view.states) ? 0 : 1;
};

type Part = 'movement' | 'attack' | 'dodge' | 'idle' | 'airborne';

/** Movement skills an Impetuous Order may use in place of Move: N4/N5 name Jump and Climb, N3 only Move. */
const MOVEMENT: Record<Edition, readonly SkillId[]> = {
  n3: ['move'],
  n4: ['move', 'jump', 'climb'],
  n5: ['move', 'jump', 'climb'],
};

const ATTACKS: readonly SkillId[] = [
  'bs-attack',
  'cc-attack',
  'intuitive-attack',
  'speculative-fire',
  'comms-attack',
  'berserk',
];

/** What part of an Impetuous combination a skill is, or null when no combination has it. */
export const impetuousPart = (edition: Edition, skill: SkillId): Part | null => {
  if (MOVEMENT[edition].includes(skill)) return 'movement';
  if (ATTACKS.includes(skill)) return 'attack';
  if (skill === 'dodge') return 'dodge';
  if (skill === 'idle') return 'idle';
  if (skill === 'combat-jump' || skill === 'parachutist') return 'airborne';
  return null;
};

/**
 * A skill declared in an Impetuous Order: refused unless it belongs to one of the allowed
 * combinations: a movement skill with an Attack, Dodge, Idle or another movement (in either
 * order), or an Airborne Deployment skill on its own. Whether the move went its full MOV into
 * contact or towards the enemy Deployment Zone is the players' fact, not checked here.
 */
export const impetuousDeclarationRefusal = (
  edition: Edition,
  trooper: string,
  skill: SkillId,
  first: SkillDeclaration | null,
): Refusal | null => {
  const cite = impetuousSkillsCitation(edition);
  const part = impetuousPart(edition, skill);
  const allowed = `${MOVEMENT[edition].join(' or ')} with an Attack, Dodge, Idle or another movement, or Airborne Deployment`;
  if (part === null)
    return refuse(`${trooper} is on its Impetuous Order: ${skill} is not allowed (only ${allowed})`, cite);
  if (first === null) return null;
  const before = impetuousPart(edition, first.skill);
  if (before === 'airborne' || part === 'airborne')
    return refuse(`${trooper} is on its Impetuous Order: Airborne Deployment is the whole Order`, cite);
  if (before !== 'movement' && part !== 'movement')
    return refuse(
      `${trooper} is on its Impetuous Order: ${first.skill} then ${skill} has no movement (only ${allowed})`,
      cite,
    );
  return null;
};

/**
 * N4/N5: an Impetuous trooper never enters a Marker State (the page's bullet; the N4 FAQ: at all
 * times): going back into Camouflage is refused. N3 not read: no refusal.
 */
export const impetuousMarkerRefusal = (table: TableView, trooper: string, skill: SkillId): Refusal | null => {
  if (skill !== 'camouflage' || table.edition === 'n3') return null;
  if (trooperView(table, trooper)?.profile.skills.includes('impetuous') !== true) return null;
  return refuse(
    `${trooper} is Impetuous: it cannot enter a Marker State (Camouflaged)`,
    table.edition === 'n5' ? 'n5/skills/impetuous-markers' : 'n4/skills/impetuous-markers',
  );
};

/**
 * N4/N5: an Impetuous trooper never benefits from Partial Cover (the page's bullet; the N4 FAQ: at
 * all times): a cover fact giving it Partial Cover is refused. N3 not read: no refusal.
 */
export const impetuousCoverRefusal = (table: TableView, fact: TableFact): Refusal | null => {
  if (fact.fact !== 'cover' || fact.value !== 'partial' || table.edition === 'n3') return null;
  if (trooperView(table, fact.target)?.profile.skills.includes('impetuous') !== true) return null;
  return refuse(
    `${fact.target} is Impetuous: it does not benefit from Partial Cover (record the cover as none)`,
    table.edition === 'n5' ? 'n5/skills/impetuous-cover' : 'n4/skills/impetuous-cover',
  );
};

/** Spending an Impetuous Order: only the trooper's own, only while the Impetuous Phase lasts. */
export const impetuousSpendRefusal = (
  table: TableView,
  own: number,
  phaseOver: boolean,
  trooper: string,
): Refusal | null => {
  const cite = impetuousCitation(table.edition);
  if (trooperView(table, trooper)?.profile.skills.includes('impetuous') !== true)
    return refuse(`${trooper} is not Impetuous: it has no Impetuous Order`, cite);
  if (own >= 1) return null;
  return refuse(
    phaseOver
      ? `the Impetuous Phase is over (a non-Impetuous Order was spent): ${trooper}'s Impetuous Order is lost`
      : `${trooper} has no Impetuous Order this Turn (already activated, Null, or its army is in Retreat!)`,
    cite,
  );
};
