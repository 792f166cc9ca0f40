// Necromunda's state (fighters, vehicles, the hit in progress, what is owed), its one evolve and its ruleset.
export { evolveNecromunda, foldNecromunda } from './evolveNecromunda.ts';
export { owedModel } from './gameChanges.ts';
export { necromundaRuleset } from './necromundaRuleset.ts';
export type {
  HitInProgress,
  HitStep,
  NecromundaFighterState,
  NecromundaGame,
  NecromundaState,
  NecromundaVehicleState,
  ResolvedHit,
} from './necromundaState.ts';
