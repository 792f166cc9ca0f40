import type { NecromundaCitationId } from './necromundaCitations.ts';

/** A weapon's Damage: a number of points, or '–' (written here as 'dash'). */
export type Damage = number | 'dash';

export interface DamageOutcome {
  readonly woundsLeft: number;
  /** Injury dice the Damage itself calls for (a Damage '–' weapon's own dice come from its trait). */
  readonly injuryDice: number;
  readonly rules: readonly NecromundaCitationId[];
}

/**
 * An unsaved wounding hit's Damage on a fighter: each point removes a Wound; the point that takes the
 * last Wound calls for one Injury dice and each point beyond it one more. A fighter already at 0
 * Wounds rolls one Injury dice per point (docs/rulings.md, Necromunda). Damage '–' removes no Wound.
 */
export const inflictDamage = (wounds: number, damage: Damage): DamageOutcome => {
  if (!Number.isInteger(wounds) || wounds < 0) {
    throw new RangeError(
      `necromunda/inflict-damage/fighters: Wounds must be a whole number of 0 or more, got ${wounds}`,
    );
  }
  if (damage === 'dash') return { woundsLeft: wounds, injuryDice: 0, rules: ['necromunda/damage/dash-weapons'] };
  if (!Number.isInteger(damage) || damage < 1) {
    throw new RangeError(
      `necromunda/inflict-damage/fighters: Damage is '–' or a whole number of 1 or more, got ${damage}`,
    );
  }
  const removed = Math.min(wounds, damage);
  const woundsLeft = wounds - removed;
  const injuryDice = woundsLeft > 0 ? 0 : wounds > 0 ? 1 + damage - removed : damage;
  return { woundsLeft, injuryDice, rules: ['necromunda/inflict-damage/fighters'] };
};
