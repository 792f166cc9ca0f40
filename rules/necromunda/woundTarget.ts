import type { D6Target } from './d6Odds.ts';
import type { NecromundaCitationId } from './necromundaCitations.ts';

/** Which row of the Strength-vs-Toughness table decided a wound roll. */
export type WoundRow = 'double-or-more' | 'greater' | 'equal' | 'lower' | 'half-or-lower';

export interface WoundTarget {
  readonly target: D6Target;
  readonly row: WoundRow;
  readonly rule: NecromundaCitationId;
}

const row = (r: WoundRow, target: D6Target): WoundTarget => ({ target, row: r, rule: 'necromunda/wound-roll/table' });

const checkCharacteristic = (name: string, value: number): void => {
  if (!Number.isInteger(value) || value < 1) {
    throw new RangeError(`necromunda/wound-roll/table: ${name} must be a whole number of 1 or more, got ${value}`);
  }
};

/**
 * The wound roll's target for a weapon's Strength against a Toughness. The two most specific rows
 * (S at least twice T, S at most half T) are checked before the plain comparisons, or 2+ and 6+
 * could never be reached.
 */
export const woundTarget = (strength: number, toughness: number): WoundTarget => {
  checkCharacteristic('Strength', strength);
  checkCharacteristic('Toughness', toughness);
  if (strength >= 2 * toughness) return row('double-or-more', 2);
  if (2 * strength <= toughness) return row('half-or-lower', 6);
  if (strength > toughness) return row('greater', 3);
  if (strength === toughness) return row('equal', 4);
  return row('lower', 5);
};
