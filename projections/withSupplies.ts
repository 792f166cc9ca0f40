import { initialSupplies } from '../rules/missions/supplies.ts';
import type { EventOf } from '../rules/events/index.ts';
import type { TableView } from '../rules/table/index.ts';

/** The table of a game: a Supplies mission puts its Tech-Coffins on it, every box inside (rules/missions/supplies.ts). */
export const withSupplies = (table: TableView, mission: string | undefined): TableView =>
  mission === 'n5/missions/supplies' ? { ...table, supplies: initialSupplies() } : table;

/** A Supply Box changed hands (ObjectiveChanged): its carrier (null: the ground), its Tech-Coffin opened. */
export const withObjective = (table: TableView, e: EventOf<'ObjectiveChanged'>): TableView =>
  table.supplies === undefined
    ? table
    : {
        ...table,
        supplies: {
          ...table.supplies,
          opened: e.opened === undefined ? table.supplies.opened : [...table.supplies.opened, e.opened],
          boxes: { ...table.supplies.boxes, [e.item]: e.holder },
        },
      };
