/*
 * Decisions (docs/rulings.md "Rerolls of support rolls"):
 * - A Doctor or Engineer WIP Roll (not the kits' PH Rolls) that failed may be rolled again, each
 *   die after the first listed with the Order's dice, without a new Order or ARO; the last die stands.
 * - First the skill's own (ReRoll -X) (N5: `doctor-reroll-3`…), once per Order, at WIP -X; then a
 *   Command Token per die (N4 Operational Use; N5 the Doctor and Engineer pages' note) on a
 *   Doctor's patient with a Cube or an Engineer's with Remote Presence, at WIP without the -X.
 * - A die after a passed one, a reroll with nothing left to give it, or N3: refused.
 */
import * as E from 'fp-ts/lib/Either.js';
import type { CitationId } from '../citations/index.ts';
import { mod, normalRoll, successValue, type NormalRollResult, type SuccessValue } from '../dice/index.ts';
import type { Edition } from '../edition.ts';
import type { TrooperSkill } from '../profiles/trooperProfile.ts';
import { refuse, type Refusal } from '../refusal.ts';

export type RerolledSkill = 'doctor' | 'engineer';

/** The -X of the user's (ReRoll -X) for `skill`, or null without one. */
export const rerollMod = (skills: readonly TrooperSkill[], skill: RerolledSkill): number | null => {
  if (skills.includes(`${skill}-reroll-6`)) return -6;
  if (skills.includes(`${skill}-reroll-3`)) return -3;
  return null;
};

/** The rule of the skill's (ReRoll -X), per edition (only N5 was read). */
export const skillRerollCitation = (edition: Edition, skill: RerolledSkill): CitationId | null =>
  edition === 'n5' ? `n5/skills/${skill}-reroll` : null;

/** The rule of a Command Token spent on the reroll, per edition (N3: none). */
export const tokenRerollCitation = (edition: Edition, skill: RerolledSkill): CitationId | null =>
  edition === 'n3' ? null : `${edition}/command-tokens/reroll-${skill}`;

/** Whether a token may reroll this skill's roll on this patient: a Doctor's on a Cube, an Engineer's on Remote Presence. */
export const tokenRerollFits = (skill: RerolledSkill, patientSkills: readonly TrooperSkill[]): boolean =>
  patientSkills.includes(skill === 'doctor' ? 'cube' : 'remote-presence');

/** One die of the support roll, its SV and what allowed it. */
export interface SupportDie {
  readonly face: number;
  readonly source: 'roll' | 'skill' | 'token';
  readonly sv: SuccessValue;
  readonly result: NormalRollResult;
  readonly passed: boolean;
  readonly citation: CitationId | null;
}

export interface RerollInput {
  readonly edition: Edition;
  readonly skill: RerolledSkill;
  readonly user: string;
  readonly userSkills: readonly TrooperSkill[];
  readonly patient: string;
  readonly patientSkills: readonly TrooperSkill[];
  readonly wip: number;
  readonly faces: readonly number[];
  /** The Command Tokens the player has left (null: not checked here). */
  readonly tokensLeft: number | null;
}

/** Each die of a support roll judged, whether the last passed, and the Command Tokens spent. */
export interface SupportRerolls {
  readonly dice: readonly SupportDie[];
  readonly passed: boolean;
  readonly tokens: number;
}

export type RerollRuling = E.Either<Refusal, SupportRerolls>;

const judge = (
  edition: Edition,
  roller: string,
  wip: number,
  face: number,
  x: { readonly value: number; readonly citation: CitationId } | null,
): { readonly sv: SuccessValue; readonly result: NormalRollResult } => {
  const sv = successValue(edition, 'WIP', wip, x === null ? [] : [mod(x.value, 'ReRoll -X', x.citation)]);
  return { sv, result: normalRoll(edition, { roller, sv: sv.value, faces: sv.value < 1 ? [] : [face] }) };
};

const die = (
  face: number,
  source: SupportDie['source'],
  j: { readonly sv: SuccessValue; readonly result: NormalRollResult },
  citation: CitationId | null,
): SupportDie => ({ face, source, ...j, passed: j.result.successes + j.result.criticals > 0, citation });

/** Each die of a Doctor or Engineer roll, first and rerolls, judged in turn; or why a reroll may not be made. */
export const judgeSupportRerolls = (i: RerollInput): RerollRuling => {
  const dice: SupportDie[] = [];
  let skillUsed = rerollMod(i.userSkills, i.skill) === null || skillRerollCitation(i.edition, i.skill) === null;
  let tokens = 0;
  for (const [n, face] of i.faces.entries()) {
    const last = dice[dice.length - 1];
    if (last === undefined) {
      dice.push(die(face, 'roll', judge(i.edition, i.user, i.wip, face, null), null));
      continue;
    }
    const skillCite = skillRerollCitation(i.edition, i.skill);
    const tokenCite = tokenRerollCitation(i.edition, i.skill);
    const cite = skillCite ?? tokenCite ?? 'n3/skills/support-unsourced';
    if (last.passed) return E.left(refuse(`${i.user}'s ${i.skill} roll passed with die ${n}: nothing to reroll`, cite));
    if (!skillUsed) {
      skillUsed = true;
      const x = { value: rerollMod(i.userSkills, i.skill) ?? 0, citation: skillCite ?? cite };
      dice.push(die(face, 'skill', judge(i.edition, i.user, i.wip, face, x), skillCite));
      continue;
    }
    if (tokenCite === null)
      return E.left(refuse(`no reroll of a ${i.skill} roll is ruled in ${i.edition.toUpperCase()}`, cite));
    if (!tokenRerollFits(i.skill, i.patientSkills))
      return E.left(
        refuse(
          `${i.patient} has no ${i.skill === 'doctor' ? 'Cube' : 'Remote Presence'}: no Command Token rerolls ${i.user}'s ${i.skill} roll${rerollMod(i.userSkills, i.skill) === null ? '' : ' (its ReRoll -X is spent, once per Order)'}`,
          tokenCite,
        ),
      );
    if (i.tokensLeft !== null && tokens + 1 > i.tokensLeft)
      return E.left(refuse(`no Command Token left for reroll ${n} (${i.tokensLeft} left)`, tokenCite));
    tokens += 1;
    dice.push(die(face, 'token', judge(i.edition, i.user, i.wip, face, null), tokenCite));
  }
  return E.right({ dice, passed: dice[dice.length - 1]?.passed ?? false, tokens });
};
