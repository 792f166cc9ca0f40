import type { CitationEntry } from './citationEntry.ts';

const WIKI = 'https://infinitythewiki.com';
/** The N5 Targeted State page ("N5 first version", 16 April 2025), read in full. */
const N5_TARGETED = `${WIKI}/Targeted_State`;
/** The N5 Spotlight page (N5 first version of 18 April 2025, as kept for N5.2), read in full. */
const N5_SPOTLIGHT = `${WIKI}/index.php?diff=prev&oldid=3485&title=Spotlight`;

/** Spotlight and the Targeted State (N5). Titles are our paraphrases of the public wiki pages. */
export const SPOTLIGHT_CITATIONS = {
  'n5/hacking/spotlight': {
    edition: 'n5',
    title:
      'Spotlight: Short Skill/ARO Comms Attack, WIP, B2 split as usual, against any enemy trooper (no Hackable needed); AP against halved BTS, PS 5; a failed save is Targeted, no Wound; a Critical adds a save',
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
