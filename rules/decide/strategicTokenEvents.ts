import type { Refusal } from '../refusal.ts';
import { strategicCitation, strategicUseRefusal, type StrategicUse } from '../orders/index.ts';
import type { GameState } from '../state/index.ts';
import type { ArbiterEvent } from '../events/index.ts';
import type { GameCommand } from './gameCommand.ts';
import { decided, type Decision } from './decision.ts';
import { memoLast2 } from './memoLast.ts';

type Cmd = Extract<GameCommand, { type: 'strategic-token' }>;

const useOf = (cmd: Cmd): StrategicUse =>
  cmd.use === 'limit-tokens' ? { use: 'limit-tokens' } : { use: 'remove-orders', groups: cmd.groups };

/** The Strategic Use refused as the rules say (rules/orders/strategicTokens.ts), read on the game state. */
export const refuseStrategicToken = (c: GameState, cmd: Cmd): Refusal | null =>
  strategicUseRefusal(
    {
      table: c.table,
      round: c.round,
      activePlayer: c.activePlayer,
      playedThisRound: c.playedThisRound,
      tacticalPhase: c.tacticalPhase,
      pools: c.pools,
      tokensLeft: c.tokens[cmd.player] ?? 0,
      strategicSpent: c.strategic !== undefined,
    },
    cmd.player,
    useOf(cmd),
  );

/** The token spent, the Orders taken or the opponent's floor of Command Tokens for the Turn. */
export const strategicTokenEvents = (c: GameState, cmd: Cmd): readonly ArbiterEvent[] => {
  const active = c.activePlayer ?? '';
  return [
    {
      type: 'CommandTokenSpent',
      round: c.round,
      player: cmd.player,
      use: cmd.use,
      commandTokensLeft: (c.tokens[cmd.player] ?? 0) - 1,
      ...(cmd.use === 'remove-orders' ? { groups: cmd.groups } : { floor: Math.max(0, (c.tokens[active] ?? 0) - 1) }),
      citation: strategicCitation(c.edition),
    },
  ];
};

/** The Strategic Use, or why it may not be made. */
export const decideStrategicToken = memoLast2((c: GameState, cmd: Cmd): Decision =>
  decided(refuseStrategicToken(c, cmd), () => strategicTokenEvents(c, cmd)),
);

/** A Command Token the Active Player may not spend: its opponent's Strategic Use limited it to one this Turn. */
export const tokenLimitRefusal = (c: GameState): Refusal | null => {
  const floor = c.strategic?.floor;
  const player = c.activePlayer;
  if (floor === undefined || player === null || (c.tokens[player] ?? 0) > floor) return null;
  return {
    reason: `${player} may spend only one Command Token this Turn (its opponent's Strategic Use)`,
    citation: strategicCitation(c.edition),
  };
};
