// Necromunda's state (fighters, the hit in progress), its one evolve and its ruleset for the kernel.
export { evolveNecromunda, foldNecromunda } from './evolveNecromunda.ts';
export { necromundaRuleset } from './necromundaRuleset.ts';
export type {
  HitInProgress,
  HitStep,
  NecromundaFighterState,
  NecromundaGame,
  NecromundaState,
  ResolvedHit,
} from './necromundaState.ts';
