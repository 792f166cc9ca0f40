import type { NecromundaCitationId } from '../../rules/necromunda/index.ts';
import type { NecromundaGame } from '../../projections/necromunda/index.ts';
import { modelOf, type ModelRef } from './modelOf.ts';

/** What the wound and save rolls of the hit in progress read from its target, fighter or vehicle. */
export interface HitTarget {
  readonly model: ModelRef;
  /** The Toughness wounded against: the fighter's after Flesh Wounds, or the vehicle facing's. */
  readonly toughness: number;
  readonly toughnessRules: readonly NecromundaCitationId[];
  readonly save: ModelRef['state']['profile']['save'];
  readonly saveUnmodifiable: boolean;
}

/** The hit in progress's target as its rolls read it. */
export const hitTarget = (g: NecromundaGame): HitTarget => {
  const hit = g.hit;
  if (hit === null) throw new Error('hitTarget: no hit in progress');
  const model = modelOf(g, hit.declared.target);
  if (model === undefined) throw new Error(`hitTarget: no model ${hit.declared.target}`);
  const { save, saveUnmodifiable } = model.state.profile;
  if (model.kind === 'fighter')
    return { model, toughness: model.state.toughness, toughnessRules: [], save, saveUnmodifiable };
  const facing = hit.declared.facing;
  if (facing === null) throw new Error(`hitTarget: hit ${hit.declared.hit} on a vehicle has no facing`);
  return {
    model,
    toughness: model.state.profile.toughness[facing.facing],
    toughnessRules: ['necromunda/wound-roll/vehicle-facing'],
    save,
    saveUnmodifiable,
  };
};
