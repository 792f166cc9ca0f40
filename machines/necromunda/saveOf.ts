import { saveTarget, type ApReading, type SaveTarget } from '../../rules/necromunda/index.ts';
import { hitTarget } from './hitTarget.ts';
import type { NecromundaGame } from '../../projections/necromunda/index.ts';

/**
 * The save the hit in progress allows, or why it allows none, under a reading of AP (the game's is
 * saveTarget's default, docs/rulings.md; a what-if may ask for the other).
 */
export const saveOf = (g: NecromundaGame, reading?: ApReading): SaveTarget => {
  const hit = g.hit;
  if (hit === null) throw new Error('saveOf: no hit in progress');
  const target = hitTarget(g);
  return saveTarget(
    {
      armour: target.save,
      ap: hit.declared.weapon.ap,
      bonus: hit.declared.saveBonus,
      unmodifiable: target.saveUnmodifiable,
      savesForbidden: hit.declared.noSaveTrait !== null,
    },
    reading,
  );
};
