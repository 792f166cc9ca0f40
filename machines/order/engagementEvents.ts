import { engagementChanges } from '../../rules/combat/index.ts';
import type { DodgeResult } from '../../rules/resolution/index.ts';
import type { TableView } from '../../rules/table/index.ts';
import type { TableFact } from '../../rules/table/index.ts';
import type { ArbiterEvent } from '../../events/index.ts';
import { stateChangeEvents } from './stateChangeEvents.ts';

/** A Dodge every roll of which was won. */
const succeeded = (d: DodgeResult): boolean => d.exchanges.length > 0 && d.exchanges.every((e) => e.dodgerWon);

/**
 * Engaged entered or left at the end of Effects (and IMM-A left through Dodge), as events, and
 * the table with those states applied.
 */
export const engagementEvents = (
  order: number, table: TableView, facts: readonly TableFact[], dodges: readonly DodgeResult[],
): { readonly events: readonly ArbiterEvent[]; readonly table: TableView } =>
  stateChangeEvents(order, table, engagementChanges(
    table.edition, table, facts, dodges.filter(succeeded).map((d) => d.trooper),
    new Map(dodges.flatMap((d) => (d.moved === null || d.moved.contacts.length === 0 ? [] : [[d.trooper, d.moved.contacts] as const]))),
  ));
