import { INTUITIVE_ATTACK_BURST, SPECULATIVE_ATTACK_BURST } from '../combat/index.ts';
import type { SkillDeclaration } from '../orders/skillDeclaration.ts';

/** The attacks made without LoF to their target: Speculative Attack and Intuitive Attack. */
export type OutOfLofAttack = Extract<SkillDeclaration, { skill: 'speculative-fire' | 'intuitive-attack' }>;

export const isOutOfLofAttack = (s: SkillDeclaration): s is OutOfLofAttack =>
  s.skill === 'speculative-fire' || s.skill === 'intuitive-attack';

/** An attack without LoF as the one-shot BS Attack it is rolled (and spends a Disposable use) as. */
export const asBsAttack = (decl: OutOfLofAttack): Extract<SkillDeclaration, { skill: 'bs-attack' }> => ({
  skill: 'bs-attack',
  weapon: decl.weapon,
  targets: [
    {
      target: decl.target,
      burst: decl.skill === 'speculative-fire' ? SPECULATIVE_ATTACK_BURST : INTUITIVE_ATTACK_BURST,
    },
  ],
});
