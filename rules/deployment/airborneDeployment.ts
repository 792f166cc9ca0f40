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
 * and enters the table with it, using Combat Jump or Parachutist. The engine does not rule that
 * entry yet (docs/rulings.md "Deployment"): activating it is refused, with the way to record the
 * entry as an Order ruled by the players (leaving airborne-deployment).
 */
export const airborneActivationRefusal = (table: TableView, trooper: string): Refusal | null => {
  const view = trooperView(table, trooper);
  if (view === undefined || !isOffTable(view)) return null;
  const skill = view.profile.skills.includes('combat-jump') ? 'Combat Jump' : 'Parachutist';
  return refuse(
    `${trooper} is off the table (Airborne Deployment): it enters with its own Order using ${skill}, which the engine does not rule yet; record that Order as ruled by the players (ruledByPlayers, leaving airborne-deployment)`,
    airborneCitation(view),
  );
};

/** A trooper off the table declares no ARO: it is not on the table. */
export const airborneAroRefusal = (table: TableView, trooper: string): Refusal | null => {
  const view = trooperView(table, trooper);
  return view !== undefined && isOffTable(view)
    ? refuse(`${trooper} is off the table (Airborne Deployment) and cannot react`, airborneCitation(view))
    : null;
};
