/*
 * Decisions (facts.md §5 and §10, Dodge seed "Dodging in CC: Disengaging"):
 * - A Dodge counts as successful when it won every roll it had to make (DodgeOutcome.succeeded):
 *   a Mine only the destination reaches plays no part in N4/N5 (Dodge movement sets off no
 *   Deployable), so it cannot make the Dodge fail and keep the dodger out of Engaged.
 * - Only a Dodge whose move happened (DodgeOutcome.moves) moves the dodger into base contact with
 *   the troopers named by its `dodge-move` fact.
 */
import { engagementChanges, type StateChange } from '../combat/index.ts';
import type { Edition } from '../edition.ts';
import type { TableFact } from '../table/tableFact.ts';
import type { TableView } from '../table/tableView.ts';
import type { DodgeResult } from './dodgeResults.ts';

/**
 * The Engaged (and IMM-A) changes at the end of an Order's Effects, given its Dodges
 * (n3/states/engaged, n4/states/engaged, n5/states/engaged; the Dodge move: n4/dodge/move,
 * n5/dodge/move).
 */
export const dodgeEngagementChanges = (
  edition: Edition,
  table: TableView,
  facts: readonly TableFact[],
  dodges: readonly DodgeResult[],
): readonly StateChange[] => {
  const dodged: string[] = [];
  const movedInto = new Map<string, readonly string[]>();
  for (const d of dodges) {
    if (!d.outcome.succeeded) continue;
    dodged.push(d.trooper);
    if (d.outcome.moves && d.moved !== null && d.moved.contacts.length > 0) movedInto.set(d.trooper, d.moved.contacts);
  }
  return engagementChanges(edition, table, facts, dodged, movedInto);
};
