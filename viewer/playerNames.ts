import type { ArbiterEvent } from '../events/index.ts';

/** Each player's name as the game's lists give it (their faction), by player id; empty before GameStarted. */
export const playerNames = (events: readonly ArbiterEvent[]): Readonly<Record<string, string>> => {
  const first = events[0];
  return first?.type === 'GameStarted' ? Object.fromEntries(first.armies.map((a) => [a.player, a.faction])) : {};
};
