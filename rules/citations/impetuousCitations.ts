import type { CitationEntry } from './citationEntry.ts';

const WIKI = 'https://infinitythewiki.com';
const N5_IMPETUOUS = `${WIKI}/index.php?diff=3711&oldid=2232&title=Impetuous`;
const N4_IMPETUOUS = `${WIKI}/index.php?title=Impetuous&oldid=2093`;
const N3_FURY = 'http://wiki.infinitythegame.com/en/index.php?title=Fury&oldid=2884';

/**
 * Impetuous and the Impetuous Phase: the extra activation an Impetuous trooper gets at the start
 * of its player's Turn, and the few skill combinations it allows. Paraphrased; docs/rulings.md
 * "Impetuous" gives the readings chosen.
 */
export const IMPETUOUS_CITATIONS = {
  'n5/skills/impetuous': {
    edition: 'n5',
    title:
      'Impetuous Phase: each Impetuous trooper gets a token in the Tactical Phase and may be activated once in the Impetuous Phase without spending a pool Order (an Order Expenditure Sequence all the same); tokens not used are lost when the phase ends; an army in Retreat! has no Impetuous Phase',
    source: N5_IMPETUOUS,
  },
  'n5/skills/impetuous-skills': {
    edition: 'n5',
    title:
      'Impetuous activation: only a fixed set of combinations (a movement with an Attack, a Dodge, Idle or another movement; Jump or Climb; Airborne Deployment), moving the full MOV into contact or towards the enemy Deployment Zone',
    source: N5_IMPETUOUS,
  },
  'n5/skills/impetuous-markers': {
    edition: 'n5',
    title:
      'Impetuous troopers cannot enter Marker States (Camouflaged, Impersonation…) nor other States that say so, at any time',
    source: N5_IMPETUOUS,
  },
  'n4/skills/impetuous-markers': {
    edition: 'n4',
    title:
      'Impetuous troopers cannot enter Marker States (Camouflaged, Impersonation…); N4 FAQ: this bullet applies at all times, not only in the Impetuous activation',
    source: N4_IMPETUOUS,
  },
  'n5/skills/impetuous-cover': {
    edition: 'n5',
    title: 'Impetuous troopers never benefit from Partial Cover MODs, at any time',
    source: N5_IMPETUOUS,
  },
  'n4/skills/impetuous-cover': {
    edition: 'n4',
    title:
      'Impetuous troopers cannot benefit from Partial Cover MODs; N4 FAQ: at all times, not only in the Impetuous activation',
    source: N4_IMPETUOUS,
  },
  'n4/skills/impetuous': {
    edition: 'n4',
    title:
      "Impetuous Phase: a token per Impetuous trooper in the Tactical Phase; each may be activated once in the Impetuous Phase without spending an Order; unused tokens are removed at the phase's end; no Impetuous Phase in Retreat!",
    source: N4_IMPETUOUS,
  },
  'n4/skills/impetuous-skills': {
    edition: 'n4',
    title:
      'Impetuous activation: Move with Attack, Dodge, Idle or Move (either order), Jump, Climb or Airborne Deployment only; movement uses the full MOV towards the enemy',
    source: N4_IMPETUOUS,
  },
  'n3/skills/impetuous': {
    edition: 'n3',
    title:
      'Fury: Impetuous: an Impetuous Order marker beside each Impetuous trooper, kept for its own use and spent in the Impetuous Phase or lost',
    source: N3_FURY,
  },
  'n3/skills/impetuous-skills': {
    edition: 'n3',
    title:
      'Impetuous Order: Move is mandatory, with Attack, Dodge, Idle, Activate or Move (either order), or Airborne Deployment; the full MOV towards the enemy',
    source: N3_FURY,
  },
} as const satisfies Record<string, CitationEntry>;
