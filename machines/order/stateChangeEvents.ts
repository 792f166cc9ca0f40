import type { StateChange } from '../../rules/combat/index.ts';
import { TROOPER_STATES, type TableView } from '../../rules/table/index.ts';
import type { ArbiterEvent } from '../../events/index.ts';

/** The states rules/ decided a trooper enters or leaves, as events, and the table with them applied. */
export const stateChangeEvents = (
  order: number, table: TableView, changes: readonly StateChange[],
): { readonly events: readonly ArbiterEvent[]; readonly table: TableView } => {
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
