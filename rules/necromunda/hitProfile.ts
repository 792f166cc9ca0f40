import type { NecromundaCitationId } from './necromundaCitations.ts';

/** A hit's profile, as a weapon's: Strength, AP as written (0 for '–', -1, -2…) and Damage. */
export interface HitProfile {
  readonly strength: number;
  readonly ap: number;
  readonly damage: number;
}

/** Refuses a profile that is not S ≥ 1, AP ≤ 0 and D ≥ 1, all whole, naming the rule it was entered for. */
export const checkHitProfile = (rule: NecromundaCitationId, p: HitProfile): void => {
  const whole = Number.isInteger(p.strength) && Number.isInteger(p.ap) && Number.isInteger(p.damage);
  if (!whole || p.strength < 1 || p.ap > 0 || p.damage < 1) {
    throw new RangeError(
      `${rule}: a hit's profile is a whole Strength of 1 or more, AP 0 or negative and Damage 1 or more, got S ${p.strength} AP ${p.ap} D ${p.damage}`,
    );
  }
};

/**
 * The profile raised by one step each: Strength +1, AP one step better (AP '–' becomes -1, -1
 * becomes -2) and Damage +1 (docs/rulings.md, Necromunda: "increase AP by 1").
 */
export const raisedByOne = (p: HitProfile): HitProfile => ({
  strength: p.strength + 1,
  ap: p.ap - 1,
  damage: p.damage + 1,
});
