import type { CitationEntry } from './citationEntry.ts';

const WIKI = 'https://infinitythewiki.com';
/** The N4-era "Game States" page (April 2020 revision); no N3 page on States in general was read. */
const N4_STATES = `${WIKI}/index.php?direction=next&oldid=89&title=Game_States`;

/** States in general: what a State is, that each has its own activation and cancellation, that they stack. */
export const STATE_CITATIONS = {
  'n3/states/states': {
    edition: 'n3',
    title:
      'States (reading: as N4): each State has its own activation and cancellation, and a trooper may hold several at once',
    source: N4_STATES,
  },
  'n4/states/states': {
    edition: 'n4',
    title:
      'States: each State has its own activation and cancellation, and a trooper may hold several at once (State Tokens)',
    source: N4_STATES,
  },
  'n5/states/states': {
    edition: 'n5',
    title:
      'States: each State has its own activation and cancellation, States stack, and the Null ones are marked as such',
    source: `${WIKI}/State`,
  },
} as const satisfies Record<string, CitationEntry>;
