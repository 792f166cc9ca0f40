import { refuse, type Refusal } from '../refusal.ts';
import {
  commandTokenCitation,
  formOrderPools,
  inTacticalPhase,
  reactiveTurnCitation,
  regularAfterMove,
  tokenUseCitation,
  tokenUseRefusal,
  tokenUsesCitation,
  withRegularOrder,
  type TokenUse,
} from '../orders/index.ts';
import { fireteamOf } from '../fireteams/index.ts';
import type { GameState } from '../state/index.ts';
import { trooperView, withTrooper, trooperWith } from '../table/index.ts';
import type { ArbiterEvent, EventOf } from '../events/index.ts';
import type { GameCommand } from './gameCommand.ts';
import { decided, type Decision } from './decision.ts';
import { memoLast2 } from './memoLast.ts';
import { tokenLimitRefusal } from './strategicTokenEvents.ts';

type Cmd = Extract<GameCommand, { type: 'command-token' }>;

const useOf = (cmd: Cmd): TokenUse => {
  switch (cmd.use) {
    case 'change-group':
      return { use: 'change-group', trooper: cmd.trooper, group: cmd.group };
    case 'regular-order':
      return { use: 'regular-order', trooper: cmd.trooper };
    case 'ignore-retreat':
      return { use: 'ignore-retreat', trooper: cmd.trooper };
  }
};

/**
 * An Executive or Operational Use refused as the rules say (rules/orders/executiveTokens.ts): a
 * use the edition has; only the Active Player, never in its Reactive Turn; the Executive Uses in
 * the Tactical Phase, before the first Order; a token left, and not past an opponent's Strategic
 * limit; a Fireteam member stays in its group (reading); then what the use asks of its trooper.
 */
export const refuseCommandToken = (c: GameState, cmd: Cmd): Refusal | null => {
  const edition = c.edition;
  const cite = tokenUseCitation(edition, cmd.use) ?? tokenUsesCitation(edition);
  if (c.activePlayer === null)
    return refuse(
      `no Active Turn is running: ${cmd.player} spends a Command Token in its own Active Turn`,
      reactiveTurnCitation(edition),
    );
  if (c.activePlayer !== cmd.player)
    return refuse(
      `${cmd.player} is in its Reactive Turn: no Command Token is spent there (only the Active Player, ${c.activePlayer})`,
      reactiveTurnCitation(edition),
    );
  if (tokenUseCitation(edition, cmd.use) === null) return tokenUseRefusal(context(c), cmd.player, useOf(cmd));
  if (c.order !== null)
    return refuse(`Order ${c.orders} is still running: a Command Token is spent between Orders`, cite);
  if (inTacticalPhase(cmd.use) && !c.tacticalPhase)
    return refuse(
      `${cmd.player} has given an Order: the ${cmd.use} use is made in the Tactical Phase, before the first Order`,
      cite,
    );
  if ((c.tokens[cmd.player] ?? 0) < 1)
    return refuse(`${cmd.player} has no Command Token left`, commandTokenCitation(edition));
  const limited = tokenLimitRefusal(c);
  if (limited !== null) return limited;
  const team = fireteamOf(c.fireteams, cmd.trooper);
  if (cmd.use === 'change-group' && team !== undefined)
    return refuse(
      `${cmd.trooper} is a member of Fireteam ${team.id}: a Fireteam is of one Combat Group, cancel it first (reading)`,
      cite,
    );
  return tokenUseRefusal(context(c), cmd.player, useOf(cmd));
};

const context = (c: GameState): Parameters<typeof tokenUseRefusal>[0] => {
  const army = c.armies.find((a) => a.player === c.activePlayer);
  return {
    table: c.table,
    groups: army?.groups.map((g) => g.id) ?? [],
    pools: c.pools,
    retreat: c.activePlayer !== null && (c.retreat ?? []).includes(c.activePlayer),
    ignoringRetreat: c.ignoringRetreat ?? [],
  };
};

/** The Regular Orders per group as an event carries them. */
const poolsOf = (regular: Readonly<Record<string, number>>): { group: string; regular: number }[] =>
  Object.entries(regular).map(([group, n]) => ({ group, regular: n }));

/** What the use changes, on top of the token spent. */
type Changes = Partial<Pick<EventOf<'CommandTokenSpent'>, 'group' | 'pools' | 'irregularLeft'>>;

const changes = (c: GameState, cmd: Cmd): Changes => {
  const view = trooperView(c.table, cmd.trooper);
  const army = c.armies.find((a) => a.player === cmd.player);
  const pools = c.pools;
  if (view === undefined || army === undefined || pools === null) return {};
  switch (cmd.use) {
    case 'change-group': {
      // The Order Count with the trooper in its new group, against the one before (executiveTokens.ts).
      const lieutenant = c.lieutenants[cmd.player] ?? null;
      const moved = withTrooper(c.table, cmd.trooper, (t) => trooperWith(t, { group: cmd.group }));
      const before = formOrderPools(c.table, army, lieutenant).regular;
      const after = formOrderPools(moved, army, lieutenant).regular;
      return { group: cmd.group, pools: poolsOf(regularAfterMove(pools.regular, before, after)) };
    }
    case 'regular-order': {
      const next = withRegularOrder(pools, cmd.trooper, view.group);
      return { group: view.group, pools: poolsOf(next.regular), irregularLeft: next.irregular[cmd.trooper] ?? 0 };
    }
    case 'ignore-retreat':
      return {};
  }
};

/** The token spent and what its use changes. */
export const commandTokenEvents = (c: GameState, cmd: Cmd): readonly ArbiterEvent[] => [
  {
    type: 'CommandTokenSpent',
    round: c.round,
    player: cmd.player,
    use: cmd.use,
    commandTokensLeft: (c.tokens[cmd.player] ?? 0) - 1,
    trooper: cmd.trooper,
    ...changes(c, cmd),
    citation: tokenUseCitation(c.edition, cmd.use) ?? tokenUsesCitation(c.edition),
  },
];

/** An Executive or Operational Use of a Command Token, or why it may not be made. */
export const decideCommandToken = memoLast2((c: GameState, cmd: Cmd): Decision =>
  decided(refuseCommandToken(c, cmd), () => commandTokenEvents(c, cmd)),
);
