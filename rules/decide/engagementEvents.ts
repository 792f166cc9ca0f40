import { dodgeEngagementChanges, type DodgeResult } from '../resolution/index.ts';
import type { TableFact, TableView } from '../table/index.ts';
import type { ArbiterEvent } from '../events/index.ts';
import { stateChangeEvents } from './stateChangeEvents.ts';

/**
 * Engaged entered or left at the end of Effects (and IMM-A left through Dodge), as events
 * (rules/resolution/dodgeEngagement.ts decides).
 */
export const engagementEvents = (
  order: number,
  table: TableView,
  facts: readonly TableFact[],
  dodges: readonly DodgeResult[],
): readonly ArbiterEvent[] => stateChangeEvents(order, dodgeEngagementChanges(table.edition, table, facts, dodges));
