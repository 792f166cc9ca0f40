/*
 * Decisions (seed 001, "Template Weapons and Friendly and Neutral troopers"):
 * - A template shot that affects any friendly or Neutral trooper is nullified; the other shots of
 *   the same Burst stand. N4/N5 read the same (UNCONFIRMED).
 * - Every enemy affected by a nullified shot keeps its right to an ARO.
 * - An Expendable weapon spends one use per nullified shot.
 */
import { inEdition } from '../editions/inEdition.ts';
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';

export type Allegiance = 'enemy' | 'friendly' | 'neutral';

export interface TemplateShot {
  readonly id: string;
  /** Every trooper the template touches, as measured at declaration. */
  readonly affected: readonly { readonly trooper: string; readonly side: Allegiance }[];
}

export interface NullifiedShots {
  readonly nullified: readonly string[];
  readonly kept: readonly string[];
  /** Enemies affected by a nullified shot: they may still declare an ARO. */
  readonly keepAro: readonly string[];
  readonly expendableUsesSpent: number;
  readonly citations: readonly CitationId[];
}

/** Which template shots are nullified by touching friendly or Neutral troopers. */
export const nullifiedShots = (
  edition: Edition,
  shots: readonly TemplateShot[],
  weapon: { readonly expendable: boolean },
): NullifiedShots => {
  const isNullified = (shot: TemplateShot): boolean => shot.affected.some((a) => a.side !== 'enemy');
  const nullified = shots.filter(isNullified);
  const kept = shots.filter((s) => !isNullified(s)).map((s) => s.id);
  const keepAro = [
    ...new Set(nullified.flatMap((s) => s.affected.filter((a) => a.side === 'enemy').map((a) => a.trooper))),
  ];
  return {
    nullified: nullified.map((s) => s.id),
    kept,
    keepAro,
    expendableUsesSpent: weapon.expendable ? nullified.length : 0,
    citations: nullified.length > 0 ? [inEdition(edition, 'templates/friendly-nullified')] : [],
  };
};
