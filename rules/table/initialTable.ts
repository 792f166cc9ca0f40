import type { Edition } from '../edition.ts';
import type { Readings } from '../readings.ts';
import type { ArmyList } from '../profiles/index.ts';
import type { StartingState } from './startingStates.ts';
import { orderedStates } from './tableChanges.ts';
import type { TableView } from './tableView.ts';

/** The table a game starts with: every trooper unhurt, in the states it starts in (catalogue order, each once). */
export const initialTable = (
  edition: Edition,
  armies: readonly ArmyList[],
  starting: readonly { readonly trooper: string; readonly states: readonly StartingState[] }[] = [],
  readings?: Readings,
): TableView => ({
  edition,
  ...(readings === undefined ? {} : { readings }),
  troopers: Object.fromEntries(
    armies.flatMap((army) =>
      army.groups.flatMap((g) =>
        g.troopers.map((p) => [
          p.id,
          {
            profile: p,
            player: army.player,
            group: g.id,
            woundsReceived: 0,
            states: orderedStates([...new Set(starting.filter((s) => s.trooper === p.id).flatMap((s) => s.states))]),
            spentUses: {},
          },
        ]),
      ),
    ),
  ),
});
