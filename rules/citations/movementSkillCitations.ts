import type { CitationEntry } from './citationEntry.ts';

const N3_WIKI = 'http://infinitythewiki.com/en';
const N3_OFFICIAL = 'http://wiki.infinitythegame.com/en';
const WIKI = 'https://infinitythewiki.com';

/**
 * The movement skills besides Move: Cautious Movement, Jump, Climb, Super-Jump, and going Prone
 * or standing up with a Move. Titles are our paraphrases; "(reading)" marks what the pages read
 * did not say for that edition, and which reading applies.
 */
export const MOVEMENT_SKILL_CITATIONS = {
  'n3/skills/cautious-movement': {
    edition: 'n3',
    title:
      'Cautious Movement (Entire Order): declared outside the LoF and ZoC of every enemy, up to the first MOV value; no AROs if it also ends outside them, else AROs as usual',
    source: `${N3_WIKI}/Cautious_Movement`,
  },
  'n4/skills/cautious-movement': {
    edition: 'n4',
    title:
      'Cautious Movement (Entire Order): declared outside the LoF and ZoC of every enemy, up to the first MOV value; no AROs if it begins and ends outside them, else AROs as usual',
    source: `${WIKI}/index.php?diff=next&oldid=2438&title=Cautious_Movement`,
  },
  'n5/skills/cautious-movement': {
    edition: 'n5',
    title:
      'Cautious Movement (Long Skill, no declaration requirement): up to the first MOV value; no AROs if it begins and ends outside the LoF and ZoC of every enemy (and, for a Hackable trooper, every enemy Hacking Area), else AROs as usual',
    source: `${WIKI}/index.php?diff=cur&oldid=2438&title=Cautious_Movement`,
  },
  'n3/skills/jump': {
    edition: 'n3',
    title:
      'Jump (Entire Order) up to the first MOV value (reading: as the N4 first version; the N3 page was not read), never while Prone',
    source: `${N3_OFFICIAL}/index.php?title=Prone&oldid=3868`,
  },
  'n4/skills/jump': {
    edition: 'n4',
    title: 'Jump (Entire Order): horizontally, vertically, diagonally or in a parabola up to the first MOV value',
    source: `${WIKI}/index.php?direction=prev&oldid=205&title=Jump`,
  },
  'n5/skills/jump': {
    edition: 'n5',
    title: 'Jump (Long Skill): up to the first MOV value plus 2 inches; declaring it cancels Prone',
    source: `${WIKI}/index.php?diff=prev&oldid=3645&title=Jump`,
  },
  'n3/skills/climb': {
    edition: 'n3',
    title:
      'Climb (Entire Order) up to the first MOV value (reading: as the N4 first version; the N3 page was not read), never while Prone',
    source: `${N3_OFFICIAL}/index.php?title=Prone&oldid=3868`,
  },
  'n4/skills/climb': {
    edition: 'n4',
    title: 'Climb (Entire Order): up a vertical surface, up to the first MOV value',
    source: `${WIKI}/index.php?title=Climb&oldid=1246`,
  },
  'n5/skills/climb': {
    edition: 'n5',
    title: 'Climb (Long Skill): on a vertical surface, up to the first MOV value plus 2 inches',
    source: `${WIKI}/index.php?diff=next&oldid=2535&title=Climb`,
  },
  'n4/skills/super-jump': {
    edition: 'n4',
    title:
      'Super-Jump: Jump becomes a Short Movement Skill (first MOV value, a second Jump the second), or an Entire Order adding both MOV values',
    source: `${WIKI}/index.php?title=Super-Jump&oldid=769`,
  },
  'n5/skills/super-jump': {
    edition: 'n5',
    title:
      'Super-Jump: Jump as the first Basic Short Skill, once per Order (reading: up to the first MOV value), or as the Long Skill up to the first MOV value plus 4 inches',
    source: `${WIKI}/index.php?diff=next&oldid=2626&title=Super-Jump`,
  },
  'n3/states/prone-change': {
    edition: 'n3',
    title: 'Prone: going Prone or standing up is announced with a Move and happens at its start, at no cost',
    source: `${N3_OFFICIAL}/index.php?title=Prone&oldid=3868`,
  },
  'n4/states/prone-change': {
    edition: 'n4',
    title:
      'Prone: a trooper goes Prone or stands up at the start or the end of a Move (reading: as N5; the N4 page was not read)',
    source: `${WIKI}/Prone`,
  },
  'n5/states/prone-change': {
    edition: 'n5',
    title:
      'Prone: a trooper goes Prone or stands up at the start or the end of a skill with the Movement label (not Jump); TAGs, VHs and Motorcycles never go Prone',
    source: `${WIKI}/Prone`,
  },
} as const satisfies Record<string, CitationEntry>;
