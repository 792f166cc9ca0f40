import type { OrderPools } from '../rules/orders/index.ts';
import type { ArbiterEvent, EventOf } from '../events/index.ts';
import type { Edition } from '../rules/edition.ts';
import { TROOPER_STATES, type TrooperState } from '../rules/table/index.ts';
import type { Projection } from './projection.ts';

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
  /** The Orders ruled by the players so far, in the order they were played. */
  readonly ordersRuledByPlayers: readonly PlayersOrder[];
}

/** Orders left to the Active Player this Turn: the Tactical Phase's pools, less what was spent. */
export type OrdersLeft = Omit<OrderPools, 'citations'>;

/** States in the catalogue's order, so a table reads the same however they were entered. */
const ordered = (states: readonly TrooperState[]): readonly TrooperState[] =>
  [...states].sort((a, b) => TROOPER_STATES.indexOf(a) - TROOPER_STATES.indexOf(b));

const update = (s: TroopersState, id: string, f: (t: TrooperRow) => TrooperRow): TroopersState => {
  const t = s.troopers[id];
  return t === undefined ? s : { ...s, troopers: { ...s.troopers, [id]: f(t) } };
};

const spendFrom = (p: OrdersLeft | null, pool: 'regular' | 'irregular' | 'lieutenant', group: string, trooper: string): OrdersLeft | null => {
  if (p === null) return null;
  switch (pool) {
    case 'regular':
      return { ...p, regular: { ...p.regular, [group]: (p.regular[group] ?? 0) - 1 } };
    case 'irregular':
      return { ...p, irregular: { ...p.irregular, [trooper]: (p.irregular[trooper] ?? 0) - 1 } };
    case 'lieutenant':
      return p.lieutenant === null ? p : { ...p, lieutenant: { ...p.lieutenant, orders: p.lieutenant.orders - 1 } };
  }
};

/**
 * An Order ruled by the players, applied as logged (every total is in the event): Orders spent
 * from the pools, Wounds, states left then entered, uses, troopers out of play.
 */
const playersOutcome = (s: TroopersState, e: EventOf<'OrderRuledByPlayers'>): TroopersState => {
  const o = e.outcome;
  let next: TroopersState = {
    ...s, orders: e.order, lastOrderStep: null,
    ordersRuledByPlayers: [...s.ordersRuledByPlayers, { order: e.order, player: e.player, trooper: e.trooper, declared: e.declared }],
  };
  for (const spent of o.orders) {
    next = update({ ...next, orderPools: spendFrom(next.orderPools, spent.pool, spent.group, spent.trooper) }, spent.trooper, (t) => ({ ...t, ordersSpent: t.ordersSpent + 1 }));
  }
  for (const w of o.wounds) next = update(next, w.trooper, (t) => ({ ...t, woundsReceived: w.total }));
  for (const l of o.left) next = update(next, l.trooper, (t) => ({ ...t, states: t.states.filter((x) => !(l.states as readonly TrooperState[]).includes(x)) }));
  for (const n of o.entered) next = update(next, n.trooper, (t) => ({ ...t, states: ordered([...t.states, ...n.states.filter((x) => !t.states.includes(x))]) }));
  for (const u of o.uses) next = update(next, u.trooper, (t) => ({ ...t, spentUses: { ...t.spentUses, [u.key]: u.total } }));
  for (const id of o.outOfPlay) next = update(next, id, (t) => ({ ...t, states: t.states.includes('out-of-play') ? t.states : ordered([...t.states, 'out-of-play']) }));
  const touched = new Set([e.trooper, ...o.orders.map((x) => x.trooper), ...o.wounds.map((x) => x.trooper), ...o.left.map((x) => x.trooper),
    ...o.entered.map((x) => x.trooper), ...o.uses.map((x) => x.trooper), ...o.outOfPlay]);
  for (const id of touched) next = update(next, id, (t) => ({ ...t, ruledByPlayers: [...t.ruledByPlayers, e.order] }));
  return next;
};

/** Every trooper's wounds, states and Orders spent, rebuilt from events alone. */
export const trooperProjection: Projection<TroopersState> = {
  initial: { edition: null, title: '', round: 0, activePlayer: null, orders: 0, lastOrderStep: null, troopers: {}, orderPools: null, lieutenants: {}, ordersRuledByPlayers: [] },
  evolve(s, e: ArbiterEvent): TroopersState {
    switch (e.type) {
      case 'GameStarted':
        return {
          ...s, edition: e.edition, title: e.title, lieutenants: Object.fromEntries(e.armies.map((a) => [a.player, a.lieutenant])),
          troopers: Object.fromEntries(e.armies.flatMap((a) => a.groups.flatMap((g) => g.troopers.map((p): [string, TrooperRow] => [p.id, {
            id: p.id, name: p.name, player: a.player, group: g.id, w: p.attributes.W, structure: p.attributes.structure,
            woundsReceived: 0, states: ordered([...new Set((e.startingStates ?? []).filter((x) => x.trooper === p.id).flatMap((x) => x.states))]), ordersSpent: 0, spentUses: {}, ruledByPlayers: [],
          }])))),
        };
      case 'TurnStarted':
        return { ...s, round: e.round, activePlayer: e.player };
      case 'TurnEnded':
        return { ...s, activePlayer: null, orderPools: null };
      case 'OrderPoolsFormed':
        return {
          ...s, orderPools: {
            player: e.player, regular: Object.fromEntries(e.pools.map((p) => [p.group, p.regular])),
            irregular: Object.fromEntries(e.irregular.map((i) => [i.trooper, i.orders])), lieutenant: e.lieutenant, lossOfLieutenant: e.lossOfLieutenant,
          },
        };
      case 'LieutenantAppointed':
        return { ...s, lieutenants: { ...s.lieutenants, [e.player]: e.trooper } };
      case 'TrooperActivated':
        return { ...s, orders: e.order };
      case 'OrderSpent':
        return update({ ...s, orderPools: spendFrom(s.orderPools, e.pool, e.group, e.trooper) }, e.trooper, (t) => ({ ...t, ordersSpent: t.ordersSpent + 1 }));
      case 'OrderStepEntered':
        return { ...s, lastOrderStep: e.step };
      case 'WoundsInflicted':
        return update(s, e.trooper, (t) => ({ ...t, woundsReceived: e.total }));
      case 'StateEntered':
        return update(s, e.trooper, (t) => ({
          ...t, states: e.state === 'dead' ? ['dead'] : t.states.includes(e.state) ? t.states : ordered([...t.states, e.state]),
        }));
      case 'StateLeft':
        return update(s, e.trooper, (t) => ({ ...t, states: t.states.filter((x) => x !== e.state) }));
      case 'OrderConcluded':
        return { ...s, lastOrderStep: null };
      case 'DisposableSpent':
        return update(s, e.trooper, (t) => ({ ...t, spentUses: { ...t.spentUses, [e.key]: e.spent } }));
      case 'OrderRuledByPlayers':
        return playersOutcome(s, e);
      case 'SkillDeclared':
      case 'AroDeclared':
      case 'AroDeclarationsClosed':
      case 'MeasurementRecorded':
      case 'DiceRolled':
      case 'FaceToFaceResolved':
      case 'NormalRollResolved':
      case 'HitsScored':
      case 'SavingRollResolved':
      case 'ShotNullified':
      case 'SkillVoided':
      case 'CoordinatedOrderGiven':
      case 'TemplateAttackResolved':
      case 'FriendlyFireHit':
      case 'DodgeResolved':
      case 'GutsRequirementChecked':
      case 'GutsRollResolved':
      case 'GutsMoved':
        return s;
    }
  },
};
