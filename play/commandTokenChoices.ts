import type { GameCommand } from '../machines/index.ts';
import { commandRefusal } from '../rules/decide/index.ts';
import type { GameState } from '../rules/state/index.ts';
import { command, type Choice } from './question.ts';

const legal = (s: GameState, c: GameCommand): boolean => commandRefusal(s, c) === null;

/**
 * The Active Player's Executive and Operational Uses of a Command Token the rules allow now
 * (rules/orders/executiveTokens.ts): each trooper moved to each other Combat Group of its army,
 * each Irregular Order made Regular, each trooper made to ignore Retreat!.
 */
export const commandTokenChoices = (s: GameState, names: (id: string) => string): readonly Choice[] => {
  const player = s.activePlayer;
  if (player === null) return [];
  const groups = s.armies.find((a) => a.player === player)?.groups.map((g) => g.id) ?? [];
  const out: Choice[] = [];
  for (const [trooper, view] of Object.entries(s.table.troopers)) {
    if (view.player !== player) continue;
    for (const group of groups.filter((g) => g !== view.group)) {
      const c: GameCommand = { type: 'command-token', player, use: 'change-group', trooper, group };
      if (legal(s, c)) out.push(command(`Command Token: move ${names(trooper)} to Combat Group ${group}`, c));
    }
    const regular: GameCommand = { type: 'command-token', player, use: 'regular-order', trooper };
    if (legal(s, regular))
      out.push(command(`Command Token: ${names(trooper)}'s Irregular Order becomes Regular`, regular));
    const ignore: GameCommand = { type: 'command-token', player, use: 'ignore-retreat', trooper };
    if (legal(s, ignore)) out.push(command(`Command Token: ${names(trooper)} ignores Retreat!`, ignore));
  }
  return out;
};
