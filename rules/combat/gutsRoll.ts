import { inEdition } from '../editions/inEdition.ts';
import type { CitationId } from '../citations/index.ts';
import { normalRoll, successValue, type Mod, type NormalRollResult } from '../dice/index.ts';
import type { Edition } from '../edition.ts';

export type GutsRollInput =
  | {
      readonly kind: 'roll';
      readonly roller: string;
      readonly wip: number;
      readonly mods: readonly Mod[];
      readonly face: number | null;
    }
  /** The owner may fail the Guts Roll on purpose: no die is rolled. */
  | { readonly kind: 'fail-on-purpose' }
  /** Courage: the owner chose to pass it automatically (nX/skills/courage): no die is rolled. */
  | { readonly kind: 'courage' };

export interface GutsRollResult {
  readonly passed: boolean;
  readonly roll: NormalRollResult | null;
  readonly citations: readonly CitationId[];
}

/**
 * A Guts Roll: one Normal WIP Roll at the end of the Order, whatever the number of Attacks; or a
 * failure chosen by the owner. `face` is null only when the SV is below 1 (nothing is rolled).
 */
export const gutsRoll = (edition: Edition, input: GutsRollInput): GutsRollResult => {
  const citation = inEdition(edition, 'guts/roll');
  switch (input.kind) {
    case 'fail-on-purpose':
      return { passed: false, roll: null, citations: [citation] };
    case 'courage':
      return { passed: true, roll: null, citations: [citation, inEdition(edition, 'skills/courage')] };
    case 'roll': {
      const sv = successValue(edition, 'WIP', input.wip, input.mods);
      if (sv.value >= 1 && input.face === null) throw new RangeError(`WIP SV ${sv.value}: the Guts Roll needs its die`);
      const roll = normalRoll(edition, {
        roller: input.roller,
        sv: sv.value,
        faces: input.face === null ? [] : [input.face],
      });
      return {
        passed: roll.successes + roll.criticals > 0,
        roll,
        citations: [citation, ...sv.citations, ...roll.citations],
      };
    }
  }
};
