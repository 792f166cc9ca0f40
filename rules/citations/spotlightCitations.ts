import type { CitationEntry } from './citationEntry.ts';

const WIKI = 'https://infinitythewiki.com';
/** The N5 Targeted State page ("N5 first version", 16 April 2025), read in full. */
const N5_TARGETED = `${WIKI}/Targeted_State`;
/** The N5 Spotlight page was not among the stored copies: its profile is a reading (docs/rulings.md). */
const N5_SPOTLIGHT = `${WIKI}/Spotlight`;

/** Spotlight and the Targeted State (N5). Titles are our paraphrases of the public wiki pages. */
export const SPOTLIGHT_CITATIONS = {
  'n5/hacking/spotlight': {
    edition: 'n5',
    title:
      'Spotlight (reading, page not read): Short Skill/ARO Comms Attack, WIP, B1, against any enemy trooper; each hit puts the target in Targeted, no saving roll',
    source: N5_SPOTLIGHT,
  },
  'n5/states/targeted': {
    edition: 'n5',
    title:
      'Targeted: entered on a successful Attack by a Hacking Program or Ammunition able to cause it; a BS Attack, Comms Attack or Discover against the trooper gains +3',
    source: N5_TARGETED,
  },
  'n5/states/targeted-reset': {
    edition: 'n5',
    title: 'Targeted: its Reset rolls take -3 WIP, and a passed Normal or Face to Face Reset cancels the state',
    source: N5_TARGETED,
  },
  'n5/states/targeted-restrictions': {
    edition: 'n5',
    title: 'Targeted: the trooper may not declare Cautious Movement nor use Stealth',
    source: N5_TARGETED,
  },
} as const satisfies Record<string, CitationEntry>;
