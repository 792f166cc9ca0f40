import * as E from 'fp-ts/lib/Either.js';
import type { CitationId } from '../citations/index.ts';
import { inEdition } from '../editions/inEdition.ts';
import { refuse, type Refusal } from '../refusal.ts';
import { trooperView, type TableView } from '../table/tableView.ts';
import { isolatedOrdersCitation, type OrderPools } from './orderPools.ts';
import { ncoCitation, ncoUser, tacticalAwarenessCitation } from './commandSkills.ts';
import { impetuousCitation, impetuousSpendRefusal } from './impetuous.ts';

/** `tactical`: N5 Tactical Orders a trooper keeps for itself (Tactical Awareness, rules/orders/commandSkills.ts). */
export type OrderKind = 'regular' | 'irregular' | 'lieutenant' | 'tactical' | 'impetuous';

/** The Order spent: its kind, the Combat Group it came from, the pools left and the rule. */
export interface SpentOrder {
  readonly kind: OrderKind;
  readonly group: string;
  readonly pools: OrderPools;
  readonly citation: CitationId;
}

export type SpendResult = E.Either<Refusal, SpentOrder>;

/**
 * Spends one Order to activate a trooper. Unless the player names the kind, a trooper's own
 * Irregular Order goes first, then its Combat Group's Regular pool. Regular Orders never
 * leave their Combat Group, and an Isolated trooper receives none; the Lieutenant Order is
 * only for the Lieutenant; no pool goes below zero.
 */
export const spendOrder = (
  table: TableView,
  pools: OrderPools,
  trooper: string,
  requested?: OrderKind,
): SpendResult => {
  const edition = table.edition;
  const view = trooperView(table, trooper);
  const poolCitation = inEdition(edition, 'orders/order-pool');
  if (view === undefined) return E.left(refuse(`there is no trooper ${trooper}`, poolCitation));
  const group = view.group;
  const ownIrregular = pools.irregular[trooper] ?? 0;
  const groupRegular = pools.regular[group] ?? 0;
  const ownTactical = pools.tactical?.[trooper] ?? 0;
  const kind: OrderKind = requested ?? (ownIrregular > 0 ? 'irregular' : ownTactical > 0 ? 'tactical' : 'regular');
  switch (kind) {
    case 'impetuous': {
      // Never the default: the player names it (rules/orders/impetuous.ts).
      const own = pools.impetuous?.[trooper] ?? 0;
      const refused = impetuousSpendRefusal(table, own, pools.impetuousOver === true, trooper);
      if (refused !== null) return E.left(refused);
      return E.right({
        kind,
        group,
        pools: { ...pools, impetuous: { ...pools.impetuous, [trooper]: own - 1 } },
        citation: impetuousCitation(edition),
      });
    }
    case 'tactical': {
      const cite = tacticalAwarenessCitation(edition);
      if (ownTactical < 1) return E.left(refuse(`${trooper} has no Tactical Order left this Turn`, cite));
      return E.right({
        kind,
        group,
        pools: { ...pools, tactical: { ...pools.tactical, [trooper]: ownTactical - 1 } },
        citation: cite,
      });
    }
    case 'irregular':
      if (ownIrregular < 1)
        return E.left(
          refuse(`${trooper} has no Irregular Order left this Turn`, inEdition(edition, 'orders/irregular')),
        );
      return E.right({
        kind,
        group,
        pools: { ...pools, irregular: { ...pools.irregular, [trooper]: ownIrregular - 1 } },
        citation: inEdition(edition, 'orders/irregular'),
      });
    case 'regular':
      if (view.states.includes('isolated')) {
        return E.left(
          refuse(`${trooper} is Isolated: it receives no Orders from the Order Pool`, isolatedOrdersCitation(edition)),
        );
      }
      if (groupRegular < 1) {
        return E.left(
          refuse(
            `Combat Group ${group} has no Regular Order left (Orders never cross Combat Groups)`,
            inEdition(edition, 'orders/no-crossing-groups'),
          ),
        );
      }
      return E.right({
        kind,
        group,
        pools: { ...pools, regular: { ...pools.regular, [group]: groupRegular - 1 } },
        citation: poolCitation,
      });
    case 'lieutenant': {
      const lt = pools.lieutenant;
      const nco = lt !== null && lt.trooper !== trooper && ncoUser(table, trooper);
      const cite = nco ? ncoCitation(edition) : inEdition(edition, 'orders/lieutenant-order');
      if (nco && view.states.includes('isolated'))
        return E.left(refuse(`${trooper} is Isolated: an NCO cannot use the Lieutenant Order`, cite));
      if (lt === null || (lt.trooper !== trooper && !nco))
        return E.left(
          refuse(
            `only the Lieutenant may spend the Lieutenant Order${lt === null ? ' (there is none this Turn)' : ''}`,
            cite,
          ),
        );
      if (lt.orders < 1) return E.left(refuse('the Lieutenant Order was already spent this Turn', cite));
      return E.right({
        kind,
        group,
        pools: { ...pools, lieutenant: { ...lt, orders: lt.orders - 1 } },
        citation: cite,
      });
    }
  }
};
