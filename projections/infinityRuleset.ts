import type { Ruleset } from '../kernel/index.ts';
import { arbiterCatalogue } from '../events/arbiterCatalogue.ts';
import type { ArbiterEvent } from '../rules/events/index.ts';
import type { GameState } from '../rules/state/index.ts';
import { gameProjection } from './gameProjection.ts';

/** Infinity (N3, N4, N5) as the kernel reaches it: its events' catalogue and its one evolve. */
export const infinityRuleset: Ruleset<GameState | null, ArbiterEvent> = {
  id: 'infinity',
  catalogue: arbiterCatalogue,
  projection: gameProjection,
};
