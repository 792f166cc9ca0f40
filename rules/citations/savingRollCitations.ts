import type { CitationEntry } from './citationEntry.ts';

const N3_WIKI = 'http://infinitythewiki.com';
const N3_OFFICIAL = 'http://wiki.infinitythegame.com';
const WIKI = 'https://infinitythewiki.com';

/**
 * Saving rolls by ammunition: how many rolls a hit and a Critical cause, what the ammunition
 * does to ARM/BTS, and the Partial Cover bonus. Paraphrased; sources are the public wikis.
 */
export const SAVING_ROLL_CITATIONS = {
  'n3/ammo/normal': {
    edition: 'n3',
    title: 'N ammunition: one ARM/BTS Roll per hit; a Critical removes 1 Wound with no roll',
    source: `${N3_WIKI}/en/index.php?title=Normal_(N)_Ammunition&diff=1322&oldid=prev`,
  },
  'n3/ammo/armour-piercing': {
    edition: 'n3',
    title: 'AP ammunition: ARM halved, rounding up, cover bonus untouched; a Critical removes 1 Wound with no roll',
    source: `${N3_OFFICIAL}/en/AP`,
  },
  'n3/ammo/double-action': {
    edition: 'n3',
    title:
      'DA ammunition: two ARM Rolls per hit; a Critical removes 1 Wound in place of the first roll, the second is still made',
    source: `${N3_OFFICIAL}/en/Double_Action_(DA)_Ammunition`,
  },
  'n3/ammo/explosive': {
    edition: 'n3',
    title:
      'EXP ammunition: three ARM Rolls per hit; a Critical removes 1 Wound in place of the first roll (read as for DA)',
    source: `${N3_OFFICIAL}/en/Special_Ammunition`,
  },
  'n3/ammo/shock': {
    edition: 'n3',
    title: 'Shock ammunition: against more than 1 Wound or STR it acts as N ammunition (one ARM Roll per hit)',
    source: `${N3_WIKI}/de/Shock`,
  },
  'n3/ammo/smoke': {
    edition: 'n3',
    title: 'Smoke ammunition is non-lethal: no ARM Roll, no Wound; a Critical adds nothing',
    source: `${N3_OFFICIAL}/es/index.php?title=Munici%C3%B3n_Especial_Humo&oldid=510`,
  },
  'n3/cover/partial-arm': {
    edition: 'n3',
    title: 'Partial Cover adds 3 to the ARM/BTS Roll',
    source: `${N3_OFFICIAL}/en/Partial_Cover_MOD`,
  },
  'n4/ammo/saving-rolls': {
    edition: 'n4',
    title: 'Saving Rolls per hit by ammunition: N, AP and Shock 1, DA 2, EXP 3; Smoke none',
    source: `${WIKI}/index.php?diff=prev&oldid=1387&title=Ammunition_Summary_Chart`,
  },
  'n4/ammo/armour-piercing': {
    edition: 'n4',
    title: 'AP ammunition halves ARM/BTS, rounding up',
    source: `${WIKI}/index.php?diff=prev&oldid=360&title=Armor_Piercing_%28AP%29_Ammunition`,
  },
  'n4/ammo/smoke': {
    edition: 'n4',
    title: 'Smoke ammunition is non-lethal: no Saving Roll; a Critical only wins the Face to Face Roll',
    source: `${WIKI}/index.php?title=Smoke_Ammunition&oldid=1372`,
  },
  'n4/critical/extra-saving-roll': {
    edition: 'n4',
    title: 'A Critical hit adds one Saving Roll of the same kind to those of the ammunition',
    source: `${WIKI}/index.php?title=Ammunition_Summary_Chart&oldid=661`,
  },
  'n5/ammo/saving-rolls': {
    edition: 'n5',
    title: 'Saving Rolls per hit by ammunition: N, AP and Shock 1, DA 2, EXP 3; Smoke none',
    source: `${WIKI}/index.php?diff=3004&oldid=3003&title=Ammunition_Summary_Chart`,
  },
  'n5/ammo/armour-piercing': {
    edition: 'n5',
    title: 'AP ammunition halves ARM/BTS, rounding up',
    source: `${WIKI}/index.php?diff=cur&oldid=2620&title=Armor_Piercing_%28AP%29_Ammunition`,
  },
  'n5/ammo/smoke': {
    edition: 'n5',
    title: 'Smoke ammunition is non-lethal and causes no Saving Roll',
    source: `${WIKI}/index.php?diff=3004&oldid=3003&title=Ammunition_Summary_Chart`,
  },
  'n5/critical/extra-saving-roll': {
    edition: 'n5',
    title: 'A Critical hit adds one Saving Roll of the same kind to those of the ammunition',
    source: `${WIKI}/index.php?diff=prev&oldid=2754&title=Ammunition_Summary_Chart`,
  },
  'n3/ammo/para-unsourced': {
    edition: 'n3',
    title:
      'PARA (and an N3 Adhesive/Immobilized ammunition) has no N3 rule in the sources read: attacks with it are refused in N3 games',
    source: `${N3_WIKI}/en/ARM/BTS`,
  },
  'n4/ammo/para': {
    edition: 'n4',
    title:
      'PARA ammunition: each hit forces a PH-6 Normal Roll instead of ARM/BTS (a Critical adds one); a failed roll puts the target in IMM-A',
    source: `${WIKI}/index.php?title=Ammunition_Summary_Chart&oldid=661`,
  },
  'n5/ammo/para': {
    edition: 'n5',
    title: 'PARA ammunition: a PH-6 Normal Roll per hit (1, a Critical 2); a failed roll puts the target in IMM-A',
    source: `${WIKI}/index.php?diff=prev&oldid=2754&title=Ammunition_Summary_Chart`,
  },
} as const satisfies Record<string, CitationEntry>;
