import * as E from 'fp-ts/lib/Either.js';
import { createActor } from 'xstate';
import { createGameSession, orderMachine, type Ledger, type OrderCommand } from '../../machines/index.ts';
import { evolve } from '../../projections/index.ts';
import type { ArbiterEvent } from '../../events/index.ts';
import type { ArmyList } from '../../rules/profiles/index.ts';
import type { GameState } from '../../rules/state/index.ts';
import type { TableView } from '../../rules/table/index.ts';

/** The armies a table's troopers make, by player and Combat Group, in the table's order. */
const armiesOf = (table: TableView): readonly ArmyList[] => {
  const players = [...new Set(Object.values(table.troopers).map((t) => t.player))];
  return players.map((player) => {
    const mine = Object.values(table.troopers).filter((t) => t.player === player);
    const groups = [...new Set(mine.map((t) => t.group))];
    return {
      player,
      faction: player,
      lieutenant: null,
      groups: groups.map((id) => ({ id, troopers: mine.filter((t) => t.group === id).map((t) => t.profile) })),
    };
  });
};

/**
 * One Order played on a given table (states, wounds, uses as the test sets them): the owner of
 * `trooper` starts its Turn, and the order machine runs on a ledger of that game (XMage-style:
 * given this table, these declarations and dice, then these events and states).
 */
export const orderOnTable = (table: TableView, trooper: string, machine: typeof orderMachine = orderMachine) => {
  const player = table.troopers[trooper]?.player ?? '';
  const session = createGameSession({ edition: table.edition, title: 'given table', armies: armiesOf(table) });
  if (E.isLeft(session.send({ type: 'start-turn', player }))) throw new Error(`${player}'s Turn does not start`);
  let state: GameState = { ...session.state(), table };
  const events: ArbiterEvent[] = [];
  const ledger: Ledger = {
    get state() {
      return state;
    },
    record(es) {
      for (const e of es) {
        state = evolve(state, e);
        events.push(e);
      }
    },
  };
  const actor = createActor(machine, {
    input: { ledger, order: state.orders + 1, activation: { type: 'activate', trooper } },
  }).start();
  return {
    /** Sends a command; whether the Order took it (it recorded events). */
    send(command: OrderCommand): boolean {
      const before = events.length;
      actor.send(command);
      return events.length > before;
    },
    events: (): readonly ArbiterEvent[] => events,
    state: (): GameState => state,
    table: (): TableView => state.table,
    step: (): string => String(actor.getSnapshot().value),
    done: (): boolean => actor.getSnapshot().status === 'done',
  };
};
