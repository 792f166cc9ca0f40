import type { Refusal } from '../../rules/refusal.ts';
import { isNull, trooperView, type TableView } from '../../rules/table/index.ts';
import type { ArmyList } from '../../rules/profiles/index.ts';
import type { Edition } from '../../rules/edition.ts';
import type { GameContext } from './gameContext.ts';

/** The table at the start of a game: every listed trooper, unhurt. */
export const initialTable = (edition: Edition, armies: readonly ArmyList[]): TableView => ({
  edition,
  troopers: Object.fromEntries(armies.flatMap((army) => army.groups.flatMap((g) => g.troopers.map((p) => [p.id, {
    profile: p, player: army.player, group: g.id, woundsReceived: 0, states: [], spentUses: {},
  }])))),
});

export const refuseStartTurn = (c: GameContext, player: string): Refusal | null =>
  c.armies.some((a) => a.player === player) ? null : { reason: `no army belongs to player ${player}`, citation: 'n3/orders/expenditure-sequence' };

export const refuseActivate = (c: GameContext, trooper: string): Refusal | null => {
  const view = trooperView(c.table, trooper);
  const citation = 'n3/orders/expenditure-sequence' as const;
  if (view === undefined) return { reason: `there is no trooper ${trooper}`, citation };
  if (c.activePlayer === null) return { reason: 'no turn has started: start a turn before activating', citation };
  if (view.player !== c.activePlayer) return { reason: `${trooper} belongs to ${view.player}, not to the Active Player ${c.activePlayer}`, citation };
  if (isNull(view.states)) return { reason: `${trooper} is ${view.states.join(', ')} and cannot be activated`, citation };
  return null;
};
