import type { CitationEntry } from './citationEntry.ts';

const N3_WIKI = 'http://infinitythewiki.com/en';
const WIKI = 'https://infinitythewiki.com';

/** Sources (new facts recorded in docs/rulings.md "Comms Attacks"; facts.md §11 E7 for N5 Quantronic Combat). */
const N4_QUANTRONIC = `${WIKI}/wiki-es/index.php?title=Combate_Cuantr%C3%B3nico_(Hackeo)&diff=1432&oldid=1428`; // N4/CodeOne English text kept beside the Spanish translation
const N5_QUANTRONIC = `${WIKI}/Quantronic_Combat_(Hacking)`;
const N4_CARBONITE = `${WIKI}/index.php?diff=prev&oldid=581&title=Carbonite`; // N4 revision, 21 April 2020: DAM 13, B2
const N5_CARBONITE = `${WIKI}/index.php?diff=next&oldid=1326&title=Carbonite`; // "N5 first version": PS 7, B2
const N4_HACKING_AREA = `${WIKI}/index.php?oldid=2547&title=Hacking_Area`; // the N4 page with Update PDF 2.1 (July 2023)
const N5_HACKING_AREA = `${WIKI}/Hacking_Area`;
const N4_ARO_COMMS = 'https://forum.corvusbelli.com/threads/do-hackers-get-an-aro-when.37912'; // quotes the N4 rulebook's ARO requirements
const N4_DODGE = `${WIKI}/index.php?title=Dodge`;
const N5_DODGE = `${WIKI}/Dodging`;
const N4_RESET = `${WIKI}/index.php?oldid=410&title=Reset`;

/**
 * Quantronic Combat (Hacking): Comms Attacks, Hacking Programs, the Hacking Area, and how Reset,
 * Dodge and AROs meet them. Titles are our paraphrases of the public wiki pages.
 */
export const HACKING_CITATIONS = {
  'n3/hacking/unsourced': {
    edition: 'n3',
    title:
      'N3 Hacking Programs (Carbonite of the Claw-1 set, Immobilized-2) were not found in the sources read: N3 Comms Attacks are refused',
    source: `${N3_WIKI}/Immobilized-1`,
  },
  'n4/hacking/comms-attack': {
    edition: 'n4',
    title:
      'Hacking Programs are run by Hackers (troopers with a Hacking Device), act in the Hacking Area and need no LoF: a WIP roll',
    source: N4_QUANTRONIC,
  },
  'n5/hacking/comms-attack': {
    edition: 'n5',
    title:
      'Hacking Programs are run by Hackers (troopers with a Hacking Device), act in the Hacking Area and need no LoF: a WIP roll',
    source: N5_QUANTRONIC,
  },
  'n4/hacking/hacking-area': {
    edition: 'n4',
    title:
      "Hacking Area: the Hacker's ZoC and that of its side's Repeaters; an enemy acting inside it may be reacted to (Update 2.1)",
    source: N4_HACKING_AREA,
  },
  'n5/hacking/hacking-area': {
    edition: 'n5',
    title:
      "Hacking Area: the Hacker's ZoC and that of its side's Repeaters; an enemy acting inside it may be reacted to",
    source: N5_HACKING_AREA,
  },
  'n4/hacking/carbonite': {
    edition: 'n4',
    title:
      'Carbonite: Short Skill/ARO Comms Attack, WIP, B2 split as usual, against HI, TAG, REM or Hackers; DA against BTS, DAM 13; a failed save is IMM-B, no Wound; a Critical adds a save',
    source: N4_CARBONITE,
  },
  'n5/hacking/carbonite': {
    edition: 'n5',
    title:
      'Carbonite: Short Skill/ARO Comms Attack, WIP, B2 split as usual, against HI, REM, TAG, VH or Hackers; DA against BTS, PS 7; a failed save is IMM-B; a Critical adds a save',
    source: N5_CARBONITE,
  },
  'n4/aro/comms-attack-target': {
    edition: 'n4',
    title: 'The target of a Hacking Program or other Comms Attack may declare an ARO',
    source: N4_ARO_COMMS,
  },
  'n5/aro/comms-attack-target': {
    edition: 'n5',
    title: 'The target of a Comms Attack may declare an ARO',
    source: `${WIKI}/ARO`,
  },
  'n4/dodge/not-against-comms': {
    edition: 'n4',
    title:
      'Dodge has no effect against Comms Attacks (Reset is their answer): the Comms Attack on a dodger is a Normal Roll',
    source: N4_DODGE,
  },
  'n5/dodge/not-against-comms': {
    edition: 'n5',
    title:
      'Dodge has no effect against Comms Attacks (Reset is their answer): the Comms Attack on a dodger is a Normal Roll',
    source: N5_DODGE,
  },
  'n4/skills/reset-face-to-face': {
    edition: 'n4',
    title: 'Reset: one WIP roll Face to Face against every Comms Attack on its user in the Order, whatever their Burst',
    source: N4_RESET,
  },
  'n5/skills/reset-face-to-face': {
    edition: 'n5',
    title:
      'Reset: one WIP roll Face to Face against every Comms Attack (and BS Attack (Guided)) on its user in the Order, whatever their Burst',
    source: `${WIKI}/Reset`,
  },
} as const satisfies Record<string, CitationEntry>;
