import { dodgeEngagementChanges, type DodgeResult } from '../../rules/resolution/index.ts';
import type { TableView } from '../../rules/table/index.ts';
import type { TableFact } from '../../rules/table/index.ts';
import type { ArbiterEvent } from '../../events/index.ts';
import { stateChangeEvents } from './stateChangeEvents.ts';

/**
 * Engaged entered or left at the end of Effects (and IMM-A left through Dodge), as events, and
 * the table with those states applied (rules/resolution/dodgeEngagement.ts decides).
 */
export const engagementEvents = (
  order: number, table: TableView, facts: readonly TableFact[], dodges: readonly DodgeResult[],
): { readonly events: readonly ArbiterEvent[]; readonly table: TableView } =>
  stateChangeEvents(order, table, dodgeEngagementChanges(table.edition, table, facts, dodges));
