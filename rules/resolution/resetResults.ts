import { resetCancellations, type StateChange } from '../combat/index.ts';
import type { Edition } from '../edition.ts';
import { trooperView, type TableView } from '../table/tableView.ts';
import type { ExchangeResult } from './exchangeResult.ts';

export interface ResetResult {
  readonly trooper: string;
  /** The exchange of its WIP roll. */
  readonly exchange: string;
  /** The roll passed (a success or a Critical; an SV below 1 never passes). */
  readonly passed: boolean;
  /** The states the passed Reset cancels, as the table held them; none when it failed. */
  readonly cancels: readonly StateChange[];
}

/** Each Reset of the Order, read from its WIP roll: passed, and the states it cancels (resetCancellations). */
export const resetResults = (edition: Edition, table: TableView, results: readonly ExchangeResult[]): readonly ResetResult[] =>
  results.flatMap((r): ResetResult[] => {
    if (r.exchange.kind !== 'normal' || r.exchange.roller.purpose !== 'reset' || !('result' in r) || r.result.kind !== 'normal') return [];
    const trooper = r.exchange.roller.trooper;
    const passed = r.result.successes + r.result.criticals > 0;
    const states = trooperView(table, trooper)?.states ?? [];
    return [{ trooper, exchange: r.exchange.id, passed, cancels: passed ? resetCancellations(edition, trooper, states) : [] }];
  });
