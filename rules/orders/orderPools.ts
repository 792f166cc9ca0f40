import type { CitationId } from '../citations/index.ts';
import { inEdition } from '../editions/inEdition.ts';
import type { Edition } from '../edition.ts';
import { pick } from '../editions/perEdition.ts';
import type { ArmyList } from '../profiles/index.ts';
import { isNull } from '../table/trooperState.ts';
import { markerStateCitation } from '../combat/markers.ts';
import { airborneCitation, isOffTable, isPeripheral, peripheralCitation } from '../deployment/index.ts';
import { trooperView, type TableView } from '../table/tableView.ts';
import {
  chainOfCommandCitation,
  chainOfCommandSuccessor,
  tacticalAwarenessCitation,
  tacticalAwarenessOrders,
} from './commandSkills.ts';
import { retreatCount, retreatSituationCitation } from './retreat.ts';
import { impetuousCitation, impetuousOrders } from './impetuous.ts';

/** One player's Orders for a Turn, formed in the Tactical Phase. */
export interface OrderPools {
  readonly player: string;
  /** Regular Orders per Combat Group. */
  readonly regular: Readonly<Record<string, number>>;
  /** Irregular Orders each trooper keeps for itself. */
  readonly irregular: Readonly<Record<string, number>>;
  /** N5 Tactical Orders each trooper keeps for itself (Tactical Awareness); absent: none. */
  readonly tactical?: Readonly<Record<string, number>>;
  /** Impetuous Orders (tokens) each Impetuous trooper keeps for the Impetuous Phase; absent: none. */
  readonly impetuous?: Readonly<Record<string, number>>;
  /** The Impetuous Phase is over (a non-Impetuous Order was spent): the tokens left are lost. */
  readonly impetuousOver?: boolean;
  /** The Lieutenant's special Orders (0, 1, or 2 for a +1 Order Lieutenant). */
  readonly lieutenant: { readonly trooper: string; readonly orders: number } | null;
  readonly lossOfLieutenant: boolean;
  /** The Retreat! count (rules/orders/retreat.ts): absent when the list gives no points. */
  readonly retreat?: boolean;
  readonly citations: readonly CitationId[];
}

export const lossOfLieutenantCitation = (e: Edition): CitationId => inEdition(e, 'lieutenant/loss');

/** The army's Lieutenant, if it is on the table and neither Null nor Isolated. */
export const lieutenantInCommand = (table: TableView, lieutenant: string | null): boolean => {
  if (lieutenant === null) return false;
  const view = trooperView(table, lieutenant);
  return view !== undefined && !isNull(view.states) && !view.states.includes('isolated');
};

export const isolatedOrdersCitation = (e: Edition): CitationId =>
  pick<CitationId>(e, { n3: 'n3/states/isolated', n4: 'n4/states/isolated', n5: 'n5/states/isolated-orders' });

/**
 * The Tactical Phase: every trooper of the army that is not Null adds its Order — a Regular
 * Order to its Combat Group's pool, or an Irregular Order kept for itself — and the Lieutenant
 * gets its special Order. Without a Lieutenant in command (Loss of Lieutenant) every trooper
 * is Irregular and there is no Lieutenant Order. A trooper still Isolated at the start of its
 * player's Turn is Irregular for that Turn: it keeps its Order and adds none to the pool
 * (every edition's Isolated state). A trooper in Hidden Deployment keeps its Order the same way
 * (N4/N5 Hidden Deployment State: its Order is not added to the pool).
 */
export const formOrderPools = (table: TableView, army: ArmyList, listed: string | null): OrderPools => {
  const edition = table.edition;
  // An army in Retreat! is in Loss of Lieutenant, whoever is on the table (retreat.ts).
  const count = retreatCount(table, army);
  const retreat = count?.retreat === true;
  // Chain of Command takes over before the Loss of Lieutenant check (commandSkills.ts).
  const successor = retreat || lieutenantInCommand(table, listed) ? null : chainOfCommandSuccessor(table, army);
  const lieutenant = successor ?? listed;
  const loss = retreat || !lieutenantInCommand(table, lieutenant);
  const regular: Record<string, number> = {};
  const irregular: Record<string, number> = {};
  let isolated = false;
  let hidden = false;
  let aware = false;
  const tacticalOrders: Record<string, number> = {};
  const impetuousTokens: Record<string, number> = {};
  const deployment: CitationId[] = [];
  for (const group of army.groups) regular[group.id] = 0;
  for (const group of army.groups) {
    for (const t of group.troopers) {
      const view = trooperView(table, t.id);
      if (view === undefined || isNull(view.states)) continue;
      // A Peripheral adds no Order: its Controller's activates both (rules/deployment/peripherals.ts).
      if (isPeripheral(t)) {
        deployment.push(peripheralCitation());
        continue;
      }
      // Off the table in Airborne Deployment: no Order to the pool, its own kept to enter with.
      const offTable = isOffTable(view);
      if (offTable) deployment.push(airborneCitation(view));
      if (view.states.includes('isolated')) isolated = true;
      // In Hidden Deployment a trooper adds no Order to the pool: it keeps it for itself (markers.ts).
      if (view.states.includes('hidden-deployment')) hidden = true;
      if (
        loss ||
        t.training === 'irregular' ||
        view.states.includes('isolated') ||
        view.states.includes('hidden-deployment') ||
        offTable
      )
        irregular[t.id] = 1;
      // Its Combat Group now (a Command Token may have moved it: executiveTokens.ts).
      else regular[view.group] = (regular[view.group] ?? 0) + 1;
      const tactical = tacticalAwarenessOrders(table, t.id);
      // N5 names it a Tactical Order; N3/N4 an extra Irregular Order.
      if (tactical > 0 && edition === 'n5') tacticalOrders[t.id] = tactical;
      else if (tactical > 0) irregular[t.id] = (irregular[t.id] ?? 0) + tactical;
      if (tactical > 0) aware = true;
      // The Impetuous Phase's tokens (rules/orders/impetuous.ts): none in Retreat!.
      if (impetuousOrders(table, t.id, retreat) > 0) impetuousTokens[t.id] = 1;
    }
  }
  const lt =
    !loss && lieutenant !== null
      ? {
          trooper: lieutenant,
          // A Lieutenant named in play (Chain of Command, Loss of Lieutenant) has no extra abilities.
          orders:
            lieutenant === army.lieutenant &&
            trooperView(table, lieutenant)?.profile.skills.includes('lieutenant-plus-one') === true
              ? 2
              : 1,
        }
      : null;
  const citations: CitationId[] = [inEdition(edition, 'orders/order-pool'), inEdition(edition, 'orders/null-troopers')];
  if (loss) citations.push(lossOfLieutenantCitation(edition));
  else citations.push(inEdition(edition, 'orders/lieutenant-order'));
  if (isolated) citations.push(isolatedOrdersCitation(edition));
  if (hidden) citations.push(markerStateCitation(edition, 'hidden-deployment'));
  if (successor !== null) citations.push(chainOfCommandCitation(edition));
  if (aware) citations.push(tacticalAwarenessCitation(edition));
  if (retreat) citations.push(retreatSituationCitation(edition));
  if (Object.keys(impetuousTokens).length > 0) citations.push(impetuousCitation(edition));
  for (const c of new Set(deployment)) citations.push(c);
  return {
    player: army.player,
    regular,
    irregular,
    ...(Object.keys(tacticalOrders).length === 0 ? {} : { tactical: tacticalOrders }),
    ...(Object.keys(impetuousTokens).length === 0 ? {} : { impetuous: impetuousTokens }),
    lieutenant: lt,
    lossOfLieutenant: loss,
    ...(count === null ? {} : { retreat }),
    citations,
  };
};
