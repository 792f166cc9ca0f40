import { inEdition } from '../editions/inEdition.ts';
import type { CitationId } from '../citations/index.ts';
import { mod, type Mod } from '../dice/index.ts';
import type { Edition } from '../edition.ts';
import type { WeaponProfile } from '../profiles/index.ts';

/**
 * In range: the band's MOD. Out of range: the attack fails automatically — nothing is rolled,
 * the Order is still spent and a Disposable weapon still spends its use.
 */
export type RangeResult =
  | { readonly kind: 'in-range'; readonly mod: Mod }
  | {
      readonly kind: 'out-of-range';
      readonly maxRange: number;
      readonly roll: false;
      readonly orderSpent: true;
      readonly disposableSpent: true;
      readonly citation: CitationId;
    };

export const rangeCitation = (edition: Edition): CitationId => inEdition(edition, 'bs-attack/range');

/**
 * The range MOD for a measured distance (inches). A band covers distances above the previous
 * band's limit up to and including its own; the first band starts at 0. The bands come from the
 * weapon profile (N3 per-weapon limits, N4/N5 fixed 8-inch bands), so the rule is the same in
 * every edition; only the citation differs.
 */
export const rangeMod = (
  edition: Edition,
  weapon: WeaponProfile,
  distanceInches: number,
  /** The rule giving these bands, when not the weapon's own profile (Suppressive Fire's SF Mode). */
  bandsRule?: CitationId,
): RangeResult => {
  if (!Number.isFinite(distanceInches) || distanceInches < 0) {
    throw new RangeError(`a distance is 0 inches or more, not ${String(distanceInches)}`);
  }
  if (weapon.ranges.length === 0) {
    throw new RangeError(
      `${weapon.name} has no range bands (a Direct Template is placed at its user, not rolled at a range)`,
    );
  }
  const citation = bandsRule ?? rangeCitation(edition);
  let from = 0;
  for (const band of weapon.ranges) {
    if (distanceInches <= band.upTo) {
      return { kind: 'in-range', mod: mod(band.mod, `range ${from}-${band.upTo}" (${weapon.name})`, citation) };
    }
    from = band.upTo;
  }
  return { kind: 'out-of-range', maxRange: from, roll: false, orderSpent: true, disposableSpent: true, citation };
};
