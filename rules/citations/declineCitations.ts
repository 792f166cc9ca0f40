import type { CitationEntry } from './citationEntry.ts';

const WIKI = 'https://infinitythewiki.com';
const N5_DOGGED = `${WIKI}/index.php?diff=cur&oldid=2573&title=Dogged`;
const N4_DOGGED = `${WIKI}/index.php?diff=2573&oldid=1779&title=Dogged`;

/**
 * Declining Dogged or No Wound Incapacitation in the Order where the trooper takes the Wound, per
 * edition. Paraphrased (reading of the Optional label and the announcement on the Dogged page);
 * docs/rulings.md "Frenzy, Exrah and optional survival skills" gives the readings.
 */
export const DECLINE_CITATIONS = {
  'n5/skills/decline-at-wound': {
    edition: 'n5',
    title:
      'Declining Dogged or No Wound Incapacitation is chosen in the Order in which the trooper takes the Wound that would make it Unconscious, for that Order only (reading)',
    source: N5_DOGGED,
  },
  'n4/skills/decline-at-wound': {
    edition: 'n4',
    title:
      'Declining Dogged or No Wound Incapacitation is chosen in the Order in which the trooper takes the Wound that would make it Unconscious, for that Order only (reading)',
    source: N4_DOGGED,
  },
} as const satisfies Record<string, CitationEntry>;
