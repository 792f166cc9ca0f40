/*
 * Decisions (docs/rulings.md "Close Combat Special Skills", Protheion):
 * - N4 and N5 (the N4 revision of the page reads the same with Wounds for VITA): every Wound a
 *   Protheion user's CC Attack (or Berserk, a CC Attack) inflicts this Order on a target with
 *   Wounds/VITA (not STR) first removes a Wound the user had received before this Order's saves,
 *   then raises its VITA by 1, never more than 2 above its profile. The user's own Wounds of the
 *   same Order are applied after (N5 sequence; read the same in N4).
 * - Coup de Grâce is not modelled, so a Protheion Coup de Grâce never happens here.
 * - N3 Protheion has Levels and its own damage (PH against BTS): refused with the other N3 CC
 *   Special Skills (ccSkillRefusal).
 */
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';

/** At most this many points of VITA (Wounds) above the profile. */
export const PROTHEION_MAX_GAIN = 2;

export const protheionCitation = (edition: Exclude<Edition, 'n3'>): CitationId =>
  edition === 'n4' ? 'n4/skills/protheion' : 'n5/skills/protheion';

/** What Protheion gives back for the Wounds inflicted: Wounds removed first, then VITA gained. */
export interface ProtheionGain {
  readonly woundsRemoved: number;
  readonly vitaGained: number;
}

/**
 * The gain of `inflicted` Wounds for a user that had received `wounds` and already gained
 * `gained` VITA: remove Wounds first, then raise VITA up to the cap; the rest is lost.
 */
export const protheionGain = (
  user: { readonly wounds: number; readonly gained: number },
  inflicted: number,
): ProtheionGain => {
  const woundsRemoved = Math.min(inflicted, user.wounds);
  const vitaGained = Math.max(0, Math.min(inflicted - woundsRemoved, PROTHEION_MAX_GAIN - user.gained));
  return { woundsRemoved, vitaGained };
};
