import { isNull, type TableView } from '../table/index.ts';
import { trooperCost } from '../state/trooperCost.ts';

/** A trooper of the table is lost: in a Null State or taken out of play. */
const lost = (states: readonly string[], nulled: boolean): boolean => nulled || states.includes('out-of-play');

/** Victory Points: the Costs of the player's troopers not in a Null State (n5/missions/victory-points). */
export const victoryPoints = (table: TableView, player: string): number =>
  Object.values(table.troopers)
    .filter((t) => t.player === player && !lost(t.states, isNull(t.states)))
    .reduce((sum, t) => sum + trooperCost(t.profile), 0);

/** Enemy Army Points killed by a player: the Costs of the other players' troopers in a Null State (n5/annihilation/kill). */
export const killedPoints = (table: TableView, player: string): number =>
  Object.values(table.troopers)
    .filter((t) => t.player !== player && lost(t.states, isNull(t.states)))
    .reduce((sum, t) => sum + trooperCost(t.profile), 0);
