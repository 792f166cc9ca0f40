/*
 * Decisions (facts.md §10, seed 004):
 * - N3: Motorcycle/REM -3 and TAG -6 do not stack: a TAG takes -6, otherwise a Motorcycle or
 *   REM takes -3.
 * - The template -3 (no LoF to the template user, or a Deployable such as a Mine) is one -3,
 *   however many of its causes apply (N3 text: "the Roll becomes PH-3"); N4/N5 read the same.
 * - N3 Dodge needs LoF to the attacker except against a template that affects the trooper
 *   (refused otherwise). N4/N5 have no such requirement here (an ARO through ZoC may Dodge);
 *   whether the trooper may react at all is the ARO check's business.
 * - N4/N5 have no unit-type MOD (UNCONFIRMED: inf-dice hint). N5's truncated "-3 PH" box is read
 *   as the same template/Deployable -3 as N4.
 * - State MODs (IMM-A -6 in N4/N5) and state refusals come from canDeclare.
 */
import * as E from 'fp-ts/lib/Either.js';
import { mod, type Mod } from '../dice/index.ts';
import type { Edition } from '../edition.ts';
import type { UnitType } from '../profiles/index.ts';
import { refuse, type Refusal } from '../refusal.ts';
import { canDeclare } from './allowedSkills.ts';
import type { ModStack } from './bsAttackMods.ts';
import type { TrooperState } from './trooperState.ts';

export type TemplateContact = 'none' | 'direct' | 'impact';

export interface DodgeSituation {
  readonly unitType: UnitType;
  readonly motorcycle: boolean;
  /** The attack dodged is a template that affects the trooper, and which kind. */
  readonly template: TemplateContact;
  readonly lofToAttacker: boolean;
  /** The attack is a Deployable weapon (a Mine, an E/Mauler). */
  readonly deployable: boolean;
  readonly states: readonly TrooperState[];
}

export type DodgeMods = E.Either<Refusal, ModStack>;

/** The MODs to a Dodge PH roll, or why the trooper cannot Dodge. */
export const dodgeMods = (edition: Edition, s: DodgeSituation): DodgeMods => {
  const verdict = canDeclare(edition, s.states, 'dodge');
  if (E.isLeft(verdict)) return E.left(verdict.left.refusal);
  const mods: Mod[] = [...verdict.right.mods];
  const templateLike = s.template !== 'none' || s.deployable;
  const templatePenalty = templateLike && (s.deployable || !s.lofToAttacker);
  const why = s.deployable ? 'Dodge against a Deployable weapon' : 'Dodge against a template without LoF to its user';
  switch (edition) {
    case 'n3':
      if (!templateLike && !s.lofToAttacker) {
        return E.left(
          refuse('Dodge needs LoF to the attacker unless a template affects the trooper', 'n3/dodge/requires-lof'),
        );
      }
      if (s.unitType === 'TAG') mods.push(mod(-6, 'TAG Dodge', 'n3/dodge/unit-type'));
      else if (s.motorcycle) mods.push(mod(-3, 'Motorcycle Dodge', 'n3/dodge/unit-type'));
      else if (s.unitType === 'REM') mods.push(mod(-3, 'Remote Dodge', 'n3/dodge/unit-type'));
      if (templatePenalty) mods.push(mod(-3, why, 'n3/dodge/templates'));
      break;
    case 'n4':
    case 'n5':
      if (templatePenalty) mods.push(mod(-3, why, edition === 'n4' ? 'n4/dodge/templates' : 'n5/dodge/templates'));
      break;
  }
  return E.right({ mods, citations: [...new Set([...verdict.right.citations, ...mods.map((m) => m.citation)])] });
};
