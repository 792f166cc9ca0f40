import type { CitationId } from '../citations/index.ts';
import type { SkillDeclaration } from '../orders/skillDeclaration.ts';

/** A declared skill whose requirements turned out unmet at Resolution: it is null (Idle). */
export interface VoidedSkill {
  readonly trooper: string;
  readonly position: 'first' | 'second' | 'aro';
  readonly skill: SkillDeclaration['skill'];
  readonly reason: string;
  readonly citation: CitationId;
}
