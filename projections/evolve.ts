import { withObjective, withSupplies } from './withSupplies.ts';
import type { ArbiterEvent, EventOf } from '../rules/events/index.ts';
import { lieutenantTokenBonus, STARTING_COMMAND_TOKENS, turnRound } from '../rules/orders/index.ts';
import { newOrder, PriorGame, type GameState, type OrderState } from '../rules/state/index.ts';
import {
  discoverFailedBy,
  discoverFailuresCleared,
  enterState,
  initialTable,
  leaveState,
  trooperWith,
  withSmoke,
  withoutSmoke,
  withTrooper,
  woundedBy,
  withSkillsGained,
} from '../rules/table/index.ts';
import { MARKER_STATES } from '../rules/combat/index.ts';
import { deployedTable } from '../rules/deployment/index.ts';
import { discoverTargetOf } from '../rules/resolution/index.ts';
import { evolveOrder } from './evolveOrder.ts';
import { evolvePlayersOrder } from './evolvePlayersOrder.ts';
import { deployedFireteams, withFireteamLevels, evolveFireteam } from './evolveFireteam.ts';
import { spentFrom } from './spentFrom.ts';
import { evolveCommandToken } from './evolveCommandToken.ts';
import { gameAtStep, gameWith, gameWithPrevious, orderWith, withPreviousSet } from './stateCopies.ts';

/** The game a GameStarted event begins. */
const started = (e: EventOf<'GameStarted'>): GameState => {
  const startingStates = (e.startingStates ?? []).map((s) => ({ trooper: s.trooper, states: s.states }));
  return {
    edition: e.edition,
    title: e.title,
    armies: e.armies,
    ...(e.readings === undefined ? {} : { readings: e.readings }),
    startingStates,
    table: withSupplies(
      deployedTable(initialTable(e.edition, e.armies, startingStates, e.readings), e.deployment),
      e.mission?.id,
    ),
    round: 0,
    activePlayer: null,
    playedThisRound: [],
    orders: 0,
    lieutenants: Object.fromEntries(e.armies.map((a) => [a.player, a.lieutenant])),
    pools: null,
    // A Lieutenant (+1 Command Token) at the start gives its player one more for the game.
    tokens: Object.fromEntries(
      e.armies.map((a) => [
        a.player,
        (e.commandTokens ?? STARTING_COMMAND_TOKENS) + (lieutenantTokenBonus(e.edition, a)?.tokens ?? 0),
      ]),
    ),
    ordersSpent: {},
    lastOrderStep: null,
    playersOrders: [],
    order: null,
    fireteams: deployedFireteams(e.armies),
    tacticalPhase: false,
    previous: null,
    retractable: 0,
    ...(e.mission === undefined
      ? {}
      : {
          mission: {
            id: e.mission.id,
            classifiedDrawn: Object.fromEntries(e.mission.classified.map((c) => [c.player, c.objectives])),
            rounds: {},
          },
        }),
  };
};

/** The players in Retreat! after one player's count. */
const retreatAfter = (players: readonly string[], player: string, retreat: boolean): readonly string[] => {
  const others = players.filter((p) => p !== player);
  return retreat ? [...others, player] : others;
};

/** An Order begun while players are in Retreat! remembers them (their troopers' skills are restricted). */
const withRetreat = (
  o: OrderState,
  retreat: readonly string[] | undefined,
  ignoring?: readonly string[],
): OrderState =>
  retreat === undefined || retreat.length === 0
    ? o
    : { ...o, retreat, ...(ignoring === undefined ? {} : { ignoringRetreat: ignoring }) };

/** The game before the last `n` events still in force (a retraction); unchanged if it cannot reach that far. */
const retracted = (s: GameState, n: number): GameState => {
  let at: GameState = s;
  for (let i = 0; i < n; i++) {
    if (at.previous === null) return s;
    at = at.previous.game;
  }
  return at;
};

/** Events that begin an Order: a retraction reaches back to them, never past them. */
export const beginsOrder = (e: ArbiterEvent): boolean =>
  (e.type === 'OrderStepEntered' && e.step === 'activation') || e.type === 'OrderRuledByPlayers';

/**
 * THE evolve: the game as one event leaves it. It is the only code that makes a new game state;
 * the machines, replay, the projections and the viewer all fold it. It decides nothing: every
 * total it applies is in the event (deciders in rules/decide/ compute them).
 * Events before the game started change nothing.
 */
export function evolve(s: GameState, e: ArbiterEvent): GameState;
export function evolve(s: GameState | null, e: ArbiterEvent): GameState | null;
export function evolve(s: GameState | null, e: ArbiterEvent): GameState | null {
  if (e.type === 'GameStarted') return started(e);
  if (s === null) return null;
  if (e.type === 'StepRetracted') return retracted(s, e.events);
  const next = evolveEvent(s, e);
  // What a retraction returns to: the chain restarts at each Order's start, so it never holds more than one Order.
  const before = beginsOrder(e) ? gameWith(s, { previous: null, retractable: 0 }) : s;
  // evolveEvent gives back `s` itself or a state it has just made, which nothing else holds yet:
  // that one takes its chain in place; `s` is copied first.
  return next === s
    ? gameWithPrevious(next, new PriorGame(before), before.retractable + 1)
    : withPreviousSet(next, new PriorGame(before), before.retractable + 1);
}

/**
 * The game as one event leaves it, before the retraction chain is kept: `s` itself when the event
 * changes nothing, else a state made here and held by nothing else (evolve sets the chain on it).
 */
const evolveEvent = (
  s: GameState,
  e: Exclude<ArbiterEvent, { readonly type: 'GameStarted' | 'StepRetracted' }>,
): GameState => {
  switch (e.type) {
    case 'TurnStarted': {
      const { playedThisRound } = turnRound(s.round, s.playedThisRound, s.armies.length, e.player);
      // A Strategic Use lasts its Turn.
      const { strategic: _over, ...fresh } = s;
      return gameWith(fresh, {
        round: e.round,
        activePlayer: e.player,
        playedThisRound,
        tacticalPhase: true,
        // A failed Discover bars that marker to its roller until the next Player Turn.
        table: discoverFailuresCleared(s.table),
      });
    }
    case 'OrderPoolsFormed':
      return gameWith(s, {
        pools: {
          player: e.player,
          regular: Object.fromEntries(e.pools.map((p) => [p.group, p.regular])),
          irregular: Object.fromEntries(e.irregular.map((i) => [i.trooper, i.orders])),
          ...(e.tactical === undefined
            ? {}
            : { tactical: Object.fromEntries(e.tactical.map((i) => [i.trooper, i.orders])) }),
          ...(e.impetuous === undefined
            ? {}
            : { impetuous: Object.fromEntries(e.impetuous.map((i) => [i.trooper, i.orders])) }),
          lieutenant: e.lieutenant,
          lossOfLieutenant: e.lossOfLieutenant,
          ...(e.retreat === undefined ? {} : { retreat: e.retreat }),
          citations: e.citations,
        },
        // The Retreat! count of the Active Player's army: entered or cancelled (rules/orders/retreat.ts).
        ...(e.retreat === undefined ? {} : { retreat: retreatAfter(s.retreat ?? [], e.player, e.retreat) }),
        // The Lieutenant the pools were formed for (Chain of Command may have named a new one).
        ...(e.lieutenant === null ? {} : { lieutenants: { ...s.lieutenants, [e.player]: e.lieutenant.trooper } }),
      });
    case 'TurnEnded':
      // Smoke and Eclipse templates last until the end of the Turn (nX/smoke/template).
      return gameWith(s, { activePlayer: null, pools: null, table: withoutSmoke(s.table) });
    case 'RoundScored':
      return s.mission === undefined
        ? s
        : gameWith(s, {
            mission: {
              ...s.mission,
              rounds: {
                ...s.mission.rounds,
                [e.round]: {
                  dominate: Object.fromEntries(e.dominate.map((d) => [d.zone, d.player])),
                  classified: e.classified,
                },
              },
            },
          });
    case 'GameEnded':
      return gameWith(s, { ended: { reason: e.reason, winner: e.winner } });
    case 'LieutenantAppointed':
      return gameWith(s, { lieutenants: { ...s.lieutenants, [e.player]: e.trooper } });
    case 'CommandTokenSpent':
      return evolveCommandToken(s, e);
    case 'TrooperActivated':
      return gameWith(s, {
        orders: e.order,
        order: withFireteamLevels(
          withRetreat(newOrder(e.order, e.player, e.trooper, s.table), s.retreat, s.ignoringRetreat),
          s.table,
          s.fireteams,
        ),
        tacticalPhase: false,
      });
    case 'CoordinatedOrderGiven':
      return gameWith(s, {
        tokens: { ...s.tokens, [e.player]: e.commandTokensLeft },
        order:
          s.order === null ? null : orderWith(s.order, { coordinated: e.troopers.filter((t) => t !== e.spearhead) }),
      });
    case 'OrderSpent':
      return gameWith(s, {
        pools: spentFrom(s.pools, e.pool, e.group, e.trooper),
        // An Impetuous Order: its skills are restricted (rules/orders/impetuous.ts).
        ...(e.pool === 'impetuous' && s.order !== null ? { order: orderWith(s.order, { impetuous: true }) } : {}),
        ordersSpent: { ...s.ordersSpent, [e.trooper]: (s.ordersSpent[e.trooper] ?? 0) + 1 },
      });
    case 'OrderStepEntered':
      return gameAtStep(s, e.step);
    case 'WoundsInflicted':
      return gameWith(s, {
        table: withTrooper(s.table, e.trooper, (t) => trooperWith(t, { woundsReceived: e.total })),
      });
    case 'ProtheionRecovered':
      return gameWith(s, {
        table: withTrooper(s.table, e.trooper, (t) =>
          trooperWith(t, { woundsReceived: e.wounds, vitaGained: e.vitaGained }),
        ),
      });
    case 'SmokeThrown':
      return e.placed
        ? gameWith(s, { table: withSmoke(s.table, { id: e.id, ammo: e.ammo, by: e.by, order: e.order }) })
        : s;
    case 'StateEntered':
      return gameWith(s, {
        // A marker that re-enters a marker state is not the marker that was failed against.
        table: withTrooper(
          MARKER_STATES.some((m) => m === e.state) ? discoverFailuresCleared(s.table, e.trooper) : s.table,
          e.trooper,
          (t) => enterState(t, e.state),
        ),
        order:
          s.order === null
            ? null
            : orderWith(s.order, { entered: [...s.order.entered, { trooper: e.trooper, state: e.state }] }),
      });
    case 'StateLeft':
      return gameWith(s, { table: withTrooper(s.table, e.trooper, (t) => leaveState(t, e.state)) });
    case 'ObjectiveChanged':
      return gameWith(s, { table: withObjective(s.table, e) });
    case 'DisposableSpent':
      return gameWith(s, {
        table: withTrooper(s.table, e.trooper, (t) =>
          trooperWith(t, { spentUses: { ...t.spentUses, [e.key]: e.spent } }),
        ),
      });
    case 'OrderConcluded':
      return gameWith(s, { lastOrderStep: null, order: null });
    case 'OrderRuledByPlayers':
      return gameWith(evolvePlayersOrder(s, e), { tacticalPhase: false });
    case 'FireteamChanged':
      return evolveFireteam(s, e);
    case 'SavingRollResolved':
      // Who wounded an enemy, for Frenzy in the States Phase (rules/combat/frenzy.ts).
      return evolveOrder(gameWith(s, { table: woundedBy(s.table, e.attacker, e.trooper, e.wounds) }), e);
    case 'SkillGained':
      return gameWith(s, { table: withSkillsGained(s.table, e.trooper, e.skills) });
    case 'SkillDeclared':
    case 'AroDeclared':
    case 'AroDeclarationsClosed':
    case 'MeasurementRecorded':
    case 'DiceRolled':
    case 'GutsRequirementChecked':
    case 'GutsRollResolved':
    case 'GutsMoved':
      return evolveOrder(s, e);
    case 'NormalRollResolved': {
      const marker = e.roller.skill === 'discover' ? discoverTargetOf(e.exchange) : undefined;
      return marker === undefined || e.successes + e.criticals > 0
        ? s
        : gameWith(s, { table: discoverFailedBy(s.table, e.roller.trooper, marker) });
    }
    case 'FaceToFaceResolved':
    case 'HitsScored':
    case 'ShotNullified':
    case 'SkillVoided':
    case 'TemplateAttackResolved':
    case 'FriendlyFireHit':
    case 'DodgeResolved':
      return s;
  }
};

/** The game a list of events folds to (null before its GameStarted). */
export const foldGame = (events: Iterable<ArbiterEvent>, from: GameState | null = null): GameState | null => {
  let s = from;
  for (const e of events) s = evolve(s, e);
  return s;
};
