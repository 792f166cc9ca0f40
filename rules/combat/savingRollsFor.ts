/*
 * Decisions (facts.md §3):
 * - `hits` counts every successful hit, Criticals included; `crits` is how many of them were
 *   Criticals (so crits ≤ hits). Note: FaceToFaceSide.hits counts non-critical hits only — pass
 *   `side.hits + side.criticals` as hits.
 * - N3: a Critical replaces one of that hit's ARM/BTS Rolls with a Wound lost without rolling;
 *   the hit's other rolls (DA, EXP) are still made (UNCONFIRMED for DA/EXP; N ammo is explicit).
 * - N4/N5: each Critical adds one saving roll of the same kind.
 * - Smoke (no damage): no rolls, and a Critical does nothing either.
 * - A roll against an attribute (PARA: PH-6) whose SV is below 1 is never rolled: each such roll
 *   fails on its own (counted with the automatic failures, inflicting the spec's failure).
 */
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import type { SavingRollSpec } from './savingRollSpec.ts';

export interface SavingRollCount {
  readonly rolls: number;
  /** Saves failed with no roll (N3 Criticals: a Wound each; a PARA roll with SV below 1: IMM-A). */
  readonly automaticWounds: number;
  readonly citations: readonly CitationId[];
}

const count = (value: number, what: string): number => {
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`${what} is a count, not ${String(value)}`);
  return value;
};

/** How many saving rolls a target makes, and how many Wounds it loses without rolling. */
export const savingRollsFor = (
  edition: Edition,
  input: { readonly hits: number; readonly crits: number; readonly spec: SavingRollSpec },
): SavingRollCount => {
  const hits = count(input.hits, 'hits');
  const crits = count(input.crits, 'crits');
  if (crits > hits) throw new RangeError(`crits (${crits}) are counted among the hits (${hits})`);
  const { spec } = input;
  if (spec.edition !== edition) throw new RangeError(`a ${spec.edition} saving roll spec counted under ${edition}`);
  if (spec.noDamage) return { rolls: 0, automaticWounds: 0, citations: spec.citations };
  const perHit = spec.rollsPerHit;
  switch (edition) {
    case 'n3':
      return {
        rolls: (hits - crits) * perHit + crits * (perHit - 1),
        automaticWounds: crits,
        // N3's Critical rule is part of each ammunition's entry, already in spec.citations.
        citations: spec.citations,
      };
    case 'n4':
    case 'n5': {
      const rolls = hits * perHit + crits;
      const citations: readonly CitationId[] =
        crits > 0
          ? [...spec.citations, edition === 'n4' ? 'n4/critical/extra-saving-roll' : 'n5/critical/extra-saving-roll']
          : spec.citations;
      if (spec.threshold.kind === 'attribute-roll' && spec.threshold.sv < 1) {
        return {
          rolls: 0,
          automaticWounds: rolls,
          citations: [...citations, edition === 'n4' ? 'n4/rolls/sv-below-1' : 'n5/rolls/sv-below-1'],
        };
      }
      return { rolls, automaticWounds: 0, citations };
    }
  }
};
