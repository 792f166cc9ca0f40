// Necromunda's events (the Resolve Hits page): io-ts codecs, one union, the log catalogue.
export { necromundaCatalogue, NECROMUNDA_SCHEMA_VERSION } from './necromundaCatalogue.ts';
export { NECROMUNDA_EVENT_CODECS, NecromundaEventC } from './necromundaEvent.ts';
export type { NecromundaEvent, NecromundaEventType } from './necromundaEvent.ts';
export { FighterTypeC, NecromundaFighterC, NecromundaGameStartedC } from './necromundaGameStarted.ts';
export type { FighterType, NecromundaFighter, NecromundaGameStarted } from './necromundaGameStarted.ts';
export { NecromundaWeaponC } from './necromundaHitEvents.ts';
export type { HitDeclared, NecromundaWeapon, SaveDenied, SaveRolled, WoundRolled } from './necromundaHitEvents.ts';
export type {
  DamageInflicted,
  FighterInjured,
  FighterOutOfAction,
  HitOutcome,
  HitResolved,
  InjuryDiceRolled,
} from './necromundaDamageEvents.ts';
export { D6FaceC, DamageC, InjuryResultC, NecromundaCitationIdC } from './necromundaPrimitives.ts';
