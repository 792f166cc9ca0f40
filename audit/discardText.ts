import { declinedSkillName } from '../rules/combat/index.ts';
import type { TrooperSkill } from '../rules/profiles/index.ts';

/**
 * The dice a player discarded from a roll with Special Dice, in words: "; discards die 2 (20),
 * keeps 14 2 9" (places counted from 1, as the recorded game gives them). Empty without discards.
 */
/** Optional skills declined with a saving roll, in words: "; No Wound Incapacitation declined by its player". */
export const declineText = (decline: readonly TrooperSkill[] | undefined): string =>
  decline === undefined || decline.length === 0
    ? ''
    : `; ${decline.map(declinedSkillName).join(' and ')} declined by its player`;

export const discardText = (faces: readonly number[], discard: readonly number[] | undefined): string => {
  if (discard === undefined || discard.length === 0) return '';
  const dropped = discard.map((i) => `${i + 1} (${faces[i] ?? '?'})`).join(', ');
  const kept = faces.filter((_, i) => !discard.includes(i)).join(' ');
  return `; discards ${discard.length === 1 ? 'die' : 'dice'} ${dropped} (Special ${discard.length === 1 ? 'Die' : 'Dice'}), keeps ${kept}`;
};
