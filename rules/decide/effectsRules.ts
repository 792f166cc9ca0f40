import type { StateChange } from '../combat/index.ts';
import { dodgeResults, resetResults, type DodgeResult } from '../resolution/index.ts';
import { resultsOf, type OrderView } from './orderView.ts';

/** Each Dodge of the Order, read from its rolls, on the table as it stands. */
export const dodges = (v: OrderView): readonly DodgeResult[] =>
  dodgeResults(v.table.edition, v.trooper, v.table, resultsOf(v), v.facts);

/** The states the Order's passed Resets cancel, read from their rolls. */
export const resetCancels = (v: OrderView): readonly StateChange[] =>
  resetResults(v.table.edition, v.table, resultsOf(v)).flatMap((r) => r.cancels);
