import type { GutsOption, GutsRollResult } from '../../rules/combat/index.ts';
import type { GutsCheck } from '../../rules/conclusion/index.ts';
import type { SuccessValue } from '../../rules/dice/index.ts';
import { TROOPER_STATES, type TableView } from '../../rules/table/index.ts';
import type { ArbiterEvent, EventOf } from '../../events/index.ts';

/** The Guts requirement of every trooper an Attack succeeded against, as ruled at Conclusion. */
export const gutsCheckEvents = (order: number, checks: readonly GutsCheck[]): EventOf<'GutsRequirementChecked'>[] =>
  checks.map((g) => ({ type: 'GutsRequirementChecked', order, trooper: g.trooper, required: g.requirement.required, why: g.requirement.why, citations: g.requirement.citations }));

export const gutsRollEvent = (order: number, trooper: string, r: GutsRollResult, sv: SuccessValue | null): EventOf<'GutsRollResolved'> => ({
  type: 'GutsRollResolved', order, trooper, choice: r.roll === null ? 'fail-on-purpose' : 'roll', sv,
  dice: r.roll?.dice ?? [], passed: r.passed, citations: r.citations,
});

/**
 * The fallback of a failed Guts Roll; going Prone also enters the Prone state. Returns the
 * events and the table with the trooper Prone.
 */
export const gutsMoveEvents = (
  order: number, table: TableView, trooper: string, option: GutsOption, prone: boolean, citations: EventOf<'GutsMoved'>['citations'],
): { events: ArbiterEvent[]; table: TableView } => {
  const moved: EventOf<'GutsMoved'> = { type: 'GutsMoved', order, trooper, option, citations };
  const view = table.troopers[trooper];
  if (option !== 'go-prone' || !prone || view === undefined) return { events: [moved], table };
  return {
    events: [moved, { type: 'StateEntered', order, trooper, state: 'prone', citations }],
    // In the catalogue's order, as the trooper projection folds them.
    table: { ...table, troopers: { ...table.troopers, [trooper]: { ...view, states: TROOPER_STATES.filter((s) => s === 'prone' || view.states.includes(s)) } } },
  };
};
