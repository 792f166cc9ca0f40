import type { ArbiterEvent } from '../events/index.ts';
import { orderOf } from '../events/index.ts';
import { trooperNames } from './trooperNames.ts';
import type { OrderList, OrderSpan } from './viewerApi.ts';

/** Every string anywhere in `value` that names a trooper of the game. */
const troopersIn = (value: unknown, names: ReadonlyMap<string, string>, found: Set<string>): void => {
  if (typeof value === 'string') {
    if (names.has(value)) found.add(value);
  } else if (Array.isArray(value)) {
    for (const v of value) troopersIn(v, names, found);
  } else if (typeof value === 'object' && value !== null) {
    for (const v of Object.values(value)) troopersIn(v, names, found);
  }
};

interface Building {
  readonly order: number;
  readonly first: number;
  last: number;
  trooper: string | null;
  player: string | null;
  readonly involved: Set<string>;
}

/**
 * The Orders of a log, for going to one by number or by trooper: each Order's first and last
 * event, the trooper it activated, and every trooper its events name (the ARO declarers, the
 * targets, whoever rolled, saved or was wounded), with the game's troopers by name. One pass.
 */
export const orderList = (events: readonly ArbiterEvent[]): OrderList => {
  const names = trooperNames(events);
  const orders = new Map<number, Building>();
  events.forEach((e, i) => {
    const o = orderOf(e);
    if (o === null) return;
    let b = orders.get(o);
    if (b === undefined) {
      b = { order: o, first: i + 1, last: i + 1, trooper: null, player: null, involved: new Set() };
      orders.set(o, b);
    }
    b.last = i + 1;
    if (e.type === 'TrooperActivated' && b.trooper === null) {
      b.trooper = e.trooper;
      b.player = e.player;
    }
    troopersIn(e, names, b.involved);
  });
  const spans = [...orders.values()]
    .sort((a, b) => a.order - b.order)
    .map((b): OrderSpan => ({
      order: b.order,
      first: b.first,
      last: b.last,
      trooper: b.trooper,
      player: b.player,
      involved: [...b.involved].sort(),
    }));
  return { troopers: [...names].map(([id, name]) => ({ id, name })), orders: spans };
};
