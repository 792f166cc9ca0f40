import { inEdition } from '../editions/inEdition.ts';
import type { CitationId } from '../citations/index.ts';
import type { Edition } from '../edition.ts';
import { ammoCitation } from '../combat/ammoCitation.ts';
import { isSmokeAmmo } from '../profiles/index.ts';
import { rollsPerHitIn, type Ammo } from './ammo.ts';

/** What a target must do after an attack: Saving Rolls to make, Wounds taken with no roll. */
export interface SavingRollCount {
  readonly rolls: number;
  readonly automaticWounds: number;
  readonly citations: readonly CitationId[];
}

const n3AmmoCitation = (ammo: Ammo): CitationId => {
  switch (ammo) {
    case 'N':
      return 'n3/ammo/normal';
    case 'AP':
      return 'n3/ammo/armour-piercing';
    case 'DA':
      return 'n3/ammo/double-action';
    case 'EXP':
      return 'n3/ammo/explosive';
    case 'Shock':
      return 'n3/ammo/shock';
    case 'Smoke':
      return 'n3/ammo/smoke';
    case 'PARA':
      return 'n3/ammo/para-unsourced';
    case 'E/M':
      return 'n3/ammo/em-unsourced';
    case 'Eclipse':
      return 'n3/ammo/eclipse-unsourced';
    case 'Stun':
      return 'n3/ammo/stun-unsourced';
  }
};

/**
 * Saving Rolls caused by `hits` ordinary hits and `crits` Critical hits.
 * - N3: a Critical removes 1 Wound with no roll, in place of the first of its ammunition's
 *   rolls (N/AP/Shock: nothing left to roll; DA: one roll left; EXP: two).
 * - N4/N5: a Critical makes the target roll once more than an ordinary hit does.
 * Smoke is non-lethal in every edition: no rolls, no Wounds, Critical or not.
 * PARA (N4/N5) counts like N: one PH-6 roll per hit, one more per Critical; N3 has no PARA rule
 * in the sources read (RangeError). E/M (N4/N5) counts like DA: two BTS rolls per hit, one more
 * per Critical; N3 has no E/M numbers in the sources read (RangeError).
 */
export const savingRollCount = (edition: Edition, ammo: Ammo, hits: number, crits: number): SavingRollCount => {
  if (!Number.isSafeInteger(hits) || hits < 0 || !Number.isSafeInteger(crits) || crits < 0) {
    throw new RangeError(`hits and crits are whole numbers, not ${hits} and ${crits}`);
  }
  const perHit = rollsPerHitIn(edition, ammo);
  if (isSmokeAmmo(ammo)) {
    return {
      rolls: 0,
      automaticWounds: 0,
      citations: [ammo === 'Eclipse' ? ammoCitation(edition, ammo) : inEdition(edition, 'ammo/smoke')],
    };
  }
  switch (edition) {
    case 'n3':
      if (ammo === 'PARA') throw new RangeError('PARA has no N3 rule in the sources read: no odds for it in N3');
      if (ammo === 'E/M') throw new RangeError('E/M has no N3 numbers in the sources read: no odds for it in N3');
      if (ammo === 'Stun') throw new RangeError('Stun has no N3 text in the sources read: no odds for it in N3');
      return { rolls: hits * perHit + crits * (perHit - 1), automaticWounds: crits, citations: [n3AmmoCitation(ammo)] };
    case 'n4':
    case 'n5': {
      const chart: CitationId =
        ammo === 'Stun'
          ? ammoCitation(edition, ammo)
          : ammo === 'PARA'
            ? edition === 'n4'
              ? 'n4/ammo/para'
              : 'n5/ammo/para'
            : ammo === 'E/M'
              ? edition === 'n4'
                ? 'n4/ammo/em'
                : 'n5/ammo/em'
              : edition === 'n4'
                ? 'n4/ammo/saving-rolls'
                : 'n5/ammo/saving-rolls';
      const citations: CitationId[] = [chart];
      if (crits > 0)
        citations.push(edition === 'n4' ? 'n4/critical/extra-saving-roll' : 'n5/critical/extra-saving-roll');
      return { rolls: hits * perHit + crits * (perHit + 1), automaticWounds: 0, citations };
    }
  }
};
