import type { NecromundaGame } from '../../projections/necromunda/index.ts';

/** Why a die has no hit to go to: none declared yet, or the last one is resolved. */
export const noHitWords = (g: NecromundaGame, what: string): string =>
  g.lastHit === null
    ? `no hit has been declared: a ${what} follows a hit`
    : `hit ${g.lastHit.hit} is resolved (${g.lastHit.outcome}) and no hit is in progress: a ${what} follows a hit`;
