/*
 * Decisions (docs/rulings.md "Movement skills"):
 * - Cautious Movement, Jump and Climb carry a route like a Move; its length is checked against
 *   the skill's allowance. Cautious Movement and Climb are halved while Prone as any Movement skill
 *   (N3 rounding up); N3 refuses Jump and Climb while Prone; N4/N5 Jump cancels Prone first.
 * - Super-Jump: a Jump is the short version (N4 Short Movement Skill, N5 first Basic Short Skill)
 *   unless declared `long`; N3 Super-Jump is not modelled (a Jump is always the Entire Order).
 */
import * as E from 'fp-ts/lib/Either.js';
import { inEdition } from '../editions/inEdition.ts';
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import type { MovementSkillId, SkillDeclaration } from '../orders/skillDeclaration.ts';
import type { TrooperSkill } from '../profiles/trooperProfile.ts';
import { refuse, type Refusal } from '../refusal.ts';
import type { MoveAllowance } from './moveAllowance.ts';
import { normalizeStates, type TrooperState } from './trooperState.ts';

export type MovementDeclaration = Extract<SkillDeclaration, { readonly skill: MovementSkillId }>;

const NAME: Readonly<Record<MovementSkillId, string>> = {
  'cautious-move': 'Cautious Movement',
  jump: 'Jump',
  climb: 'Climb',
};

export const movementSkillName = (skill: MovementSkillId): string => NAME[skill];

export const movementSkillCitation = (edition: Edition, skill: MovementSkillId): CitationId => {
  switch (skill) {
    case 'cautious-move':
      return inEdition(edition, 'skills/cautious-movement');
    case 'jump':
      return inEdition(edition, 'skills/jump');
    case 'climb':
      return inEdition(edition, 'skills/climb');
  }
};

export const superJumpCitation = (edition: 'n4' | 'n5'): CitationId =>
  edition === 'n4' ? 'n4/skills/super-jump' : 'n5/skills/super-jump';

/** Whether this Jump is the short one a trooper with Super-Jump may declare (N4/N5), not the whole Order. */
export const isShortJump = (edition: Edition, skills: readonly TrooperSkill[], d: SkillDeclaration): boolean =>
  d.skill === 'jump' && edition !== 'n3' && skills.includes('super-jump') && d.long !== true;

/** Whether a movement skill fills the whole Order (N3/N4 Entire Order, N5 Long Skill): all but a short Jump. */
export const movementFillsOrder = (
  edition: Edition,
  skills: readonly TrooperSkill[],
  d: MovementDeclaration,
): boolean => !isShortJump(edition, skills, d);

const proneHalved = (edition: Edition, base: number, reason: string, cites: readonly CitationId[]): MoveAllowance => {
  switch (edition) {
    case 'n3': {
      const half = Math.ceil(base / 2);
      return {
        inches: half,
        reason: `${reason}, halved while Prone (rounding up): ${half}"`,
        citations: [...cites, 'n3/move/prone'],
      };
    }
    case 'n4':
    case 'n5':
      return {
        inches: base / 2,
        reason: `${reason}, halved while Prone: ${base / 2}"`,
        citations: [...cites, edition === 'n4' ? 'n4/states/prone' : 'n5/states/prone'],
      };
  }
};

export type AllowanceVerdict = E.Either<Refusal, MoveAllowance>;

/**
 * How far a Cautious Movement, Jump or Climb may go (`nth`: 1 for a second short Jump, N4):
 * - Cautious Movement: the first MOV value;
 * - Jump: N3/N4 the first MOV value, N5 plus 2"; with Super-Jump, short: the nth MOV value
 *   (N5 once per Order, the first), long: N4 both MOV values added, N5 the first plus 4";
 * - Climb: N3/N4 the first MOV value, N5 plus 2".
 */
export const movementSkillAllowance = (
  edition: Edition,
  d: MovementDeclaration,
  mov: readonly [number, number],
  nth: 0 | 1,
  states: readonly TrooperState[],
  skills: readonly TrooperSkill[],
): AllowanceVerdict => {
  const skill = movementSkillCitation(edition, d.skill);
  const prone = normalizeStates(states).includes('prone');
  const ok = (inches: number, reason: string, cites: readonly CitationId[]): AllowanceVerdict =>
    E.right(
      prone && d.skill !== 'jump' ? proneHalved(edition, inches, reason, cites) : { inches, reason, citations: cites },
    );
  if (prone && edition === 'n3' && d.skill !== 'cautious-move')
    return E.left(refuse(`a Prone trooper cannot ${NAME[d.skill]} (N3)`, skill));
  const n5 = edition === 'n5';
  switch (d.skill) {
    case 'cautious-move':
      return ok(mov[0], `the first MOV value, ${mov[0]}"`, [skill]);
    case 'climb':
      return n5
        ? ok(mov[0] + 2, `the first MOV value plus 2", ${mov[0] + 2}"`, [skill])
        : ok(mov[0], `the first MOV value, ${mov[0]}"`, [skill]);
    case 'jump': {
      if (edition === 'n3' || !skills.includes('super-jump')) {
        if (d.long !== undefined)
          return E.left(
            refuse(
              edition === 'n3'
                ? 'long names a Super-Jump Jump, which this engine does not model in N3'
                : 'long names the whole-Order Jump of a trooper with Super-Jump; without it every Jump fills the Order',
              skill,
            ),
          );
        return n5
          ? ok(mov[0] + 2, `the first MOV value plus 2", ${mov[0] + 2}"`, [skill])
          : ok(mov[0], `the first MOV value, ${mov[0]}"`, [skill]);
      }
      const sj = superJumpCitation(edition);
      if (d.long === true)
        return n5
          ? ok(mov[0] + 4, `Super-Jump as the Long Skill: the first MOV value plus 4", ${mov[0] + 4}"`, [skill, sj])
          : ok(mov[0] + mov[1], `Super-Jump as an Entire Order: both MOV values, ${mov[0] + mov[1]}"`, [skill, sj]);
      if (n5 && nth === 1)
        return E.left(refuse('Super-Jump: Jump is a Basic Short Skill only as the first skill of the Order, once', sj));
      return ok(mov[nth], `Super-Jump: the ${nth === 0 ? 'first' : 'second'} MOV value, ${mov[nth]}"`, [sj]);
    }
  }
};
