import type { Edition } from '../../rules/edition.ts';
import type { TableView, TrooperState } from '../../rules/table/index.ts';
import { trooper, type TrooperSpec } from './seedTroopers.ts';

/** A table of one player's troopers (one Combat Group, `${player}-1`), none wounded, in the states given. */
export const specTable = (
  edition: Edition,
  player: string,
  specs: readonly TrooperSpec[],
  states: Readonly<Record<string, readonly TrooperState[]>> = {},
): TableView => ({
  edition,
  troopers: Object.fromEntries(
    specs.map((s) => [
      s.id,
      {
        profile: trooper(edition, s),
        player,
        group: `${player}-1`,
        woundsReceived: 0,
        states: states[s.id] ?? [],
        spentUses: {},
      },
    ]),
  ),
});
