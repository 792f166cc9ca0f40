import type { CitationEntry } from './citationEntry.ts';

const WIKI = 'https://infinitythewiki.com';
/** The N5 revision of the basic rules (creation, who cannot join), April 2025. */
const N5_BASIC = `${WIKI}/index.php?diff=3684&oldid=3205&title=Fireteams%3A_Basic_Rules`;
/** The N5 Fireteams Module page (what a Fireteam is; members out of Coordinated Orders). */
const N5_MODULE = `${WIKI}/index.php?oldid=3631&title=Fireteams_Module`;
/** The N5 Fireteams Chart page (maximum of each type on the table). */
const N5_CHART = `${WIKI}/index.php?oldid=3644&title=Fireteams_Chart`;
/** The N5 Fireteams in the Active Turn page (the Fireteam Order). */
const N5_ORDER = `${WIKI}/Fireteam_Order`;
/** The N5 Fireteam Integrity page (cancellation, members leaving). */
const N5_INTEGRITY = `${WIKI}/Fireteam_Integrity`;
/** The N5 Fireteam Bonuses page (levels by Unit, bonuses chart), April 2025. */
const N5_BONUSES = `${WIKI}/Fireteam_Composition_Bonuses`;
const N5_REACTIVE = `${WIKI}/Fireteams_in_the_Reactive_Turn`;
/** The N4 annex pages (bonuses by number of members, not by Unit). */
const N4_BASIC = `${WIKI}/index.php?oldid=1750&title=Fireteams%3A_Basic_Rules`;
/** The N3 Human Sphere pages of the old official wiki. */
const N3_CORE = 'http://wiki.infinitythegame.com/en/Fireteam:_Core';

/**
 * Fireteams (N5): creation at deployment or with a Command Token, the types and the Army's chart,
 * the Fireteam Order, Coherency and Integrity, the level by Unit and its bonuses. Paraphrased; see
 * docs/rulings.md "Fireteams" for what is read, what is a reading and what is not ruled. N4 and N3
 * Fireteams are refused with their own rule.
 */
export const FIRETEAM_CITATIONS = {
  'n5/fireteams/reactive-aro': {
    edition: 'n5',
    title:
      "Fireteams in the Reactive Turn: each member has its own ARO, rolls and bonuses, but all declare one skill, the Fireteam's ARO (what more than half of the reacting members declare, else the player's choice); a member that declares another leaves the team, a Leader cancels it",
    source: N5_REACTIVE,
  },
  'n5/fireteams/requirements': {
    edition: 'n5',
    title:
      'Fireteam requirements: members listed as able to form that Fireteam, one Combat Group, one Fireteam each; Peripherals, marker forms, Infiltration, Airborne Deployment, Suppressive Fire, Isolated and Null troopers cannot join; members take no part in a Coordinated Order',
    source: N5_BASIC,
  },
  'n5/fireteams/creation': {
    edition: 'n5',
    title:
      'Creating a Fireteam: at deployment (Coherency checked around the chosen Leader) or during the game by spending a Command Token (Operational Use) in the Tactical Phase of its own Active Turn, naming its members',
    source: N5_BASIC,
  },
  'n5/fireteams/types': {
    edition: 'n5',
    title:
      'Fireteam types and sizes (reading): Core 3 to 5 troopers, Haris 3, Duo 2; at least one member must hold the type in its Fireteams Chart entry (Wildcards may join any)',
    source: N5_MODULE,
  },
  'n5/fireteams/chart': {
    edition: 'n5',
    title:
      "The Army's Fireteams Chart caps how many Fireteams of each type may be on the table at once, checked whenever one is created",
    source: N5_CHART,
  },
  'n5/fireteams/order': {
    edition: 'n5',
    title:
      'Fireteam Order: one Regular Order of the Combat Group activates every member, the one it is spent on becoming Leader; with Reset or a Movement skill all members perform it, with any other skill only the Leader does while the rest Idle',
    source: N5_ORDER,
  },
  'n5/fireteams/coherency': {
    edition: 'n5',
    title:
      "Coherency: each member stays inside the Fireteam Leader's Zone of Control; a member out of it leaves the Fireteam when the Order is declared and is not activated",
    source: N5_ORDER,
  },
  'n5/fireteams/integrity': {
    edition: 'n5',
    title:
      'Fireteam Integrity: a member in Isolated or a Null State leaves the team; the team is cancelled when its Leader is Isolated or Null or leaves it, or when it is down to one member',
    source: N5_INTEGRITY,
  },
  'n5/fireteams/level': {
    edition: 'n5',
    title:
      'Fireteam level: how many members share one Unit (level 1 to 5); checked when the team is created and after each of its Orders and AROs',
    source: N5_BONUSES,
  },
  'n5/fireteams/bonus-bs-attack-sd': {
    edition: 'n5',
    title: 'Fireteam level 2: BS Attack (+1 SD), one extra die rolled and one die of the roll discarded by the player',
    source: N5_BONUSES,
  },
  'n5/fireteams/bonus-discover-dodge': {
    edition: 'n5',
    title: 'Fireteam level 3: +3 to Discover and +1 to Dodge',
    source: N5_BONUSES,
  },
  'n5/fireteams/bonus-bs': {
    edition: 'n5',
    title: 'Fireteam level 4: +1 BS',
    source: N5_BONUSES,
  },
  'n5/fireteams/bonus-sixth-sense': {
    edition: 'n5',
    title: 'Fireteam level 5: Sixth Sense',
    source: N5_BONUSES,
  },
  'n4/fireteams/basic-rules': {
    edition: 'n4',
    title:
      'N4 Fireteams (annex): bonuses by the number of members (+1 Burst at three, Sixth Sense at four, +1 BS at five), Team Leader rules and the ARO majority; not ruled by this engine',
    source: N4_BASIC,
  },
  'n3/fireteams/basic-rules': {
    edition: 'n3',
    title:
      'N3 Fireteams (Core, Haris, Duo; Fireteam Order skill combinations, one ARO per enemy against the team); not ruled by this engine',
    source: N3_CORE,
  },
} as const satisfies Record<string, CitationEntry>;
