import * as E from 'fp-ts/lib/Either.js';
import { TrooperSkillC } from '../rules/events/codecs/index.ts';
import type { TrooperSkill } from '../rules/profiles/index.ts';
import type { GameState } from '../rules/state/index.ts';
import { playRefusal, type PlayRefusal } from './playRefusal.ts';
import type { DiceDue } from './question.ts';

/**
 * The skills typed after a saving roll's faces to decline them for this Order (`3 18 decline nwi`,
 * rules/combat/declineAtWound.ts). Skill names only: the engine judges whether they may be declined.
 */
export const declineAnswer = (due: DiceDue, text: string): E.Either<PlayRefusal, readonly TrooperSkill[]> => {
  if (due.purpose !== 'saving-roll')
    return E.left(playRefusal('only a saving roll may decline Dogged or No Wound Incapacitation', 'play/dice'));
  const words = text.split(/[\s,]+/).filter((w) => w !== '');
  if (words.length === 0) return E.left(playRefusal('after decline, name the skill: dogged or nwi', 'play/dice'));
  const skills: TrooperSkill[] = [];
  for (const w of words) {
    if (!TrooperSkillC.is(w)) return E.left(playRefusal(`'${w}' is not a skill: decline dogged or nwi`, 'play/dice'));
    skills.push(w);
  }
  return E.right(skills);
};

/** The hint shown with a saving roll of a trooper with Dogged or NWI: how to decline it for this Order. */
export const declineHint = (s: GameState, due: DiceDue): string => {
  if (due.purpose !== 'saving-roll' || s.edition === 'n3') return '';
  const skills = s.table.troopers[due.trooper]?.profile.skills ?? [];
  const optional = skills.filter((k) => k === 'dogged' || k === 'nwi');
  return optional.length === 0 ? '' : ` (to decline it for this Order: the faces, then decline ${optional.join(' ')})`;
};
