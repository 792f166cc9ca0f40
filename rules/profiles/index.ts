export type {
  Ammo,
  TemplateKind,
  WeaponTrait,
  RangeBand,
  WeaponBonus,
  WeaponMode,
  WeaponProfile,
} from './weaponProfile.ts';
export { AMMOS, isSmokeAmmo } from './weaponProfile.ts';
export type {
  UnitType,
  Training,
  TrooperSkill,
  ConcealmentSkill,
  MarkerSkill,
  SurvivalSkill,
  ImmunitySkill,
  Attributes,
  TrooperProfile,
  CombatGroup,
  ArmyList,
} from './trooperProfile.ts';
export { UNIT_TYPES } from './trooperProfile.ts';
export { weaponCatalogue, findWeapon } from './weaponCatalogue.ts';
export { ammoOffered, ammoChoiceNeeded, weaponAsFired } from './weaponAsFired.ts';
export type { HackingProgram, ProgramState } from './hackingPrograms.ts';
export { hackingPrograms, findProgram, programWeapon } from './hackingPrograms.ts';
