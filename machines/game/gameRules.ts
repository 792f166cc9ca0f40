import type { Refusal } from '../../rules/refusal.ts';
import { isNull, trooperView, type TableView } from '../../rules/table/index.ts';
import { TROOPER_STATES, type TrooperState } from '../../rules/table/index.ts';
import type { ArmyList } from '../../rules/profiles/index.ts';
import type { Edition } from '../../rules/edition.ts';
import type { Readings } from '../../rules/readings.ts';
import {
  appointmentRefusal, canAppointSomeone, coordinationRefusal, formOrderPools, lossOfLieutenantCitation, playersRuling, spendOrder,
  type OrderKind, type OrderPools, type PlayersRuling, type PlayersVerdict, type RuledOutcome, type SpendResult,
} from '../../rules/orders/index.ts';
import type { GameContext, StartingStates } from './gameContext.ts';
import type { EventOf } from '../../events/index.ts';

/** A trooper's starting states, in the catalogue's order, each once (as the trooper projection folds them). */
const startingStatesOf = (starting: readonly StartingStates[], trooper: string): readonly TrooperState[] => {
  const mine = new Set<TrooperState>(starting.filter((s) => s.trooper === trooper).flatMap((s) => s.states));
  return mine.size === 0 ? [] : TROOPER_STATES.filter((s) => mine.has(s));
};

/** The bridge from the game machine to rules/: one call per guard or action. */
export const initialTable = (edition: Edition, armies: readonly ArmyList[], starting: readonly StartingStates[] = [], readings?: Readings): TableView => ({
  edition,
  ...(readings === undefined ? {} : { readings }),
  troopers: Object.fromEntries(armies.flatMap((army) => army.groups.flatMap((g) => g.troopers.map((p) => [p.id, {
    profile: p, player: army.player, group: g.id, woundsReceived: 0, states: startingStatesOf(starting, p.id), spentUses: {},
  }])))),
});

const OES = 'n3/orders/expenditure-sequence' as const;

export const refuseStartTurn = (c: GameContext, player: string): Refusal | null => {
  if (!c.armies.some((a) => a.player === player)) return { reason: `no army belongs to player ${player}`, citation: OES };
  if (c.playedThisRound.includes(player) && c.playedThisRound.length < c.armies.length) {
    return { reason: `${player} already had its Active Turn this round; the other player's turn comes first`, citation: OES };
  }
  return null;
};

export const poolsFor = (c: GameContext, player: string): OrderPools | null => {
  const army = c.armies.find((a) => a.player === player);
  return army === undefined ? null : formOrderPools(c.table, army, c.lieutenants[player] ?? null);
};

export const spend = (c: GameContext, trooper: string, order: OrderKind | undefined): SpendResult | null =>
  c.pools === null ? null : spendOrder(c.table, c.pools, trooper, order);

/** A Coordinated Order always spends a Regular Order (and a Command Token). */
export const refuseCoordination = (c: GameContext, trooper: string, others: readonly string[]): Refusal | null => {
  if (c.pools === null || c.activePlayer === null) return null;
  return coordinationRefusal(c.table, c.pools, c.tokens[c.activePlayer] ?? 0, trooper, others);
};

export const refuseActivate = (c: GameContext, trooper: string, order?: OrderKind, coordinated: readonly string[] = []): Refusal | null => {
  const view = trooperView(c.table, trooper);
  if (view === undefined) return { reason: `there is no trooper ${trooper}`, citation: OES };
  if (c.activePlayer === null) return { reason: 'no turn has started: start a turn before activating', citation: OES };
  if (view.player !== c.activePlayer) return { reason: `${trooper} belongs to ${view.player}, not to the Active Player ${c.activePlayer}`, citation: OES };
  if (isNull(view.states)) return { reason: `${trooper} is ${view.states.join(', ')} and cannot be activated`, citation: OES };
  if (coordinated.length > 0) {
    if (order !== undefined && order !== 'regular') return { reason: 'a Coordinated Order spends a Regular Order', citation: 'n4/orders/coordinated' };
    return refuseCoordination(c, trooper, coordinated);
  }
  const spent = spend(c, trooper, order);
  if (spent !== null && !spent.ok) return spent.refusal;
  return null;
};

/**
 * Ending a Turn that began in Loss of Lieutenant: a new Lieutenant may (N3/N4) or must (N5)
 * be appointed, if anyone can be. Naming one when there was no Loss of Lieutenant is refused.
 */
export const refuseEndTurn = (c: GameContext, lieutenant: string | undefined): Refusal | null => {
  const player = c.activePlayer;
  if (player === null) return { reason: 'no turn is running', citation: OES };
  const loss = c.pools?.lossOfLieutenant === true;
  const citation = lossOfLieutenantCitation(c.table.edition);
  if (lieutenant === undefined) {
    return loss && c.table.edition === 'n5' && canAppointSomeone(c.table, player)
      ? { reason: `${player} is in Loss of Lieutenant: name the new Lieutenant when ending the Turn`, citation }
      : null;
  }
  if (!loss) return { reason: `${player} is not in Loss of Lieutenant this Turn: there is no Lieutenant to appoint`, citation };
  return appointmentRefusal(c.table, player, lieutenant);
};

/** The game's first event: the input, with the starting states only when some trooper has one. */
export const startedEvent = (c: GameContext): EventOf<'GameStarted'> => {
  const starting = (c.startingStates ?? []).filter((s) => s.states.length > 0);
  return {
    type: 'GameStarted', edition: c.edition, title: c.title, armies: c.armies,
    ...(starting.length === 0 ? {} : { startingStates: starting }), ...(c.readings === undefined ? {} : { readings: c.readings }),
  };
};

/** An Order ruled by the players, checked against the game as it stands between Orders (rules/orders/playersRuling). */
export const rulePlayersOrder = (c: GameContext, r: PlayersRuling): PlayersVerdict => playersRuling({
  table: c.table, activePlayer: c.activePlayer, pools: c.pools, tokensLeft: c.activePlayer === null ? 0 : c.tokens[c.activePlayer] ?? 0,
}, r);

/** The event of an Order ruled by the players: what they said, and the outcome as the table took it. */
export const playersRulingEvent = (c: GameContext, r: PlayersRuling, outcome: RuledOutcome): EventOf<'OrderRuledByPlayers'> => ({
  type: 'OrderRuledByPlayers', order: c.orders + 1, player: c.activePlayer ?? '', trooper: r.trooper, declared: r.declared,
  skills: r.skills ?? [], dice: Object.entries(r.dice ?? {}).map(([trooper, faces]) => ({ trooper, faces })), outcome,
  ...(r.note === undefined ? {} : { note: r.note }),
});
