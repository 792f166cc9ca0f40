import { dodgeResults, type DodgeResult } from '../../rules/resolution/index.ts';
import type { OrderContext } from './orderContext.ts';

/** The bridge from the Effects step to rules/: each Dodge of the Order, read from its rolls. */
export const dodges = (c: OrderContext): readonly DodgeResult[] => dodgeResults(c.table.edition, c.trooper, c.table, c.results, c.facts);
