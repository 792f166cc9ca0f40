import { resetCancellations, type StateChange } from '../combat/index.ts';
import { isSurvivingFate } from '../dice/index.ts';
import type { Edition } from '../edition.ts';
import { trooperView, type TableView } from '../table/tableView.ts';
import type { ExchangeResult } from './exchangeResult.ts';

export interface ResetResult {
  readonly trooper: string;
  /** The exchange of its WIP roll. */
  readonly exchange: string;
  /** The roll passed (a success or a Critical; an SV below 1 never passes; Face to Face, it was not cancelled). */
  readonly passed: boolean;
  /** The states the passed Reset cancels, as the table held them; none when it failed. */
  readonly cancels: readonly StateChange[];
}

/**
 * Each Reset of the Order, read from its WIP roll: passed, and the states it cancels
 * (resetCancellations). A Normal Roll passes on a success; a Face to Face Reset (against Comms
 * Attacks) passes when its die survived the enemy dice.
 */
export const resetResults = (
  edition: Edition,
  table: TableView,
  results: readonly ExchangeResult[],
): readonly ResetResult[] =>
  results.flatMap((r): ResetResult[] => {
    if (!('result' in r)) return [];
    const read = (trooper: string, passed: boolean): ResetResult[] => {
      const states = trooperView(table, trooper)?.states ?? [];
      return [
        {
          trooper,
          exchange: r.exchange.id,
          passed,
          cancels: passed ? resetCancellations(edition, trooper, states) : [],
        },
      ];
    };
    if (r.exchange.kind === 'normal' && r.result.kind === 'normal') {
      if (r.exchange.roller.purpose !== 'reset') return [];
      return read(r.exchange.roller.trooper, r.result.successes + r.result.criticals > 0);
    }
    if (r.exchange.kind === 'face-to-face' && r.result.kind === 'face-to-face') {
      const { a, b } = r.exchange;
      const result = r.result;
      return [...a.map((p) => ({ p, side: result.a })), ...b.map((p) => ({ p, side: result.b }))]
        .filter(({ p }) => p.purpose === 'reset')
        .flatMap(({ p, side }) =>
          read(
            p.trooper,
            side.dice.some((d) => d.roller === p.trooper && isSurvivingFate(d.fate)),
          ),
        );
    }
    return [];
  });
