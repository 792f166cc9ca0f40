// Necromunda (the archived pre-2023 rules), a second ruleset beside Infinity's: pure rule
// functions and their citations. Nothing here imports Infinity's rules.
export { NECROMUNDA_RULESET } from './necromundaCitationEntry.ts';
export type { NecromundaCitationEntry } from './necromundaCitationEntry.ts';
export { NECROMUNDA_CITATIONS, necromundaCitation, isNecromundaCitationId } from './necromundaCitations.ts';
export type { NecromundaCitation, NecromundaCitationId } from './necromundaCitations.ts';
export { d6Odds } from './d6Odds.ts';
export type { D6Target } from './d6Odds.ts';
export { woundTarget } from './woundTarget.ts';
export type { WoundRow, WoundTarget } from './woundTarget.ts';
export { facingToughness } from './facingToughness.ts';
export type { Facing, FacingToughness, VehicleFacings } from './facingToughness.ts';
export { saveTarget } from './saveTarget.ts';
export type { NoSaveReason, SaveInput, SaveTarget } from './saveTarget.ts';
export { INJURY_RESULTS, INJURY_RULES, isInjuryResult } from './injuryResult.ts';
export type { InjuryResult } from './injuryResult.ts';
export { applyInjury, currentToughness, freshFighter } from './applyInjury.ts';
export type { FighterStatus, InjuredFighter, InjuryOutcome } from './applyInjury.ts';
export { inflictDamage } from './inflictDamage.ts';
export type { Damage, DamageOutcome } from './inflictDamage.ts';
export { checkDieFace, checkInches } from './dieFace.ts';
export type { DieSides } from './dieFace.ts';
export { checkHitProfile, raisedByOne } from './hitProfile.ts';
export type { HitProfile } from './hitProfile.ts';
export { FALLING_MIN_INCHES, checkFallingTable, fallingHit, fallingRow } from './fallingHit.ts';
export type { FallingHit, FallingRow, FallingTable } from './fallingHit.ts';
