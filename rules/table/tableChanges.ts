import { TROOPER_STATES, type TrooperState } from './trooperState.ts';
import type { TableView, TrooperView } from './tableView.ts';

/** States in the catalogue's order, so a table reads the same however they were entered. */
export const orderedStates = <S extends TrooperState>(states: readonly S[]): readonly S[] =>
  [...states].sort((a, b) => TROOPER_STATES.indexOf(a) - TROOPER_STATES.indexOf(b));

/** The table with one trooper changed (the same table when there is no such trooper). */
export const withTrooper = (table: TableView, id: string, change: (t: TrooperView) => TrooperView): TableView => {
  const view = Object.prototype.hasOwnProperty.call(table.troopers, id) ? table.troopers[id] : undefined;
  return view === undefined ? table : { ...table, troopers: { ...table.troopers, [id]: change(view) } };
};

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** A trooper with some fields changed (written out, not spread: Node 20 spreads records slowly). */
export const trooperWith = (t: TrooperView, changes: Partial<TrooperView>): TrooperView => {
  const copy: Mutable<TrooperView> = {
    profile: t.profile,
    player: t.player,
    group: t.group,
    woundsReceived: t.woundsReceived,
    states: t.states,
    spentUses: t.spentUses,
  };
  if (t.vitaGained !== undefined) copy.vitaGained = t.vitaGained;
  return Object.assign<Mutable<TrooperView>, Partial<TrooperView>>(copy, changes);
};

/** A state entered: Dead ends every other state; a state already held is held once. */
export const enterState = (t: TrooperView, state: TrooperState): TrooperView =>
  trooperWith(t, {
    states: state === 'dead' ? ['dead'] : t.states.includes(state) ? t.states : orderedStates([...t.states, state]),
  });

export const leaveState = (t: TrooperView, state: TrooperState): TrooperView =>
  trooperWith(t, { states: t.states.filter((s) => s !== state) });
