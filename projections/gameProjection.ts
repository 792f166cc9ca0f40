import type { Projection } from '../kernel/index.ts';
import type { ArbiterEvent } from '../rules/events/index.ts';
import type { GameState } from '../rules/state/index.ts';
import { evolve } from './evolve.ts';

/** The game as a projection of its log: THE evolve, from no game. */
export const gameProjection: Projection<GameState | null, ArbiterEvent> = { initial: null, evolve };
