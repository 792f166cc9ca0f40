import { hitOdds, saveTarget, woundTarget, type InjuryFaces } from '../../rules/necromunda/index.ts';
import type { HitDeclared } from '../../events/necromunda/index.ts';
import type { NecromundaState } from '../../projections/necromunda/index.ts';

/**
 * The chance, as the hit was declared, that it puts its target Out of Action (hitOdds: the wound
 * roll against the target's Toughness then, its save, the Damage on its Wounds left, then the
 * Injury dice with the faces entered for the audit, stacking on its Flesh Wounds). Null when the
 * target is not in the state (a log the fold would refuse anyway).
 */
export const hitOutOfActionOdds = (state: NecromundaState, e: HitDeclared, faces: InjuryFaces): number | null => {
  const target = state?.fighters[e.target];
  if (target === undefined) return null;
  const odds = hitOdds({
    wound: woundTarget(e.weapon.strength, target.toughness).target,
    save: saveTarget({
      armour: target.profile.save,
      ap: e.weapon.ap,
      bonus: e.saveBonus,
      unmodifiable: target.profile.saveUnmodifiable,
      savesForbidden: e.noSaveTrait !== null,
    }),
    damage: e.weapon.damage,
    wounds: target.woundsLeft,
    fighter: { baseToughness: target.profile.toughness, fleshWounds: target.fleshWounds, status: target.status },
    injuryFaces: faces,
    traitInjuryDice: e.traitInjuryDice,
  });
  return odds.outOfAction;
};
