import { inEdition } from '../editions/inEdition.ts';
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import { pick } from '../editions/perEdition.ts';

/** A d20 result read against a Success Value under an edition. */
export interface JudgedDie {
  /** The face rolled, 1..20. */
  readonly face: number;
  readonly sv: number;
  /** The number compared in a Face to Face Roll (the face, plus the excess over 20 in N3/N4). */
  readonly result: number;
  readonly success: boolean;
  readonly critical: boolean;
  readonly citation: CitationId;
}

export const isDieFace = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 20;

/** Whether a roll is needed at all: below 1 the roll fails automatically, with no die. */
export const needsRoll = (sv: number): boolean => sv >= 1;

/** The rule for a Success Value above 20 (how the excess and the Critical range are read). */
export const svAbove20Citation = (edition: Edition): CitationId =>
  pick<CitationId>(edition, {
    n3: 'n3/rolls/attribute-above-20',
    n4: 'n4/rolls/sv-above-20',
    n5: 'n5/rolls/sv-above-20',
  });

export const svBelowOneCitation = (edition: Edition): CitationId =>
  pick<CitationId>(edition, { n3: 'n3/rolls/attribute-below-1', n4: 'n4/rolls/sv-below-1', n5: 'n5/rolls/sv-below-1' });

/**
 * Reads one die, citing the rule that decided it (N3/N4 above 20: the excess added to every die).
 * Up to 20 every edition agrees: success at or under the SV, Critical on the SV.
 * Above 20, N3/N4 add the excess to the die and any result of 20 or more is a Critical;
 * N5 (community changelog reading, documented in docs/rules-index.md) adds nothing and the
 * Critical range continues from 1: SV 23 gives Criticals on 20, 1, 2 and 3.
 */
export const judgeDie = (edition: Edition, sv: number, face: number): JudgedDie => {
  if (!isDieFace(face)) throw new RangeError(`a d20 shows 1 to 20, not ${String(face)}`);
  if (sv < 1) throw new RangeError(`SV ${sv} needs no roll (automatic failure)`);
  if (sv <= 20) {
    return {
      face,
      sv,
      result: face,
      success: face <= sv,
      critical: face === sv,
      // The rule that decided this die: a Critical by the Critical rule, any other by the Normal Roll's.
      citation: face === sv ? inEdition(edition, 'rolls/critical') : inEdition(edition, 'rolls/normal-roll'),
    };
  }
  const excess = sv - 20;
  switch (edition) {
    case 'n3':
    case 'n4': {
      const result = face + excess;
      return {
        face,
        sv,
        result,
        success: true,
        critical: result >= 20,
        citation: edition === 'n3' ? 'n3/rolls/attribute-above-20' : 'n4/rolls/sv-above-20',
      };
    }
    case 'n5': {
      // Only the Critical range is the above-20 rule's; the other dice succeed as in any Normal Roll.
      const critical = face === 20 || face <= excess;
      return {
        face,
        sv,
        result: face,
        success: true,
        critical,
        citation: critical ? 'n5/rolls/sv-above-20' : 'n5/rolls/normal-roll',
      };
    }
  }
};
