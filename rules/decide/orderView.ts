import { copyOrder, type GameState, type OrderState } from '../state/index.ts';
import type { TableView } from '../table/index.ts';
import {
  planResolution,
  pointOf,
  type ExchangeResult,
  type OrderDeclarations,
  type PlanResult,
} from '../resolution/index.ts';
import { planSaves, type SaveRequest } from '../effects/index.ts';
import type { RollPurpose } from '../orders/index.ts';
import { memoLast, memoLast1, memoLast2 } from './memoLast.ts';
import { remoteSupportRequests } from './remoteSupportEvents.ts';
import { rolledResultsMemo } from './rolledResults.ts';

/** The running Order with the table as it stands now: what the Order's deciders read. */
export interface OrderView extends OrderState {
  readonly table: TableView;
}

const view = memoLast2((o: OrderState, table: TableView): OrderView => Object.assign(copyOrder(o), { table }));

/** The running Order of a game state (the deciders of an Order are only asked while one runs). */
export const orderViewOf = (s: GameState): OrderView => {
  if (s.order === null) throw new Error('no Order is running');
  return view(s.order, s.table);
};

type O = OrderView;
const declarationsMemo = () =>
  memoLast(
    (
      table: TableView,
      player: string,
      active: string,
      coordinated: O['coordinated'],
      first: O['first'],
      second: O['second'],
      aros: O['aros'],
      facts: O['facts'],
      fireteam: O['fireteam'],
      fireteamLevels: O['fireteamLevels'],
    ): OrderDeclarations => ({
      table,
      player,
      active,
      coordinated,
      first,
      second,
      aros,
      facts,
      ...(fireteam === undefined ? {} : { fireteamOrder: true }),
      ...(fireteamLevels === undefined ? {} : { fireteamLevels }),
    }),
  );
// One memo for the current table and one for the Order's first table: asked in turns, they keep their results.
const declarationsNow = declarationsMemo();
const declarationsAtStart = declarationsMemo();

/** Everything declared and measured in the Order, read on the table as it stands. */
// Asked by several guards of one microstep with the same view: remembered for that view (a view is
// never changed once made), so a hit neither compares nor allocates the ten fields.
export const declarationsOf = memoLast1((v: O): OrderDeclarations =>
  declarationsNow(
    v.table,
    v.player,
    v.trooper,
    v.coordinated,
    v.first,
    v.second,
    v.aros,
    v.facts,
    v.fireteam,
    v.fireteamLevels,
  ),
);

const plan = memoLast1((d: OrderDeclarations): PlanResult => planResolution(d));

/** The Resolution's plan: from the declarations and measurements, on the table the Order began with. */
export const planOf = memoLast1((v: O): PlanResult =>
  plan(
    declarationsAtStart(
      v.startTable,
      v.player,
      v.trooper,
      v.coordinated,
      v.first,
      v.second,
      v.aros,
      v.facts,
      v.fireteam,
      v.fireteamLevels,
    ),
  ),
);

/**
 * A trooper's faces for one purpose; undefined before any. Only saving rolls come in several
 * batches (N5 Continuous Damage rolls again after a failure): their faces are the batches in turn.
 */
const facesIn = (rolled: O['rolled'], trooper: string, purpose: RollPurpose): readonly number[] | undefined => {
  const batches = rolled.filter((r) => r.trooper === trooper && r.purpose === purpose);
  if (batches.length <= 1) return batches[0]?.faces;
  return batches.flatMap((r) => r.faces);
};

export const rolledFaces = (v: O, trooper: string, purpose: RollPurpose): readonly number[] | undefined =>
  facesIn(v.rolled, trooper, purpose);

// Remembered with the dice the exchanges read: the saving rolls and Guts Rolls that follow leave them as they are.
const results = rolledResultsMemo();

/** The exchanges of the Resolution as its dice decided them (asked once every Resolution die is in). */
export const resultsOf = memoLast1((v: O): readonly ExchangeResult[] => results(v.table.edition, planOf(v), v.rolled));

const saves = memoLast2((d: OrderDeclarations, r: readonly ExchangeResult[]): readonly SaveRequest[] => [
  ...planSaves(
    d.table,
    d.facts,
    r.flatMap((x) => x.tallies),
    (t) => pointOf(d, t),
  ),
  // A remote MediKit or GizmoKit: its patient's PH Roll per hit, at the same step.
  ...remoteSupportRequests(d.table, r),
]);

/** The saving rolls the hits call for, on the table of the Effects step (after Resets). */
export const savesOf = memoLast1((v: O): readonly SaveRequest[] => saves(declarationsOf(v), resultsOf(v)));
