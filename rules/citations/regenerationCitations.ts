import type { CitationEntry } from './citationEntry.ts';

const N5_REGENERATION = 'https://infinitythewiki.com/index.php?diff=3123&oldid=1776&title=Regeneration';
const N4_REGENERATION = 'https://infinitythewiki.com/index.php?oldid=1488&title=Regeneration';

/**
 * Regeneration, per edition. Paraphrased; docs/rulings.md "Regeneration" gives the readings chosen
 * (which States Phase, the order of the States Phase, N3).
 */
export const REGENERATION_CITATIONS = {
  'n5/skills/regeneration': {
    edition: 'n5',
    title:
      'Regeneration: in the States Phase, if its player wants, a wounded trooper makes a Normal PH Roll: passed, one Wound removed (Unconscious cancelled when it applies); failed, one Wound more; it works in a Null state',
    source: N5_REGENERATION,
  },
  'n4/skills/regeneration': {
    edition: 'n4',
    title:
      'Regeneration: in the States Phase, if its player wants, a Normal PH Roll: passed, one lost Wounds/STR point recovered; failed, one more lost; it works in a Null state',
    source: N4_REGENERATION,
  },
  'n3/skills/regeneration': {
    edition: 'n3',
    title:
      'Regeneration (reading: as N4, UNCONFIRMED): a Normal PH Roll in the States Phase, one Wound back or one more',
    source: N4_REGENERATION,
  },
} as const satisfies Record<string, CitationEntry>;
