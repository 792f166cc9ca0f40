import type { ArbiterEvent } from '../events/index.ts';

/** Trooper id → name, from the army lists of the game's GameStarted. */
export const trooperNames = (events: readonly ArbiterEvent[]): ReadonlyMap<string, string> => {
  const names = new Map<string, string>();
  for (const e of events) {
    if (e.type !== 'GameStarted') continue;
    for (const a of e.armies) for (const g of a.groups) for (const t of g.troopers) names.set(t.id, t.name);
  }
  return names;
};
