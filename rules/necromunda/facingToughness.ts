import type { NecromundaCitationId } from './necromundaCitations.ts';

/** A vehicle's Toughness by facing. */
export interface VehicleFacings {
  readonly front: number;
  readonly side: number;
  readonly rear: number;
}

export type Facing = keyof VehicleFacings;

export interface FacingToughness {
  readonly toughness: number;
  /** The facing used: the one given, or the toughest when the facing is in doubt. */
  readonly facing: Facing;
  readonly inDoubt: boolean;
  readonly rule: NecromundaCitationId;
}

const FACINGS: readonly Facing[] = ['front', 'side', 'rear'];

/**
 * The Toughness a hit on a vehicle is wounded against: the facing the attack comes from, or, when
 * the players cannot tell (`undefined`), the highest of the three.
 */
export const facingToughness = (facings: VehicleFacings, facing: Facing | undefined): FacingToughness => {
  const rule = 'necromunda/wound-roll/vehicle-facing';
  if (facing !== undefined) return { toughness: facings[facing], facing, inDoubt: false, rule };
  const toughest = FACINGS.reduce((best, f) => (facings[f] > facings[best] ? f : best));
  return { toughness: facings[toughest], facing: toughest, inDoubt: true, rule };
};
