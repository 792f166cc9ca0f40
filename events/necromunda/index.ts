// Necromunda's events (the Resolve Hits page): io-ts codecs, one union, the log catalogue (v2, v1 upcast).
export { necromundaCatalogue, NECROMUNDA_SCHEMA_VERSION } from './necromundaCatalogue.ts';
export { NECROMUNDA_EVENT_CODECS, NecromundaEventC } from './necromundaEvent.ts';
export type { NecromundaEvent, NecromundaEventType } from './necromundaEvent.ts';
export { AboardC, FighterTypeC, NecromundaFighterC } from './necromundaFighter.ts';
export type { Aboard, FighterType, NecromundaFighter } from './necromundaFighter.ts';
export { NecromundaVehicleC } from './necromundaVehicle.ts';
export type { NecromundaVehicle } from './necromundaVehicle.ts';
export { HitProfileC, NecromundaTablesC } from './necromundaTables.ts';
export type { NecromundaTables } from './necromundaTables.ts';
export { AftermathC, NecromundaGameStartedC } from './necromundaGameStarted.ts';
export type { Aftermath, NecromundaGameStarted } from './necromundaGameStarted.ts';
export { NecromundaWeaponC } from './necromundaWeapon.ts';
export type { NecromundaWeapon } from './necromundaWeapon.ts';
export { HitFacingC, HitSourceC } from './necromundaHitEvents.ts';
export type { HitDeclared, HitSource, SaveDenied, SaveRolled, WoundRolled } from './necromundaHitEvents.ts';
export type {
  DamageInflicted,
  FighterInjured,
  FighterOutOfAction,
  HitOutcome,
  HitResolved,
  InjuryDiceRolled,
} from './necromundaDamageEvents.ts';
export type {
  CrewLastingInjuryRolled,
  LastingDamageRolled,
  LocationRolled,
  ScrapClaimed,
  ThrownClearResolved,
  VehicleDamaged,
  VehicleDiceOwed,
  VehicleWrecked,
} from './necromundaVehicleEvents.ts';
export type {
  BrokenModelActivated,
  BrokenMoved,
  ConsequencesOwed,
  FallMeasured,
  LastingInjuryRolled,
  ModelBroken,
  NerveTestTaken,
  NerveTestsCalled,
  OwedDropped,
  RallyEntered,
  RetreatTested,
  SmokePlaced,
} from './necromundaAftermathEvents.ts';
export { OwedC, TestRolledC } from './necromundaOwed.ts';
export type { Owed, OwedKind, TestRolled } from './necromundaOwed.ts';
export { D6FaceC, DamageC, InjuryResultC, NecromundaCitationIdC } from './necromundaPrimitives.ts';
export { HIT_EVENT_TYPES, isHitEvent } from './hitEvent.ts';
export type { AftermathEvent, HitEvent, HitEventType } from './hitEvent.ts';
