import { inEdition } from '../editions/inEdition.ts';
import type { CitationId } from '../citations/index.ts';
import { pick } from '../editions/perEdition.ts';
import { ammoCitation } from '../combat/ammoCitation.ts';
import { isSmokeAmmo } from '../profiles/index.ts';
import { checkSavingRollProfile, type SavingRollProfile } from './savingRollProfile.ts';

/** How one Saving Roll goes: how many of the d20's 20 faces fail it (each failure is a Wound). */
export interface SavingRollChance {
  readonly failFaces: number;
  /** ARM/BTS after the ammunition (AP halves it, rounding up). */
  readonly effectiveValue: number;
  /** Partial Cover bonus applied to the roll: 3 or 0. */
  readonly coverBonus: number;
  /** The roll in a player's words, e.g. "wounded on d20 <= 9". */
  readonly reading: string;
  readonly citations: readonly CitationId[];
}

const PARTIAL_COVER_BONUS = 3;
const clampFaces = (n: number): number => Math.max(0, Math.min(20, n));

/**
 * One Saving Roll against a hit.
 * - N3: d20 + ARM/BTS + cover must beat the Damage: wounded on d20 <= DAM - ARM - cover.
 * - N4: wounded on d20 <= Attack Damage = DAM - ARM/BTS - cover.
 * - N5: saved on d20 <= ARM/BTS + PS + cover; wounded above it.
 * N3 and N4 give the same numbers by different roads; N5 matches them when PS = 20 - DAM.
 * AP halves ARM/BTS (rounding up) before cover is added; Smoke makes no roll.
 * PARA (N4/N5): a Normal Roll against PH - 6 (+3 in Partial Cover): failed above it (IMM-A),
 * whatever the weapon's lethality. E/M (N4/N5) halves BTS as AP does; a failure is Isolated, not
 * a Wound (failFaces then counts failed rolls). A Hacking Program (Carbonite) is read as its
 * ammunition against BTS; a failure is its state (IMM-B), not a Wound.
 */
export const savingRollChance = (profile: SavingRollProfile): SavingRollChance => {
  checkSavingRollProfile(profile);
  const { edition, ammo, lethality, attribute } = profile;
  const effectiveValue = ammo === 'AP' || ammo === 'E/M' ? Math.ceil(profile.value / 2) : profile.value;
  const hurt =
    profile.program !== undefined ? profile.program.inflicts.toUpperCase() : ammo === 'E/M' ? 'Isolated' : 'wounded';
  const coverBonus = profile.partialCover ? PARTIAL_COVER_BONUS : 0;
  const citations = new Set<CitationId>();
  if (profile.program !== undefined) citations.add(profile.program.citation);
  if (ammo === 'AP') citations.add(inEdition(edition, 'ammo/armour-piercing'));
  if (ammo === 'E/M')
    citations.add(pick<CitationId>(edition, { n3: 'n3/ammo/em-unsourced', n4: 'n4/ammo/em', n5: 'n5/ammo/em' }));
  if (ammo === 'PARA') {
    const para: CitationId = edition === 'n4' ? 'n4/ammo/para' : 'n5/ammo/para';
    const sv = profile.value - 6 + coverBonus;
    const reading = `PH ${profile.value} - 6${coverBonus > 0 ? ` + ${coverBonus}` : ''} = ${sv}: ${sv < 1 ? 'fails with no roll' : `avoids IMM-A on d20 <= ${sv}`}, IMM-A above`;
    return { failFaces: clampFaces(20 - sv), effectiveValue, coverBonus, reading, citations: [para] };
  }
  if (isSmokeAmmo(ammo) || lethality === null) {
    citations.add(ammo === 'Eclipse' ? ammoCitation(edition, ammo) : inEdition(edition, 'ammo/smoke'));
    return { failFaces: 0, effectiveValue, coverBonus, reading: 'no Saving Roll', citations: [...citations] };
  }
  citations.add(
    pick<CitationId>(edition, {
      n3: 'n3/saving-roll/arm-roll',
      n4: 'n4/saving-roll/attack-damage',
      n5: 'n5/saving-roll/ps',
    }),
  );
  if (profile.partialCover && edition === 'n3') citations.add('n3/cover/partial-arm');
  switch (lethality.kind) {
    case 'damage': {
      const attackDamage = lethality.damage - effectiveValue - coverBonus;
      const failFaces = clampFaces(attackDamage);
      const reading =
        edition === 'n3'
          ? `d20 + ${attribute} ${effectiveValue}${coverBonus > 0 ? ` + ${coverBonus}` : ''} must beat DAM ${lethality.damage}: ${hurt} on d20 <= ${attackDamage}`
          : `Attack Damage ${lethality.damage} - ${attribute} ${effectiveValue}${coverBonus > 0 ? ` - ${coverBonus}` : ''} = ${attackDamage}: ${hurt} on d20 <= ${attackDamage}`;
      return { failFaces, effectiveValue, coverBonus, reading, citations: [...citations] };
    }
    case 'ps': {
      const sv = effectiveValue + lethality.ps + coverBonus;
      const reading = `SV ${attribute} ${effectiveValue} + PS ${lethality.ps}${coverBonus > 0 ? ` + ${coverBonus}` : ''} = ${sv}: saved on d20 <= ${sv}, ${hurt} above`;
      return { failFaces: clampFaces(20 - sv), effectiveValue, coverBonus, reading, citations: [...citations] };
    }
  }
};
