import { engagementChanges } from '../../rules/combat/index.ts';
import type { DodgeResult } from '../../rules/resolution/index.ts';
import { TROOPER_STATES, type TableView } from '../../rules/table/index.ts';
import type { TableFact } from '../../rules/table/index.ts';
import type { ArbiterEvent } from '../../events/index.ts';

/** A Dodge every roll of which was won. */
const succeeded = (d: DodgeResult): boolean => d.exchanges.length > 0 && d.exchanges.every((e) => e.dodgerWon);

/**
 * Engaged entered or left at the end of Effects (and IMM-A left through Dodge), as events, and
 * the table with those states applied.
 */
export const engagementEvents = (
  order: number, table: TableView, facts: readonly TableFact[], dodges: readonly DodgeResult[],
): { readonly events: readonly ArbiterEvent[]; readonly table: TableView } => {
  const changes = engagementChanges(table.edition, table, facts, dodges.filter(succeeded).map((d) => d.trooper));
  if (changes.length === 0) return { events: [], table };
  const troopers = { ...table.troopers };
  const events: ArbiterEvent[] = [];
  for (const c of changes) {
    const view = troopers[c.trooper];
    if (view === undefined) continue;
    const states = c.change === 'entered' ? [...view.states, c.state] : view.states.filter((s) => s !== c.state);
    troopers[c.trooper] = { ...view, states: [...new Set(states)].sort((a, b) => TROOPER_STATES.indexOf(a) - TROOPER_STATES.indexOf(b)) };
    events.push({ type: c.change === 'entered' ? 'StateEntered' : 'StateLeft', order, trooper: c.trooper, state: c.state, citations: c.citations });
  }
  return { events, table: { ...table, troopers } };
};
