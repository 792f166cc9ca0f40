import type { CitationId } from '../citations/index.ts';
import { inEdition } from '../editions/inEdition.ts';
import { refuse, type Refusal } from '../refusal.ts';
import { isNull } from '../table/trooperState.ts';
import { trooperView, type TableView } from '../table/tableView.ts';
import { lossOfLieutenantCitation } from './orderPools.ts';

/**
 * Whether a trooper may be appointed the new Lieutenant at the end of a Turn that began in
 * Loss of Lieutenant: it must be the player's own, on the table and able to act, and neither
 * Irregular nor a REM.
 */
export const appointmentRefusal = (table: TableView, player: string, trooper: string): Refusal | null => {
  const view = trooperView(table, trooper);
  const eligible: CitationId = inEdition(table.edition, 'lieutenant/eligible');
  if (view === undefined || view.player !== player)
    return refuse(`${trooper} is not one of ${player}'s troopers`, lossOfLieutenantCitation(table.edition));
  if (isNull(view.states))
    return refuse(`${trooper} is ${view.states.join(', ')}`, lossOfLieutenantCitation(table.edition));
  if (view.profile.training === 'irregular')
    return refuse(`${trooper} is Irregular and cannot be Lieutenant`, eligible);
  if (view.profile.unitType === 'REM') return refuse(`${trooper} is a REM and cannot be Lieutenant`, eligible);
  return null;
};

/** Whether the player has anyone it could appoint. */
export const canAppointSomeone = (table: TableView, player: string): boolean =>
  Object.keys(table.troopers).some((id) => appointmentRefusal(table, player, id) === null);
