import type { NecromundaEvent } from '../../events/necromunda/index.ts';
import { evolveNecromunda, type NecromundaGame, type NecromundaState } from '../../projections/necromunda/index.ts';

/** The game as a decider's first events leave it (folded with the one evolve), to decide what follows them. */
export const playEvents = (g: NecromundaGame, events: readonly NecromundaEvent[]): NecromundaGame => {
  const s = events.reduce<NecromundaState>(evolveNecromunda, g);
  if (s === null) throw new Error('a game folded to no game');
  return s;
};
