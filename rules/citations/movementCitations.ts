import type { CitationEntry } from './citationEntry.ts';

const N3_WIKI = 'http://infinitythewiki.com/en';
const N3_OFFICIAL = 'http://wiki.infinitythegame.com/en';
const WIKI = 'https://infinitythewiki.com';

/**
 * Movement: the declared route of a Move and its MOV allowance, the point a Move + BS Attack
 * fires from, the point of the route an ARO reacts at. Titles are our paraphrases; "(reading)"
 * marks what the research could not confirm word for word, and says which reading applies.
 */
export const MOVEMENT_CITATIONS = {
  'n3/move/mov-values': {
    edition: 'n3',
    title: 'Move covers up to the first MOV value; a second Move in the same Order up to the second value',
    source: `${N3_WIKI}/Moving_and_measuring`,
  },
  'n4/move/mov-values': {
    edition: 'n4',
    title: 'Move covers up to the first MOV value; Move declared again in the same Order up to the second value',
    source: `${WIKI}/index.php?oldid=1160&title=Move`,
  },
  'n5/move/mov-values': {
    edition: 'n5',
    title: 'Move covers up to the first MOV value; Move as the second Basic Short Skill up to the second value',
    source: `${WIKI}/index.php?direction=next&oldid=2214&title=Move`,
  },
  'n3/move/route': {
    edition: 'n3',
    title: 'The exact route of any movement is given when it is declared, so that the opponent can declare AROs',
    source: `${N3_WIKI}/General_Movement_rules`,
  },
  'n4/move/route': {
    edition: 'n4',
    title:
      'The route of a movement is declared with it; every position along it counts for AROs (reading: as N3, General Movement Rules example)',
    source: `${WIKI}/General_Movement_Rules`,
  },
  'n5/move/route': {
    edition: 'n5',
    title:
      'The route of a movement is declared with it; every position along it counts for AROs (reading: as N3, General Movement Rules example)',
    source: `${WIKI}/General_Movement_Rules`,
  },
  'n3/move/prone': {
    edition: 'n3',
    title: 'Prone halves both MOV values (rounding up); standing up with the Move is not modelled',
    source: `${N3_OFFICIAL}/index.php?title=Prone&oldid=3868`,
  },
  'n4/states/prone': {
    edition: 'n4',
    title:
      'Prone: MOV values and movement bonuses halved for skills with the Movement label (Move, Dodge) and the Guts move (read: the Dodge 2" is halved too; halves exact)',
    source: 'https://forum.corvusbelli.com/threads/dodge-and-guts-movement-while-prone.38552/',
  },
  'n3/bs-attack/firing-point': {
    edition: 'n3',
    title:
      'Move + BS Attack (either declared first): the attack is made from one point of the route, every shot of the Burst from that point',
    source: `${N3_WIKI}/BS_Attack_Declaration`,
  },
  'n4/bs-attack/firing-point': {
    edition: 'n4',
    title: 'Every shot of a BS Attack is declared from the same point (of the route, with a Move)',
    source: `${WIKI}/index.php?title=BS_Attack&oldid=2538`,
  },
  'n5/bs-attack/firing-point': {
    edition: 'n5',
    title: 'Every shot of a BS Attack is declared from the same point, with LoF from the position of the attack',
    source: `${WIKI}/index.php?diff=next&oldid=2538&title=BS_Attack`,
  },
  'n3/aro/route-point': {
    edition: 'n3',
    title:
      'Against a moving trooper an ARO may be made at any point of its route, independently of where the active trooper shoots from',
    source: `${N3_WIKI}/BS_Attack_Declaration`,
  },
  'n4/aro/route-point': {
    edition: 'n4',
    title:
      "A trooper that sees any point of the active trooper's route may react, at the point it chooses (reading: community answer on the General Movement Rules example)",
    source: 'https://forum.corvusbelli.com/threads/aro-against-unit-moving-between-total-cover-positions.39120',
  },
  'n5/aro/route-point': {
    edition: 'n5',
    title:
      "A trooper that sees any point of the active trooper's route may react, at the point it chooses (reading: as N4, General Movement Rules example)",
    source: `${WIKI}/General_Movement_Rules`,
  },
} as const satisfies Record<string, CitationEntry>;
