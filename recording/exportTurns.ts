import * as E from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import {
  createGameSession,
  isOrderCommand,
  type GameCommand,
  type GameInput,
  type GameSession,
} from '../machines/index.ts';
import type { OrderKind } from '../rules/orders/index.ts';
import type { FireteamSpec } from '../rules/fireteams/index.ts';
import { OrderDraft } from './exportOrder.ts';
import type { PlayersOrder, ScriptOrder, ScriptTurnC } from './recordedGameCodec.ts';

type ScriptTurn = t.TypeOf<typeof ScriptTurnC>;
type Players = GameCommand & { readonly type: 'rule-by-players' };

/** The Order a trooper spends when its player names none: its own Irregular, then Tactical Order, else a Regular one. */
const usualKind = (session: GameSession, trooper: string): OrderKind => {
  const pools = session.state().pools;
  if ((pools?.irregular[trooper] ?? 0) > 0) return 'irregular';
  return (pools?.tactical?.[trooper] ?? 0) > 0 ? 'tactical' : 'regular';
};

/** An Order ruled by the players as a file writes it: what the outcome leaves out is what it did not change. */
const playersOrder = (c: Players, usual: OrderKind): PlayersOrder => {
  const o = c.outcome;
  const filled = <V>(r: Readonly<Record<string, V>> | undefined): boolean =>
    r !== undefined && Object.keys(r).length > 0;
  const orders = o.orders ?? [];
  const one = orders.length === 1 && orders[0]?.trooper === c.trooper && (orders[0].order ?? usual) === usual;
  return {
    trooper: c.trooper,
    ruledByPlayers: {
      declared: c.declared,
      ...(c.skills === undefined || c.skills.length === 0 ? {} : { skills: c.skills }),
      ...(filled(c.dice) ? { dice: c.dice } : {}),
      ...(c.note === undefined ? {} : { note: c.note }),
      outcome: {
        ...(one ? {} : { orders }),
        ...((o.commandTokens ?? 0) === 0 ? {} : { commandTokens: o.commandTokens }),
        ...(filled(o.wounds) ? { wounds: o.wounds } : {}),
        ...(filled(o.enter) ? { enter: o.enter } : {}),
        ...(filled(o.leave) ? { leave: o.leave } : {}),
        ...(filled(o.uses) ? { uses: o.uses } : {}),
        ...((o.outOfPlay ?? []).length === 0 ? {} : { outOfPlay: o.outOfPlay }),
        // The states are the engine's free text here; the file's codec checks them (exportRecordedGame).
      } as PlayersOrder['ruledByPlayers']['outcome'],
    },
  };
};

/**
 * The Turns of a recorded game from the commands of a whole game (every Turn ended): each Order
 * as the recorder reads it back. Left when the commands cannot be written in the format: a game
 * stopped inside a Turn, or an Order whose commands come in an order a file cannot give.
 */
export const turnsOf = (setup: GameInput, commands: readonly GameCommand[]): E.Either<string, ScriptTurn[]> => {
  const session = createGameSession(setup, { runtime: 'compiled' });
  const turns: ScriptTurn[] = [];
  let turn: {
    player: string;
    orders: ScriptOrder[];
    fireteams: FireteamSpec[];
    strategic?: ScriptTurn['strategicToken'];
    tokens: NonNullable<ScriptTurn['commandTokens']>[number][];
  } | null = null;
  let draft: OrderDraft | null = null;
  let cancels: string[] = [];
  const close = (): string | null => {
    if (draft === null || turn === null) return null;
    const order = draft.order();
    draft = null;
    if (typeof order === 'string') return order;
    turn.orders.push(order);
    return null;
  };
  try {
    for (const [i, c] of commands.entries()) {
      const at = `command ${i} (${c.type})`;
      const fail = (why: string): E.Either<string, ScriptTurn[]> =>
        E.left(`${at}: a recorded game cannot hold it: ${why}`);
      if (c.type !== 'start-turn' && c.type !== 'score-round' && c.type !== 'end-game' && turn === null)
        return fail('it comes outside a Turn');
      let problem: string | null = null;
      if (isOrderCommand(c)) problem = draft === null ? 'it comes outside an Order' : draft.add(c);
      else
        switch (c.type) {
          case 'start-turn':
            if (turn !== null) return fail('a Turn starts before the last one ended');
            turn = { player: c.player, orders: [], fireteams: [], tokens: [] };
            break;
          case 'form-fireteam':
            if (turn === null || turn.orders.length > 0 || draft !== null || cancels.length > 0)
              return fail(
                'a Fireteam formed after the first Order of the Turn (a file forms them in the Tactical Phase)',
              );
            turn.fireteams.push(c.fireteam);
            break;
          case 'strategic-token': {
            if (turn === null || turn.orders.length > 0 || draft !== null || turn.fireteams.length > 0)
              return fail('a Strategic Use after the Tactical Phase began its Fireteams or Orders');
            const { type: _t, ...use } = c;
            turn.strategic = use;
            break;
          }
          case 'command-token': {
            if (turn === null || turn.orders.length > 0 || draft !== null || turn.fireteams.length > 0)
              return fail(
                'a Command Token spent after the Fireteams or Orders began (a file spends them in the Tactical Phase)',
              );
            const { type: _t, player, ...use } = c;
            turn.tokens.push(player === turn.player ? use : { ...use, player });
            break;
          }
          case 'cancel-fireteam':
            problem = close();
            cancels.push(c.fireteam);
            break;
          case 'activate':
            problem = close();
            draft = new OrderDraft(c, usualKind(session, c.trooper), cancels);
            cancels = [];
            break;
          case 'rule-by-players':
            problem =
              close() ?? (cancels.length > 0 ? 'a Fireteam cancelled before an Order ruled by the players' : null);
            turn?.orders.push(playersOrder(c, usualKind(session, c.trooper)));
            break;
          case 'end-turn':
            problem = close() ?? (cancels.length > 0 ? 'a Fireteam cancelled at the end of a Turn' : null);
            if (turn !== null)
              turns.push({
                player: turn.player,
                ...(turn.strategic === undefined ? {} : { strategicToken: turn.strategic }),
                ...(turn.tokens.length === 0 ? {} : { commandTokens: turn.tokens }),
                ...(turn.fireteams.length === 0 ? {} : { fireteams: turn.fireteams }),
                orders: turn.orders,
                ...(c.lieutenant === undefined ? {} : { lieutenant: c.lieutenant }),
                ...(c.regeneration === undefined ? {} : { regeneration: c.regeneration }),
              });
            turn = null;
            break;
          case 'score-round': {
            const last = turns.pop();
            if (last === undefined || turn !== null) return fail('a round is scored after a Turn ends');
            turns.push({
              ...last,
              roundEnd: { dominate: c.dominate, ...(c.classified === undefined ? {} : { classified: c.classified }) },
            });
            break;
          }
          case 'end-game': {
            const last = turns.pop();
            if (last === undefined || turn !== null) return fail('the game ends after a Turn');
            turns.push({ ...last, endGame: true });
            break;
          }
          default: {
            const unhandled: never = c;
            return fail(`unknown command ${JSON.stringify(unhandled)}`);
          }
        }
      if (problem !== null) return fail(problem);
      const r = session.send(c);
      if (E.isLeft(r)) return fail(`the engine refuses it: ${r.left.reason}`);
    }
    if (turn !== null)
      return E.left(
        `the game stops inside Turn ${turns.length + 1} (${turn.player}'s)${session.where().order === null ? '' : ', inside an Order'}: a recorded game holds whole Turns (every Turn of a file ends); finish the Turn, or export the events up to its start`,
      );
    return E.right(turns);
  } finally {
    session.stop();
  }
};
