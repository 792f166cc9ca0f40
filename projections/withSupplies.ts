import { initialSupplies } from '../rules/missions/supplies.ts';
import { initialConsoles } from '../rules/missions/consoles.ts';
import { isMissionId, missionById } from '../rules/missions/missionCatalogue.ts';
import type { ConsolesState } from '../rules/table/consolesState.ts';
import { trooperView } from '../rules/table/index.ts';
import type { EventOf } from '../rules/events/index.ts';
import type { TableView } from '../rules/table/index.ts';

/** The table of a game: a Supplies mission puts its Tech-Coffins on it, every box inside (rules/missions/supplies.ts). */
export const withSupplies = (table: TableView, mission: string | undefined): TableView => {
  if (mission === 'n5/missions/supplies') return { ...table, supplies: initialSupplies() };
  const consoles = mission !== undefined && isMissionId(mission) ? missionById(mission).consoles : undefined;
  return consoles === undefined ? table : { ...table, consoles: initialConsoles(consoles) };
};

/** A Supply Box changed hands (ObjectiveChanged): its carrier (null: the ground), its Tech-Coffin opened. */
export const withObjective = (table: TableView, e: EventOf<'ObjectiveChanged'>): TableView =>
  table.consoles?.consoles.includes(e.item) === true
    ? withConsole(table, table.consoles, e)
    : table.supplies === undefined
      ? table
      : {
          ...table,
          supplies: {
            ...table.supplies,
            opened: e.opened === undefined ? table.supplies.opened : [...table.supplies.opened, e.opened],
            boxes: { ...table.supplies.boxes, [e.item]: e.holder },
          },
        };

/** A Console hacked (ObjectiveChanged on a Console): it counts for the player of the trooper that hacked it. */
const withConsole = (table: TableView, s: ConsolesState, e: EventOf<'ObjectiveChanged'>): TableView => {
  const player = e.holder === null ? undefined : trooperView(table, e.holder)?.player;
  const { [e.item]: _gone, ...rest } = s.hacked;
  return {
    ...table,
    consoles: {
      ...s,
      hacked: e.holder === null || player === undefined ? rest : { ...rest, [e.item]: { player, by: e.holder } },
    },
  };
};
