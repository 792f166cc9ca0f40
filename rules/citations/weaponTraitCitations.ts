import type { CitationEntry } from './citationEntry.ts';

const WIKI = 'https://infinitythewiki.com';
/** The N5 Continuous Damage Trait (its category page; the same text is in the N5 Ammunition Summary Chart). */
const N5_CONTINUOUS = `${WIKI}/Category:Continuous_Damage`;
/** The N4 Immunity page (its ammunition category), and the N5 first version of the same page. */
const N4_IMMUNITY = `${WIKI}/index.php?diff=2031&oldid=2030&title=Immunity`;
const N5_IMMUNITY = `${WIKI}/index.php?diff=3085&oldid=2578&title=Immunity`;
/** The N3 FAQ 1.1 answer on the Special Ammunition page (Bioimmunity treats Shock as Normal). */
const N3_SPECIAL_AMMO = 'http://wiki.infinitythegame.com/en/Special_Ammunition';
/** The Weaponry pages: a value in round brackets next to a weapon applies only when using it. */
const N5_WEAPONRY = `${WIKI}/index.php?diff=3576&oldid=3002&title=Weaponry`;
const N4_WEAPONRY = `${WIKI}/index.php?oldid=1388&title=Weaponry`;
const N3_WEAPON_PROFILE = 'http://wiki.infinitythegame.com/en/Maximum_Range';

/**
 * Weapon traits and profile values read at the saves and the Burst: Continuous Damage, Immunity
 * to Shock, and a weapon's bracketed Burst or Damage bonus. Paraphrased; see docs/rulings.md
 * "Weapon traits and bonuses" for the readings chosen.
 */
export const WEAPON_TRAIT_CITATIONS = {
  'n5/weapons/continuous-damage': {
    edition: 'n5',
    title:
      'Continuous Damage Trait: a failed Saving Roll costs a Wound and the target keeps rolling Saving Rolls until one passes or it is Dead; the extra roll of a Critical does not carry the Trait',
    source: N5_CONTINUOUS,
  },
  'n4/weapons/continuous-damage-unsourced': {
    edition: 'n4',
    title:
      'Continuous Damage in N4: no N4 text of the Trait was available, so an attack with such a weapon is refused at declaration rather than guessed',
    source: N4_WEAPONRY,
  },
  'n3/weapons/continuous-damage-unsourced': {
    edition: 'n3',
    title:
      'Continuous Damage in N3: no N3 text of the Trait was available (N3 used Fire ammunition, not modelled), so an attack with such a weapon is refused at declaration',
    source: N3_SPECIAL_AMMO,
  },
  'n5/skills/shock-immunity': {
    edition: 'n5',
    title:
      'Immunity (Shock): the trooper is immune to Shock ammunition, whose effects are cancelled: it saves against it as against Normal ammunition',
    source: N5_IMMUNITY,
  },
  'n4/skills/shock-immunity': {
    edition: 'n4',
    title:
      'Immunity (Shock): the trooper is immune to Shock ammunition, whose effects are cancelled: it saves against it as against Normal ammunition',
    source: N4_IMMUNITY,
  },
  'n3/skills/shock-immunity': {
    edition: 'n3',
    title:
      'Shock Immunity (reading): Shock ammunition is treated as Normal ammunition against the trooper, as the N3 FAQ says of Bioimmunity',
    source: N3_SPECIAL_AMMO,
  },
  'n5/weapons/bracketed-bonus': {
    edition: 'n5',
    title:
      'A value in round brackets next to a weapon, such as (+1B) or a PS, applies only when that weapon is used: its Burst or its damage as fired',
    source: N5_WEAPONRY,
  },
  'n4/weapons/bracketed-bonus': {
    edition: 'n4',
    title:
      'A Burst or Damage value in round brackets next to a weapon applies only when that weapon is used: its Burst or its Damage as fired',
    source: N4_WEAPONRY,
  },
  'n3/weapons/bracketed-bonus': {
    edition: 'n3',
    title:
      'A Burst or Damage bonus printed with a weapon (reading, as in N4) applies only when that weapon is used: its Burst or its Damage as fired',
    source: N3_WEAPON_PROFILE,
  },
} as const satisfies Record<string, CitationEntry>;
