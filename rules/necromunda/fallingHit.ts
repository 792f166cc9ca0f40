import { checkInches } from './dieFace.ts';
import { checkHitProfile, type HitProfile } from './hitProfile.ts';
import type { NecromundaCitationId } from './necromundaCitations.ts';

/** The shortest fall that is a hit. */
export const FALLING_MIN_INCHES = 3;

/** One row of the falling table: the profile of a fall of `fromInches` (whole inches) or more, to the next row. */
export interface FallingRow {
  readonly fromInches: number;
  readonly profile: HitProfile;
}

/**
 * The falling hits by distance. The page says the hit depends on the distance but gives no profile:
 * the table is entered from the players' rulebook (docs/rulings.md, Necromunda), checked here: its
 * first row starts at 3", rows rise by whole inches, every profile is a hit's.
 */
export type FallingTable = readonly FallingRow[];

export type FallingHit =
  | { readonly kind: 'no-hit'; readonly inches: number; readonly rules: readonly NecromundaCitationId[] }
  | {
      readonly kind: 'hit';
      /** The distance rounded up to the inch, which picks the row. */
      readonly roundedInches: number;
      readonly profile: HitProfile;
      readonly rules: readonly NecromundaCitationId[];
    };

const RULE: NecromundaCitationId = 'necromunda/damage/falling';

export const checkFallingTable = (table: FallingTable): void => {
  if (table.length === 0) {
    throw new RangeError(
      `${RULE}: no falling table is given (tables.falling): the page refers to one for the hit's profile`,
    );
  }
  if (table[0]?.fromInches !== FALLING_MIN_INCHES) {
    throw new RangeError(`${RULE}: the falling table's first row is a fall of ${FALLING_MIN_INCHES}" or more`);
  }
  table.forEach((row, i) => {
    const before = i === 0 ? undefined : table[i - 1];
    if (!Number.isInteger(row.fromInches) || (before !== undefined && row.fromInches <= before.fromInches)) {
      throw new RangeError(
        `${RULE}: the falling table's rows start at whole inches, each after the one before (row ${i + 1}: ${row.fromInches}")`,
      );
    }
    checkHitProfile(RULE, row.profile);
  });
};

/** The row of a fall of `inches` whole inches (3 or more): the last row starting at or before it. */
export const fallingRow = (table: FallingTable, inches: number): FallingRow => {
  const row = table.filter((r) => r.fromInches <= inches).at(-1);
  if (row === undefined) throw new RangeError(`${RULE}: no row of the falling table covers ${inches}"`);
  return row;
};

/**
 * A fall's hit: none under 3" (the measured distance, not rounded: 2.5" is no hit), else the table's
 * profile for the distance rounded up to the inch (3.2" reads the 4" row).
 */
export const fallingHit = (distance: number, table: FallingTable): FallingHit => {
  checkInches(RULE, 'the distance fallen', distance);
  checkFallingTable(table);
  if (distance < FALLING_MIN_INCHES) return { kind: 'no-hit', inches: distance, rules: [RULE] };
  const roundedInches = Math.ceil(distance);
  return { kind: 'hit', roundedInches, profile: fallingRow(table, roundedInches).profile, rules: [RULE] };
};
