/*
 * Decisions:
 * - N4/N5 BS Attack into Close Combat is UNCONFIRMED (facts.md §8): the N3 Failure Category rule
 *   is applied in every edition.
 * - A roll whose SV is below 1 rolls no die (automatic failure) and so hits no ally.
 * - One die at a time: each failed die of the Burst is read on its own.
 */
import { inEdition } from '../editions/inEdition.ts';
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';

export interface FriendlyFireInput {
  /** The Success Value the attacker rolled against (ally MOD included). */
  readonly sv: number;
  /** The die face, or null when the SV was below 1 and nothing was rolled. */
  readonly face: number | null;
  /** The total MOD applied for allies in the Close Combat (e.g. -6 for one ally). */
  readonly allyMod: number;
}

export interface FriendlyFireResult {
  readonly hitsAlly: boolean;
  /** die − SV for a failed die; null when the die succeeded or none was rolled. */
  readonly failureCategory: number | null;
  readonly citation: CitationId;
}

/**
 * Whether a failed BS Attack die into a Close Combat hits an ally instead: the Failure Category
 * (face − SV) of a failed die at or under the size of the ally MOD means an ally (the attacker
 * picks which) takes the hit and saves against it. Seed: Angus BS 12 +3 −6 = 9 rolls 12, FC 3 ≤ 6.
 */
export const friendlyFire = (edition: Edition, input: FriendlyFireInput): FriendlyFireResult => {
  const citation = inEdition(edition, 'bs-attack/friendly-fire');
  const { sv, face, allyMod } = input;
  if (allyMod > 0) throw new RangeError(`the ally MOD is a penalty (0 or less), not ${allyMod}`);
  if (sv < 1) {
    if (face !== null) throw new RangeError(`SV ${sv} fails automatically: no die is rolled`);
    return { hitsAlly: false, failureCategory: null, citation };
  }
  if (face === null || !Number.isInteger(face) || face < 1 || face > 20) {
    throw new RangeError(`a d20 shows 1 to 20, not ${String(face)}`);
  }
  if (face <= sv) return { hitsAlly: false, failureCategory: null, citation };
  const failureCategory = face - sv;
  return { hitsAlly: allyMod < 0 && failureCategory <= Math.abs(allyMod), failureCategory, citation };
};
