import type { CitationId } from '../citations/index.ts';
import { refuse, type Refusal } from '../refusal.ts';
import { trooperView, type TableView } from '../table/index.ts';
import type { TrooperView } from '../table/tableView.ts';

/** The Airborne Deployment skill that keeps this trooper off the table: Combat Jump, else Parachutist. */
export const airborneCitation = (view: TrooperView): CitationId =>
  view.profile.skills.includes('combat-jump') ? 'n5/skills/combat-jump' : 'n5/skills/parachutist';

export const isOffTable = (view: TrooperView | undefined): boolean =>
  view?.states.includes('airborne-deployment') === true;

/**
 * A trooper off the table in Airborne Deployment keeps its own Order (it adds none to the pool)
 * and enters the table with it, declaring Combat Jump or Parachutist (a Long Skill, N5): any other
 * skill is refused while it is off the table, and those two are refused on the table, without
 * the skill, or outside N5.
 */
export const airborneDeclarationRefusal = (
  table: TableView,
  trooper: string,
  declaration: { readonly skill: string },
): Refusal | null => {
  const view = trooperView(table, trooper);
  if (view === undefined) return null;
  const skill = declaration.skill;
  if (skill === 'combat-jump' || skill === 'parachutist') {
    const cite: CitationId = skill === 'combat-jump' ? 'n5/skills/combat-jump' : 'n5/skills/parachutist';
    const name = skill === 'combat-jump' ? 'Combat Jump' : 'Parachutist';
    if (table.edition !== 'n5') return refuse(`${name} is ruled in N5 games only, not ${table.edition}`, cite);
    if (!view.profile.skills.includes(skill)) return refuse(`${trooper} has no ${name} skill`, cite);
    if (!isOffTable(view))
      return refuse(`${trooper} is on the table: ${name} only brings a trooper in from off the table`, cite);
    return null;
  }
  if (!isOffTable(view)) return null;
  const name = view.profile.skills.includes('combat-jump') ? 'combat-jump' : 'parachutist';
  return refuse(
    `${trooper} is off the table (Airborne Deployment): its Order enters the table with ${name}, nothing else`,
    airborneCitation(view),
  );
};

/** Entering the table: the Order's Combat Jump or Parachutist takes the trooper out of Airborne Deployment at Effects (the landing place is the players' fact). */
export const landingCitation = (skill: 'combat-jump' | 'parachutist'): CitationId =>
  skill === 'combat-jump' ? 'n5/skills/combat-jump' : 'n5/skills/parachutist';

/** A trooper off the table declares no ARO: it is not on the table. */
export const airborneAroRefusal = (table: TableView, trooper: string): Refusal | null => {
  const view = trooperView(table, trooper);
  return view !== undefined && isOffTable(view)
    ? refuse(`${trooper} is off the table (Airborne Deployment) and cannot react`, airborneCitation(view))
    : null;
};
