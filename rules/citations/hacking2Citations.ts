import type { CitationEntry } from './citationEntry.ts';

const WIKI = 'https://infinitythewiki.com';
/** The N5 Firewall page (N5 first version, as kept through N5.2), read in full. */
const N5_FIREWALL = `${WIKI}/Firewall`;
/** The N4 Firewall page (the revision before "N5 first version", with the N4 FAQ 1.0 answer). */
const N4_FIREWALL = `${WIKI}/index.php?diff=next&oldid=2002&title=Firewall`;
/** The N5 Hacking Programs navigation (Firewall page): the programs the wiki lists. */
const N5_PROGRAMS = `${WIKI}/Firewall`;
/** The N4 navigation box of the Hacking pages (Isolated State, revision 1848). */
const N4_PROGRAMS = `${WIKI}/index.php?oldid=1848&title=Isolated_State`;
/** The N5 Possessed State page (N5 first version): Total Control's State. */
const N5_POSSESSED = `${WIKI}/index.php?diff=cur&oldid=2081&title=Possessed_State`;
/** The N4 Possessed State page (revision of October 2020, with Update 2.1). */
const N4_POSSESSED = `${WIKI}/index.php?title=Possessed_State&diff=prev&oldid=2614`;

/**
 * Hacking beyond Carbonite and Spotlight: Firewalls, and the programs this engine does not rule
 * (their pages were not among the stored copies, or their State is not modelled). Titles are our
 * paraphrases of the public wiki pages.
 */
export const HACKING2_CITATIONS = {
  'n5/equipment/firewall': {
    edition: 'n5',
    title:
      'Firewall (-X): an enemy Comms Attack against its bearer takes -X to WIP, and the bearer gains +3 to its Saving Rolls against Comms Attacks; only one Firewall counts',
    source: N5_FIREWALL,
  },
  'n4/equipment/firewall': {
    edition: 'n4',
    title:
      'Firewall (-X): an enemy Comms Attack against its bearer takes -X to WIP, and -3 to the Attack Damage of its Saving Rolls; only one Firewall counts',
    source: N4_FIREWALL,
  },
  'n5/hacking/unruled-programs': {
    edition: 'n5',
    title:
      'Hacking Programs listed by the wiki but not ruled here (Oblivion, Trinity, Total Control, Cybermask, White Noise and the support programs): their pages were not read, or their State is not modelled; declaring one is refused',
    source: N5_PROGRAMS,
  },
  'n4/hacking/unruled-programs': {
    edition: 'n4',
    title:
      'Hacking Programs listed by the wiki but not ruled here (Oblivion, Trinity, Total Control, Spotlight, Cybermask, White Noise and the support programs): their pages were not read, or their State is not modelled; declaring one is refused',
    source: N4_PROGRAMS,
  },
  'n5/states/possessed': {
    edition: 'n5',
    title:
      "Possessed: the trooper changes side (enemy of its own army, ally of the possessor's, activated from the possessor's Combat Group) with a profile of its own; not modelled, so Total Control is refused",
    source: N5_POSSESSED,
  },
  'n4/states/possessed': {
    edition: 'n4',
    title:
      "Possessed: the trooper changes side (enemy of its own army, ally of the possessor's, activated from the possessor's Combat Group) with a profile of its own; not modelled, so Total Control is refused",
    source: N4_POSSESSED,
  },
} as const satisfies Record<string, CitationEntry>;
