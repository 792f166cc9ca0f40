import type { CitationEntry } from './citationEntry.ts';

/**
 * The ITS Supplies mission as read (N3/N4-era ITS text, a tactics article of ITS 2017): no N5
 * page of it was among the stored pages, so every rule here is a reading, UNCONFIRMED for N5
 * (docs/rulings.md "Objective skills and Supplies").
 */
const SUPPLIES = 'https://thecomlog.com/2017/04/10/officer-training-supplies/';

/** The objective skills declared in Orders and the Supplies mission they score (docs/missions.md). */
export const OBJECTIVE_CITATIONS = {
  'n5/missions/supplies': {
    edition: 'n5',
    title:
      'Supplies (reading, UNCONFIRMED for N5): 3 Game Rounds, three Tech-Coffins each holding a Supply Box, scored by the Supply Boxes each player holds at the end, and a Classified Objective',
    source: SUPPLIES,
  },
  'n5/supplies/extract': {
    edition: 'n5',
    title:
      'Extract a Supply Box (reading): a Short Skill of a Specialist Troop in Silhouette contact with an unopened Tech-Coffin, a Normal WIP Roll that may be repeated; passed, the trooper takes the box and the coffin is spent',
    source: SUPPLIES,
  },
  'n5/supplies/doctor-bonus': {
    edition: 'n5',
    title: 'Extracting a Supply Box (reading): a Doctor or Paramedic has +3 WIP on the roll',
    source: SUPPLIES,
  },
  'n5/supplies/pick-up': {
    edition: 'n5',
    title:
      'Pick up a Supply Box (reading): a Short Skill with no roll, in Silhouette contact with the box on the ground, or with the allied trooper carrying it, or with an Unconscious or Dead carrier',
    source: SUPPLIES,
  },
  'n5/supplies/drop': {
    edition: 'n5',
    title:
      'Drop a Supply Box (reading, UNCONFIRMED): a Short Skill with no roll; the box is left on the ground in contact with the trooper',
    source: SUPPLIES,
  },
  'n5/supplies/carry-limit': {
    edition: 'n5',
    title: 'Carrying Supply Boxes (reading): a trooper carries at most one Supply Box',
    source: SUPPLIES,
  },
  'n5/supplies/carrier-falls': {
    edition: 'n5',
    title:
      'A carrier that falls (reading): the Supply Box of a trooper in the Unconscious State or a Null State stays on the ground where it fell, and may be picked up',
    source: SUPPLIES,
  },
  'n5/supplies/score-boxes': {
    edition: 'n5',
    title:
      'Supplies scoring (reading, UNCONFIRMED for N5): at the end of the game, 1 Objective Point for each Supply Box held',
    source: SUPPLIES,
  },
  'n5/supplies/score-more': {
    edition: 'n5',
    title:
      'Supplies scoring (reading, UNCONFIRMED for N5): at the end of the game, 3 Objective Points for holding more Supply Boxes than the opponent (at least one)',
    source: SUPPLIES,
  },
} as const satisfies Record<string, CitationEntry>;
