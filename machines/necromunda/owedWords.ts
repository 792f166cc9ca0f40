import type { HitInProgress } from '../../projections/necromunda/index.ts';

/** What the hit in progress waits for, in words: `a wound roll is owed`. */
export const owedWords = (hit: HitInProgress): string => {
  switch (hit.step) {
    case 'wound-roll':
      return 'its wound roll is owed';
    case 'save-roll':
      return 'its save roll is owed';
    case 'damage':
      return 'its Damage is being inflicted';
    case 'injury-dice': {
      const left = hit.injuryDiceOwed - hit.injuryDiceRolled;
      return `${left} Injury ${left === 1 ? 'dice is' : 'dice are'} owed`;
    }
  }
};
