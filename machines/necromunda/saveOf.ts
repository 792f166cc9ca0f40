import { saveTarget, type ApReading, type SaveTarget } from '../../rules/necromunda/index.ts';
import type { NecromundaGame } from '../../projections/necromunda/index.ts';

/**
 * The save the hit in progress allows, or why it allows none, under a reading of AP (the game's is
 * saveTarget's default, docs/rulings.md; a what-if may ask for the other).
 */
export const saveOf = (g: NecromundaGame, reading?: ApReading): SaveTarget => {
  const hit = g.hit;
  const target = hit === null ? undefined : g.fighters[hit.declared.target];
  if (hit === null || target === undefined) throw new Error('saveOf: no hit in progress');
  return saveTarget(
    {
      armour: target.profile.save,
      ap: hit.declared.weapon.ap,
      bonus: hit.declared.saveBonus,
      unmodifiable: target.profile.saveUnmodifiable,
      savesForbidden: hit.declared.noSaveTrait !== null,
    },
    reading,
  );
};
