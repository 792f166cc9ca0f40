import type { D6Target } from './d6Odds.ts';
import type { NecromundaCitationId } from './necromundaCitations.ts';

/** What a save roll is made against (docs/rulings.md, Necromunda, reads each part). */
export interface SaveInput {
  /** The armour's save (4 for 4+), or 'none' for an unarmoured model. */
  readonly armour: D6Target | 'none';
  /** The weapon's Armour Penetration as written: 0 for '–', -2 for -2. */
  readonly ap: number;
  /** Positive save modifiers, summed (0 when none). */
  readonly bonus: number;
  /** Armour that positive modifiers cannot improve. */
  readonly unmodifiable: boolean;
  /** A weapon trait that allows no save. */
  readonly savesForbidden: boolean;
}

export type NoSaveReason = 'trait-forbids' | 'no-armour' | 'cancelled-by-ap';

/**
 * How "AP greater than the save granted" is read (docs/rulings.md, Necromunda). `passes-six`, ours:
 * the save is lost when the modified target passes 6 (no face could make it). `bare-numbers`: also
 * lost when the AP's size exceeds the armour's N of N+ (a 2+ save against AP -3 is lost), the
 * other reading, for what-if forks.
 */
export type ApReading = 'passes-six' | 'bare-numbers';

export const AP_READINGS: readonly ApReading[] = ['passes-six', 'bare-numbers'];

export type SaveTarget =
  | {
      readonly kind: 'save';
      readonly target: D6Target;
      /** Before clamping to 2+ (the page sets no best save; see docs/rulings.md). */
      readonly modified: number;
      readonly rules: readonly NecromundaCitationId[];
    }
  | {
      readonly kind: 'no-save';
      readonly reason: NoSaveReason;
      /** The target the modifiers reached (7 or more) when AP cancelled the save. */
      readonly modified?: number;
      readonly rules: readonly NecromundaCitationId[];
    };

const checkInput = (input: SaveInput): void => {
  const where = 'necromunda/save-roll';
  if (!Number.isInteger(input.ap) || input.ap > 0) {
    throw new RangeError(`${where}/armour-penetration: AP is written 0 ('–') or negative (-1, -2…), got ${input.ap}`);
  }
  if (!Number.isInteger(input.bonus) || input.bonus < 0) {
    throw new RangeError(
      `${where}/positive-modifiers: a save bonus is a whole number of 0 or more, got ${input.bonus}`,
    );
  }
};

const asTarget = (n: number): D6Target => (n <= 2 ? 2 : n >= 6 ? 6 : (n as D6Target));

/**
 * The save roll's target, or why there is none. AP adds its size to the armour's target and a bonus
 * takes its size off (an unarmoured model with a bonus counts as 7+); the save is cancelled when the
 * modified target passes 6, i.e. when no die face could make it; under the `bare-numbers` reading,
 * also when the AP's size exceeds the armour's N.
 */
export const saveTarget = (input: SaveInput, reading: ApReading = 'passes-six'): SaveTarget => {
  checkInput(input);
  if (input.savesForbidden)
    return { kind: 'no-save', reason: 'trait-forbids', rules: ['necromunda/save-roll/no-save-traits'] };
  const unarmoured = input.armour === 'none';
  const bonus = unarmoured || !input.unmodifiable ? input.bonus : 0;
  if (unarmoured && bonus === 0) return { kind: 'no-save', reason: 'no-armour', rules: ['necromunda/save-roll/when'] };
  const rules: NecromundaCitationId[] = ['necromunda/save-roll/when'];
  if (bonus > 0) rules.push('necromunda/save-roll/positive-modifiers');
  if (input.ap < 0) rules.push('necromunda/save-roll/armour-penetration');
  const modified = (unarmoured ? 7 : input.armour) - bonus - input.ap;
  const bare = reading === 'bare-numbers' && !unarmoured && -input.ap > input.armour;
  if (modified > 6 || bare) return { kind: 'no-save', reason: 'cancelled-by-ap', modified, rules };
  return { kind: 'save', target: asTarget(modified), modified, rules };
};
