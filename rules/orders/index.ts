export type { SkillId, SkillDeclaration, ShotAllocation, RollPurpose } from './skillDeclaration.ts';
export { SKILL_IDS, ROLL_PURPOSES } from './skillDeclaration.ts';
export type { SkillCategory } from './skillCategory.ts';
export { skillCategory, fillsWholeOrder, usableInAro, skillStructureCitation } from './skillCategory.ts';
export { declarationRefusal } from './declarationRefusal.ts';
export type { AroContext } from './aroRefusal.ts';
export { aroRefusal, aroEligible } from './aroRefusal.ts';
