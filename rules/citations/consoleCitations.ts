import type { CitationEntry } from './citationEntry.ts';

/**
 * The ITS Supremacy mission and its Consoles as read from an ITS selector's copy of the N3-era
 * mission text (ITS Season 8/9): no N5 text of it was among the stored pages, so every rule here
 * is a reading, UNCONFIRMED for N5; the Hack a Console skill's own text (roll, contact, repeat,
 * the adversary hacking it back) was not in the stored excerpt and is marked "(reading)"
 * (docs/rulings.md "Consoles and Supremacy").
 */
const SUPREMACY = 'http://exeter-inquisition.org/its-selector/random-joint-operations-mission/';

/** The Consoles (Hack a Console) and the Supremacy mission that scores them (docs/missions.md). */
export const CONSOLE_CITATIONS = {
  'n5/missions/supremacy': {
    edition: 'n5',
    title:
      'Supremacy (ITS, N3-era text, UNCONFIRMED for N5): 3 Game Rounds, four Quadrants as Zones of Operations and a Console at the centre of each, scored by the Quadrants dominated at the end of every round and the Consoles hacked, and one Classified Objective worth 1 OP',
    source: SUPREMACY,
  },
  'n5/supremacy/quadrants': {
    edition: 'n5',
    title:
      'Supremacy Quadrants (N3-era text): at the end of each Game Round, dominating as many Quadrants as the adversary scores 1 OP (only with at least one), dominating more scores 2 OP',
    source: SUPREMACY,
  },
  'n5/supremacy/hack-console': {
    edition: 'n5',
    title:
      'Hack a Console (reading): a Short Skill of a Specialist Troop in Silhouette contact with a Console, a Normal WIP Roll that may be repeated after a failure; passed, the Console is hacked for the trooper’s player, and an adversary’s Specialist may hack it back',
    source: SUPREMACY,
  },
  'n5/supremacy/hacker-bonus': {
    edition: 'n5',
    title: 'Hacker Bonus (reading): a trooper with the Hacker Special Skill has +3 WIP on the roll to hack a Console',
    source: SUPREMACY,
  },
  'n5/supremacy/score-consoles': {
    edition: 'n5',
    title:
      'Supremacy Consoles (reading, UNCONFIRMED): at the end of the game, 1 OP for each Console hacked by the player',
    source: SUPREMACY,
  },
} as const satisfies Record<string, CitationEntry>;
