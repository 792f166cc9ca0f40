import type { DiceMode } from './diceChoice.ts';
import type { Damage } from './inflictDamage.ts';
import type { NecromundaCitationId } from './necromundaCitations.ts';

export interface VehicleHitDiceInput {
  /** The weapon's Damage characteristic. */
  readonly damage: Damage;
  /** A close combat attack (+1 Location dice). */
  readonly closeCombat: boolean;
  /** How the Damage dice are read: choose-one by default, apply-all when a rule says so. */
  readonly damageMode?: DiceMode;
}

export interface DiceOwed {
  readonly count: number;
  /** How several dice are read (one die is simply applied). */
  readonly mode: DiceMode;
}

export interface VehicleHitDice {
  readonly location: DiceOwed;
  readonly damage: DiceOwed;
  readonly rules: readonly NecromundaCitationId[];
}

const RULE: NecromundaCitationId = 'necromunda/damage/vehicles';

/**
 * The dice one unsaved wounding hit on a vehicle calls for: one Location dice (two in close combat,
 * one kept), then as many Damage dice as the weapon's Damage, whatever Wounds the vehicle has left,
 * one kept unless a rule applies them all. A Damage '–' weapon rolls neither (docs/rulings.md,
 * Necromunda).
 */
export const vehicleHitDice = (input: VehicleHitDiceInput): VehicleHitDice => {
  const damageMode = input.damageMode ?? 'choose-one';
  if (input.damage === 'dash') {
    return { location: { count: 0, mode: 'choose-one' }, damage: { count: 0, mode: damageMode }, rules: [RULE] };
  }
  if (!Number.isInteger(input.damage) || input.damage < 1) {
    throw new RangeError(`${RULE}: Damage is '–' or a whole number of 1 or more, got ${input.damage}`);
  }
  return {
    location: { count: input.closeCombat ? 2 : 1, mode: 'choose-one' },
    damage: { count: input.damage, mode: damageMode },
    rules: [RULE],
  };
};
