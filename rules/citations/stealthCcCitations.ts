import type { CitationEntry } from './citationEntry.ts';

const WIKI = 'https://infinitythewiki.com';
/** N5 Stealth: its close-combat bullet and its REMEMBER box (Combat Instinct, Sixth Sense, Deployables). */
const N5_STEALTH = `${WIKI}/index.php?diff=prev&oldid=3619&title=Stealth`;
const N5_STEALTH_CC = `${WIKI}/index.php?diff=next&oldid=2242&title=Stealth`;
/** N4 Stealth (the page as kept for N4). */
const N4_STEALTH = `${WIKI}/index.php?title=Stealth`;

/**
 * Stealth's close-combat part and its exceptions (docs/rulings.md "Stealth in close combat").
 * Paraphrased. The Combat Instinct page itself was not read: its one effect here is the N5 Stealth
 * page's own exception.
 */
export const STEALTH_CC_CITATIONS = {
  'n5/skills/stealth-cc': {
    edition: 'n5',
    title:
      'Stealth in CC: an enemy the user reached Silhouette contact with outside its LoF may, once the user declares another Skill, react only with CC Attack, Dodge, Reset or a Skill usable while Engaged',
    source: N5_STEALTH_CC,
  },
  'n4/skills/stealth-cc': {
    edition: 'n4',
    title:
      'Stealth in CC: a Movement ending in Silhouette contact with an enemy without LoF to the user, then a non-Movement Short Skill: that enemy may react only with CC Attack, Dodge, Reset or a Skill usable while Engaged',
    source: N4_STEALTH,
  },
  'n5/skills/combat-instinct-stealth': {
    edition: 'n5',
    title:
      'Combat Instinct: Stealth is not effective against its user (as the Stealth page says; its other effects are not ruled here)',
    source: N5_STEALTH,
  },
  'n5/skills/stealth-deployable': {
    edition: 'n5',
    title: 'Stealth is not effective against Deployable Weapons or pieces of Equipment: a Mine is set off as usual',
    source: N5_STEALTH,
  },
  'n4/skills/stealth-deployable': {
    edition: 'n4',
    title: 'Stealth is not effective against Deployable Weapons: a Mine is set off as usual',
    source: N4_STEALTH,
  },
} as const satisfies Record<string, CitationEntry>;
