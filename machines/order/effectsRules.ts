import type { StateChange } from '../../rules/combat/index.ts';
import { dodgeResults, resetResults, type DodgeResult } from '../../rules/resolution/index.ts';
import type { OrderContext } from './orderContext.ts';

/** The bridge from the Effects step to rules/: each Dodge of the Order, read from its rolls. */
export const dodges = (c: OrderContext): readonly DodgeResult[] => dodgeResults(c.table.edition, c.trooper, c.table, c.results, c.facts);

/** The states the Order's passed Resets cancel, read from their rolls. */
export const resetCancels = (c: OrderContext): readonly StateChange[] => resetResults(c.table.edition, c.table, c.results).flatMap((r) => r.cancels);
