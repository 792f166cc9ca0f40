import { TROOPER_STATES, type TrooperState } from './trooperState.ts';
import type { TableView, TrooperView } from './tableView.ts';
import type { TrooperSkill } from '../profiles/index.ts';

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
  if (t.discoverFailed !== undefined) copy.discoverFailed = t.discoverFailed;
  if (t.woundedEnemies !== undefined) copy.woundedEnemies = t.woundedEnemies;
  return Object.assign<Mutable<TrooperView>, Partial<TrooperView>>(copy, changes);
};

/** The trooper without its list of failed Discovers (a new Player Turn). */
const withoutFailures = (t: TrooperView): TrooperView => {
  if (t.discoverFailed === undefined) return t;
  const { discoverFailed: _gone, ...rest } = t;
  return rest;
};

/**
 * Failed Discovers per Player Turn (rules/combat/markers.ts): a failure is noted on the roller;
 * a new Player Turn clears every list; a marker that re-enters a marker state is a new marker.
 */
export const discoverFailedBy = (table: TableView, roller: string, marker: string): TableView =>
  withTrooper(table, roller, (t) =>
    trooperWith(t, { discoverFailed: [...new Set([...(t.discoverFailed ?? []), marker])] }),
  );

export const discoverFailuresCleared = (table: TableView, marker?: string): TableView => {
  const ids = Object.keys(table.troopers).filter((id) =>
    (table.troopers[id]?.discoverFailed ?? []).some((m) => marker === undefined || m === marker),
  );
  if (ids.length === 0) return table;
  const troopers = { ...table.troopers };
  for (const id of ids) {
    const t = troopers[id];
    if (t === undefined) continue;
    const left = (t.discoverFailed ?? []).filter((m) => marker !== undefined && m !== marker);
    troopers[id] = left.length === 0 ? withoutFailures(t) : trooperWith(t, { discoverFailed: left });
  }
  return { ...table, troopers };
};

/** A state entered: Dead ends every other state; a state already held is held once. */
export const enterState = (t: TrooperView, state: TrooperState): TrooperView =>
  trooperWith(t, {
    states: state === 'dead' ? ['dead'] : t.states.includes(state) ? t.states : orderedStates([...t.states, state]),
  });

export const leaveState = (t: TrooperView, state: TrooperState): TrooperView =>
  trooperWith(t, { states: t.states.filter((s) => s !== state) });

/** The table after a saving roll: an attacker whose enemy's failed saves cost Wounds has wounded it (Frenzy's trigger). */
export const woundedBy = (table: TableView, attacker: string, target: string, wounds: number): TableView => {
  const by = table.troopers[attacker];
  const victim = table.troopers[target];
  if (wounds === 0 || by === undefined || victim === undefined || by.player === victim.player) return table;
  if (by.woundedEnemies?.includes(target) === true) return table;
  return withTrooper(table, attacker, (t) => trooperWith(t, { woundedEnemies: [...(t.woundedEnemies ?? []), target] }));
};

/** The table with Special Skills added to a trooper's profile for the rest of the game (SkillGained). */
export const withSkillsGained = (table: TableView, trooper: string, skills: readonly TrooperSkill[]): TableView =>
  withTrooper(table, trooper, (t) =>
    trooperWith(t, { profile: { ...t.profile, skills: [...new Set([...t.profile.skills, ...skills])] } }),
  );
