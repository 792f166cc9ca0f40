import type { EventOf } from '../rules/events/index.ts';
import { fireteamLevels, type Fireteam } from '../rules/fireteams/index.ts';
import type { GameState, OrderState } from '../rules/state/index.ts';
import type { TableView } from '../rules/table/index.ts';
import { gameWith, orderWith } from './stateCopies.ts';

/** The Fireteams formed at deployment, as the army lists of GameStarted name them. */
export const deployedFireteams = (armies: EventOf<'GameStarted'>['armies']): readonly Fireteam[] =>
  armies.flatMap((a) =>
    (a.fireteams ?? []).map((f) => ({
      id: f.id,
      player: a.player,
      kind: f.kind,
      leader: f.leader,
      members: [f.leader, ...f.members.filter((m) => m !== f.leader)],
    })),
  );

/** The Order with the Fireteam levels of its troopers as the teams stand (N5 level 2 and above; none: left out). */
export const withFireteamLevels = (o: OrderState, table: TableView, teams: readonly Fireteam[]): OrderState => {
  const levels = fireteamLevels(table, teams);
  if (Object.keys(levels).length === 0) {
    if (o.fireteamLevels === undefined) return o;
    const { fireteamLevels: _gone, ...rest } = o;
    return rest;
  }
  return { ...o, fireteamLevels: levels };
};

/** Steps in which a Fireteam change still counts for the Order's rolls: it is declared, nothing is rolled. */
const DECLARING: readonly OrderState['step'][] = ['activation', 'order-expenditure', 'first-skill'];

/**
 * A Fireteam change folded into the game: the team as the event gives it replaces the one of its
 * id (a cancelled one is removed); a Command Token spent to form it is taken off; a Fireteam Order
 * activates its members with the Leader (the Order's `coordinated`, as the event lists them).
 */
export const evolveFireteam = (s: GameState, e: EventOf<'FireteamChanged'>): GameState => {
  const team: Fireteam = { ...e.fireteam, player: e.player };
  const others = s.fireteams.filter((f) => f.id !== e.fireteam.id);
  const fireteams = e.change === 'cancelled' ? others : [...others, team];
  const tokens = e.commandTokensLeft === undefined ? s.tokens : { ...s.tokens, [e.player]: e.commandTokensLeft };
  const given =
    e.change === 'order' && s.order !== null && e.fireteam.members.length > 1
      ? orderWith(s.order, {
          coordinated: e.fireteam.members.filter((m) => m !== e.fireteam.leader),
          fireteam: e.fireteam.id,
        })
      : s.order;
  // Members leaving as the Order is declared change the level its rolls get; later changes (Integrity) do not.
  const order =
    given !== null && DECLARING.includes(given.step) ? withFireteamLevels(given, s.table, fireteams) : given;
  return gameWith(s, { fireteams, tokens, order });
};
