import { levelOf, type Fireteam } from '../rules/fireteams/index.ts';
import type { OrderPools } from '../rules/orders/index.ts';
import type { ArbiterEvent } from '../rules/events/index.ts';
import type { Edition } from '../rules/edition.ts';
import { vitaOf, type TrooperState } from '../rules/table/index.ts';
import type { GameState } from '../rules/state/index.ts';
import { foldGame } from './evolve.ts';
import { missionScoreOf, type MissionScoreView } from './missionScoreOf.ts';

export interface TrooperRow {
  readonly id: string;
  readonly name: string;
  readonly player: string;
  readonly group: string;
  /** W (N3/N4), VITA (N5) or STR. */
  readonly w: number;
  readonly structure: boolean;
  readonly woundsReceived: number;
  readonly states: readonly TrooperState[];
  readonly ordersSpent: number;
  /** Uses spent of each Disposable weapon (the second of twin weapons under `<id>#2`). */
  readonly spentUses: Readonly<Record<string, number>>;
  /** Orders ruled by the players, not by the engine, that activated or changed this trooper. */
  readonly ruledByPlayers: readonly number[];
}

/** An Order the players ruled (OrderRuledByPlayers): shown apart, never as the engine's ruling. */
export interface PlayersOrder {
  readonly order: number;
  readonly player: string;
  readonly trooper: string;
  readonly declared: string;
}

export interface TroopersState {
  readonly edition: Edition | null;
  readonly title: string;
  readonly round: number;
  readonly activePlayer: string | null;
  readonly orders: number;
  readonly lastOrderStep: string | null;
  readonly troopers: Readonly<Record<string, TrooperRow>>;
  /** Orders left to the Active Player this Turn. */
  readonly orderPools: OrdersLeft | null;
  readonly lieutenants: Readonly<Record<string, string | null>>;
  /** Each player's faction, as the army lists name the players (absent before the game starts). */
  readonly factions?: Readonly<Record<string, string>>;
  /** The Orders ruled by the players so far, in the order they were played. */
  readonly ordersRuledByPlayers: readonly PlayersOrder[];
  /** The Fireteams on the table with their level (absent: none). */
  readonly fireteams?: readonly (Fireteam & { readonly level: number })[];
  /** The mission and its score (absent: the game plays none). */
  readonly mission?: MissionScoreView;
}

/** Orders left to the Active Player this Turn: the Tactical Phase's pools, less what was spent. */
export type OrdersLeft = Omit<OrderPools, 'citations'>;

const NO_GAME: TroopersState = {
  edition: null,
  title: '',
  round: 0,
  activePlayer: null,
  orders: 0,
  lastOrderStep: null,
  troopers: {},
  orderPools: null,
  lieutenants: {},
  ordersRuledByPlayers: [],
};

/** Every trooper's wounds, states and Orders spent: a read model of the game state (THE evolve's fold). */
export const troopersOf = (s: GameState | null): TroopersState => {
  if (s === null) return NO_GAME;
  const ruledBy = (id: string): readonly number[] =>
    s.playersOrders.filter((p) => p.touched.includes(id)).map((p) => p.order);
  const pools = s.pools;
  return {
    edition: s.edition,
    title: s.title,
    round: s.round,
    activePlayer: s.activePlayer,
    orders: s.orders,
    lastOrderStep: s.lastOrderStep,
    troopers: Object.fromEntries(
      Object.entries(s.table.troopers).map(([id, t]): [string, TrooperRow] => [
        id,
        {
          id,
          name: t.profile.name,
          player: t.player,
          group: t.group,
          w: vitaOf(t),
          structure: t.profile.attributes.structure,
          woundsReceived: t.woundsReceived,
          states: t.states,
          ordersSpent: s.ordersSpent[id] ?? 0,
          spentUses: t.spentUses,
          ruledByPlayers: ruledBy(id),
        },
      ]),
    ),
    orderPools:
      pools === null
        ? null
        : {
            player: pools.player,
            regular: pools.regular,
            irregular: pools.irregular,
            ...(pools.impetuous === undefined ? {} : { impetuous: pools.impetuous }),
            lieutenant: pools.lieutenant,
            lossOfLieutenant: pools.lossOfLieutenant,
          },
    lieutenants: s.lieutenants,
    factions: Object.fromEntries(s.armies.map((a) => [a.player, a.faction])),
    ordersRuledByPlayers: s.playersOrders.map((p) => ({
      order: p.order,
      player: p.player,
      trooper: p.trooper,
      declared: p.declared,
    })),
    ...(s.fireteams.length === 0
      ? {}
      : { fireteams: s.fireteams.map((f) => ({ ...f, level: levelOf(s.table, f.members) })) }),
    ...((m) => (m === undefined ? {} : { mission: m }))(missionScoreOf(s)),
  };
};

/** The troopers after these events. */
export const foldTroopers = (events: Iterable<ArbiterEvent>): TroopersState => troopersOf(foldGame(events));
