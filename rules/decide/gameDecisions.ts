import type { Refusal } from '../refusal.ts';
import { isNull, trooperView } from '../table/index.ts';
import type { CitationId } from '../citations/index.ts';
import {
  appointmentRefusal,
  expenditureSequenceCitation,
  canAppointSomeone,
  turnRound,
  coordinatedCitation,
  coordinationRefusal,
  formOrderPools,
  lossOfLieutenantCitation,
  playersRuling,
  retreatSituationCitation,
  spendOrder,
  type OrderKind,
  type OrderPools,
  type PlayersRuling,
  type PlayersVerdict,
  type RuledOutcome,
  type SpendResult,
} from '../orders/index.ts';
import type { GameState } from '../state/index.ts';
import type { ArbiterEvent, EventOf } from '../events/index.ts';
import type { GameCommand } from './gameCommand.ts';
import * as E from 'fp-ts/lib/Either.js';
import { pipe } from 'fp-ts/lib/function.js';
import { decided, type Decision } from './decision.ts';
import { memoLast, memoLast2 } from './memoLast.ts';
import { sfActivationCancels, sfLossOfLieutenantCancels } from './suppressiveFireEvents.ts';
import { regenerationRollsRefusal, statesPhaseEvents, type RegenerationRolls } from './statesPhase.ts';
import { fireteamOrderEvents, ownOrderLeaveEvents, refuseFireteamOrder } from './fireteamDecisions.ts';
import { memberOrderRefusal } from '../fireteams/index.ts';
import { endedRefusal, roundLimitRefusal } from './missionDecisions.ts';
import { tokenLimitRefusal } from './strategicTokenEvents.ts';
import { peripheralActivationRefusal } from '../deployment/index.ts';

/**
 * The game frame's decisions: whether a Turn may start or end, a trooper be activated, an Order
 * ruled by the players be taken, and the events each one logs. Each reads the game state.
 */
type GameContext = GameState;
type Cmd<K extends GameCommand['type']> = Extract<GameCommand, { type: K }>;

export const refuseStartTurn = (c: GameContext, player: string): Refusal | null => {
  const over = endedRefusal(c) ?? roundLimitRefusal(c);
  if (over !== null) return over;
  if (!c.armies.some((a) => a.player === player))
    return { reason: `no army belongs to player ${player}`, citation: expenditureSequenceCitation(c.edition) };
  if (c.playedThisRound.includes(player) && c.playedThisRound.length < c.armies.length) {
    return {
      reason: `${player} already had its Active Turn this round; the other player's turn comes first`,
      citation: expenditureSequenceCitation(c.edition),
    };
  }
  return null;
};

export const poolsFor = (c: GameContext, player: string): OrderPools | null => {
  const army = c.armies.find((a) => a.player === player);
  return army === undefined ? null : formOrderPools(c.table, army, c.lieutenants[player] ?? null);
};

// Asked by the activation's guard and again when the Order is spent, on the same table and pools.
const spendFrom = memoLast(spendOrder);

export const spend = (c: GameContext, trooper: string, order: OrderKind | undefined): SpendResult | null =>
  c.pools === null ? null : spendFrom(c.table, c.pools, trooper, order);

/** A Coordinated Order always spends a Regular Order (and a Command Token). */
export const refuseCoordination = (c: GameContext, trooper: string, others: readonly string[]): Refusal | null => {
  if (c.pools === null || c.activePlayer === null) return null;
  return coordinationRefusal(c.table, c.pools, c.tokens[c.activePlayer] ?? 0, trooper, others);
};

export const refuseActivate = (
  c: GameContext,
  trooper: string,
  order?: OrderKind,
  coordinated: readonly string[] = [],
  fireteamOut?: readonly string[],
): Refusal | null => {
  const view = trooperView(c.table, trooper);
  if (view === undefined)
    return { reason: `there is no trooper ${trooper}`, citation: expenditureSequenceCitation(c.edition) };
  if (c.activePlayer === null)
    return {
      reason: 'no turn has started: start a turn before activating',
      citation: expenditureSequenceCitation(c.edition),
    };
  if (view.player !== c.activePlayer)
    return {
      reason: `${trooper} belongs to ${view.player}, not to the Active Player ${c.activePlayer}`,
      citation: expenditureSequenceCitation(c.edition),
    };
  if (isNull(view.states))
    return {
      reason: `${trooper} is ${view.states.join(', ')} and cannot be activated`,
      citation: expenditureSequenceCitation(c.edition),
    };
  const peripheral = peripheralActivationRefusal(c.table, trooper);
  if (peripheral !== null) return peripheral;
  if (fireteamOut !== undefined) {
    const refused = refuseFireteamOrder(c, trooper, order, fireteamOut);
    if (refused !== null) return refused;
    const spent = spend(c, trooper, 'regular');
    return spent !== null && E.isLeft(spent) ? spent.left : null;
  }
  const member = memberOrderRefusal(c.fireteams, trooper, order, coordinated);
  if (member !== null) return member;
  if (coordinated.length > 0) {
    if (order !== undefined && order !== 'regular')
      return { reason: 'a Coordinated Order spends a Regular Order', citation: 'n4/orders/coordinated' };
    return refuseCoordination(c, trooper, coordinated) ?? tokenLimitRefusal(c);
  }
  const spent = spend(c, trooper, order);
  if (spent !== null && E.isLeft(spent)) return spent.left;
  return null;
};

/**
 * Ending a Turn that began in Loss of Lieutenant: a new Lieutenant may (N3/N4) or must (N5)
 * be appointed, if anyone can be. Naming one when there was no Loss of Lieutenant is refused.
 */
export const refuseEndTurn = (
  c: GameContext,
  lieutenant: string | undefined,
  regeneration: RegenerationRolls = {},
): Refusal | null => {
  const player = c.activePlayer;
  if (player === null) return { reason: 'no turn is running', citation: expenditureSequenceCitation(c.edition) };
  const regenerating = regenerationRollsRefusal(c, regeneration);
  if (regenerating !== null) return regenerating;
  const loss = c.pools?.lossOfLieutenant === true;
  // While the army is in Retreat! no new Lieutenant is named (rules/orders/retreat.ts).
  if (c.pools?.retreat === true)
    return lieutenant === undefined
      ? null
      : {
          reason: `${player} is in Retreat!: no new Lieutenant may be named while it lasts`,
          citation: retreatSituationCitation(c.table.edition),
        };
  const citation = lossOfLieutenantCitation(c.table.edition);
  if (lieutenant === undefined) {
    return loss && c.table.edition === 'n5' && canAppointSomeone(c.table, player)
      ? { reason: `${player} is in Loss of Lieutenant: name the new Lieutenant when ending the Turn`, citation }
      : null;
  }
  if (!loss)
    return { reason: `${player} is not in Loss of Lieutenant this Turn: there is no Lieutenant to appoint`, citation };
  return appointmentRefusal(c.table, player, lieutenant);
};

/** An Order ruled by the players, checked against the game as it stands between Orders (rules/orders/playersRuling). */
export const rulePlayersOrder = (c: GameContext, r: PlayersRuling): PlayersVerdict =>
  playersRuling(
    {
      table: c.table,
      activePlayer: c.activePlayer,
      pools: c.pools,
      tokensLeft: c.activePlayer === null ? 0 : (c.tokens[c.activePlayer] ?? 0),
    },
    r,
  );

/** The event of an Order ruled by the players: what they said, and the outcome as the table took it. */
const playersRulingEvent = (
  c: GameContext,
  r: PlayersRuling,
  outcome: RuledOutcome,
): EventOf<'OrderRuledByPlayers'> => ({
  type: 'OrderRuledByPlayers',
  order: c.orders + 1,
  player: c.activePlayer ?? '',
  trooper: r.trooper,
  declared: r.declared,
  skills: r.skills ?? [],
  dice: Object.entries(r.dice ?? {}).map(([trooper, faces]) => ({ trooper, faces })),
  outcome,
  ...(r.note === undefined ? {} : { note: r.note }),
});

/** A Turn starts: its round, and the Active Player's Order pools (Tactical Phase). */
export const startTurnEvents = (c: GameContext, cmd: Cmd<'start-turn'>): readonly ArbiterEvent[] => {
  const { round } = turnRound(c.round, c.playedThisRound, c.armies.length, cmd.player);
  const pools = poolsFor(c, cmd.player);
  return [
    { type: 'TurnStarted', round, player: cmd.player },
    ...(pools === null
      ? []
      : [
          {
            type: 'OrderPoolsFormed' as const,
            round,
            player: cmd.player,
            pools: Object.entries(pools.regular).map(([group, regular]) => ({ group, regular })),
            irregular: Object.entries(pools.irregular).map(([trooper, orders]) => ({ trooper, orders })),
            ...(pools.tactical === undefined
              ? {}
              : { tactical: Object.entries(pools.tactical).map(([trooper, orders]) => ({ trooper, orders })) }),
            ...(pools.impetuous === undefined
              ? {}
              : { impetuous: Object.entries(pools.impetuous).map(([trooper, orders]) => ({ trooper, orders })) }),
            lieutenant: pools.lieutenant,
            lossOfLieutenant: pools.lossOfLieutenant,
            ...(pools.retreat === undefined ? {} : { retreat: pools.retreat }),
            citations: pools.citations,
          },
          ...(pools.lossOfLieutenant ? sfLossOfLieutenantCancels(c.table, cmd.player) : []),
        ]),
  ];
};

/** The Turn ends, with the new Lieutenant when one is named; Stunned ends with it (rules/combat/stunned.ts). */
export const endTurnEvents = (c: GameContext, cmd: Cmd<'end-turn'>): readonly ArbiterEvent[] => {
  const player = c.activePlayer ?? '';
  return [
    ...(cmd.lieutenant === undefined
      ? []
      : [
          {
            type: 'LieutenantAppointed' as const,
            round: c.round,
            player,
            trooper: cmd.lieutenant,
            citation: lossOfLieutenantCitation(c.edition),
          },
        ]),
    // The States Phase: Stunned ends, Regeneration rolls, Dogged troopers die (rules/decide/statesPhase.ts).
    ...statesPhaseEvents(c, cmd.regeneration ?? {}),
    { type: 'TurnEnded', round: c.round, player },
  ];
};

/** The Order being activated: who, and for a Coordinated Order the troopers with it and the Command Token spent. */
export const activationEvents = (c: GameContext, order: number, cmd: Cmd<'activate'>): readonly ArbiterEvent[] => {
  const player = c.activePlayer ?? '';
  const coordinated = cmd.coordinated ?? [];
  const fireteam =
    cmd.fireteam === true
      ? fireteamOrderEvents(c, order, cmd.trooper, cmd.outOfCoherency ?? [])
      : cmd.order === 'irregular' || cmd.order === 'lieutenant' || cmd.order === 'tactical' || cmd.order === 'impetuous'
        ? ownOrderLeaveEvents(c, order, cmd.trooper)
        : [];
  const team =
    cmd.fireteam === true && fireteam[0]?.type === 'FireteamChanged' ? fireteam[0].fireteam.members.slice(1) : [];
  return [
    { type: 'TrooperActivated', order, player, trooper: cmd.trooper },
    ...fireteam,
    ...(coordinated.length === 0
      ? []
      : [
          {
            type: 'CoordinatedOrderGiven' as const,
            order,
            player,
            spearhead: cmd.trooper,
            troopers: [cmd.trooper, ...coordinated],
            commandTokensLeft: (c.tokens[player] ?? 0) - 1,
            citation: coordinatedCitation(c.edition),
          },
        ]),
    // Declaring an Order cancels Suppressive Fire.
    ...sfActivationCancels(order, c.table, [cmd.trooper, ...coordinated, ...team]),
  ];
};

/** The Order spent from the pools (a Coordinated Order always spends a Regular one). */
export const orderSpentEvents = (c: GameContext, order: number, cmd: Cmd<'activate'>): readonly ArbiterEvent[] => {
  const regular = (cmd.coordinated ?? []).length > 0 || cmd.fireteam === true;
  const spent = spend(c, cmd.trooper, regular ? 'regular' : cmd.order);
  if (spent === null || E.isLeft(spent))
    throw new Error(`Order ${order}: ${cmd.trooper}'s Order cannot be spent, though its activation was accepted`);
  const citation: CitationId = spent.right.citation;
  return [
    { type: 'OrderSpent', order, trooper: cmd.trooper, group: spent.right.group, pool: spent.right.kind, citation },
  ];
};

/** An Order ruled by the players: refused as the rules say, or the event with its outcome as the table took it. */
export const decidePlayersOrder = memoLast2((c: GameContext, r: PlayersRuling): Decision => {
  return pipe(
    rulePlayersOrder(c, r),
    E.map((ruled) => [playersRulingEvent(c, r, ruled.outcome)]),
  );
});

/** A Turn starts, or why it may not. */
export const decideStartTurn = memoLast2((c: GameContext, cmd: Cmd<'start-turn'>): Decision =>
  decided(refuseStartTurn(c, cmd.player), () => startTurnEvents(c, cmd)),
);

/** The Turn ends, or why it may not yet. */
export const decideEndTurn = memoLast2((c: GameContext, cmd: Cmd<'end-turn'>): Decision =>
  decided(refuseEndTurn(c, cmd.lieutenant, cmd.regeneration), () => endTurnEvents(c, cmd)),
);
