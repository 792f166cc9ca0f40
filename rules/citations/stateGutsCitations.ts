import type { CitationEntry } from './citationEntry.ts';
import {
  N3_WIKI,
  N3_OFFICIAL,
  WIKI,
  N3_DODGE,
  N3_GUTS,
  N4_ENGAGED,
  N5_ENGAGED,
  IMM_A,
  IMM_B,
  N3_IMMOBILIZED,
} from './combatSources.ts';

/** Wounds, the states Attacks inflict, and Guts Rolls. Titles are our paraphrases; "(reading)" marks a rule the research could not confirm. */
export const STATE_GUTS_CITATIONS = {
  'n3/wounds/unconscious-dead': {
    edition: 'n3',
    title: 'Wounds/STR at 0: Unconscious; below 0: Dead',
    source: `${N3_WIKI}/Unconscious`,
  },
  'n4/wounds/unconscious-dead': {
    edition: 'n4',
    title: 'Wounds/STR at 0: Unconscious; below 0: Dead',
    source: `${WIKI}/index.php?diff=cur&oldid=244&title=Unconscious_State`,
  },
  'n5/wounds/vita': {
    edition: 'n5',
    title: 'VITA: Wounds received equal to VITA, Unconscious; more than VITA, Dead',
    source: `${WIKI}/index.php?direction=prev&oldid=3538&title=Wounds`,
  },
  'n3/wounds/shock': {
    edition: 'n3',
    title: 'Shock: a 1-Wound profile that loses its Wound goes straight to Dead; no effect on STR',
    source: 'http://infinitythewiki.com/de/Shock',
  },
  'n4/wounds/shock': {
    edition: 'n4',
    title: 'Shock: a failed save cancels Unconscious (held or entered this Order) into Dead',
    source: `${WIKI}/Shock`,
  },
  'n5/wounds/shock': {
    edition: 'n5',
    title: 'Shock: as N4, but only against a VITA 1 target',
    source: `${WIKI}/index.php?diff=cur&oldid=1371&title=Shock_Ammunition`,
  },
  'n3/states/unconscious': {
    edition: 'n3',
    title: 'Unconscious: the trooper is Null and can declare nothing',
    source: `${N3_OFFICIAL}/Wound`,
  },
  'n4/states/unconscious': {
    edition: 'n4',
    title: 'Unconscious: Null, no Orders or AROs, goes Prone if its type can',
    source: `${WIKI}/index.php?direction=next&oldid=1190&title=Unconscious_State`,
  },
  'n5/states/unconscious': {
    edition: 'n5',
    title: 'Unconscious: Null, no Orders or AROs, goes Prone unless Motorcycle, VH or TAG',
    source: `${WIKI}/index.php?diff=cur&oldid=244&title=Unconscious_State`,
  },
  'n3/states/dead': {
    edition: 'n3',
    title: 'Dead: removed from play, declares nothing (reading: as N4)',
    source: `${N3_OFFICIAL}/Wound`,
  },
  'n4/states/dead': {
    edition: 'n4',
    title: 'Dead: removed from the table, no Orders, irreversible',
    source: 'http://infinitythewiki.com/index.php?title=Dead&oldid=1254',
  },
  'n5/states/dead': {
    edition: 'n5',
    title: 'Dead: removed from the table and from its Combat Group',
    source: `${WIKI}/index.php?diff=3632&oldid=1254&title=Dead_State`,
  },
  'n3/states/engaged': {
    edition: 'n3',
    title: 'Engaged: only CC Attack, Dodge, Idle or Reset (reading: as N4)',
    source: N3_DODGE,
  },
  'n4/states/engaged': {
    edition: 'n4',
    title: 'Engaged: only CC Attack, Dodge, Idle, Reset and skills usable in CC',
    source: N4_ENGAGED,
  },
  'n5/states/engaged': {
    edition: 'n5',
    title: 'Engaged: only CC Attack, Dodge, Idle, Reset and skills usable in CC',
    source: N5_ENGAGED,
  },
  'n3/states/immobilized': {
    edition: 'n3',
    title:
      'Immobilized: no movement skill but Discover and no Attacks; a passed Reset cancels it (reading: IMM-A and IMM-B both read this way)',
    source: N3_IMMOBILIZED,
  },
  'n4/states/imm-a': {
    edition: 'n4',
    title: 'IMM-A: only Dodge, at -6 PH; a successful Dodge ends it; still gives its Order',
    source: IMM_A,
  },
  'n5/states/imm-a': {
    edition: 'n5',
    title: 'IMM-A: only Dodge, at -6 PH; a successful Dodge ends it; still gives its Order',
    source: IMM_A,
  },
  'n4/states/imm-b': { edition: 'n4', title: 'IMM-B: only Reset, at -3 WIP; a passed Reset cancels it', source: IMM_B },
  'n5/states/imm-b': { edition: 'n5', title: 'IMM-B: only Reset, at -3 WIP; a passed Reset cancels it', source: IMM_B },
  'n5/states/isolated': {
    edition: 'n5',
    title: 'Isolated: Comms Equipment and Hacking disabled; a passed Reset at -9 WIP cancels it',
    source: `${WIKI}/Isolated_State`,
  },
  'n5/states/prone': {
    edition: 'n5',
    title: 'Prone: Movement skills, Dodge included, cover half the distance',
    source: `${WIKI}/Prone`,
  },
  'n3/guts/requirements': {
    edition: 'n3',
    title: 'Guts Roll after surviving an Attack by passing ARM/BTS; not for troopers in Close Combat',
    source: N3_GUTS,
  },
  'n4/guts/requirements': {
    edition: 'n4',
    title:
      'Guts (2.1): not Engaged, Null or IMM; a successful Attack made it save or enter a State, even if the attackers are Null',
    source: `${WIKI}/index.php?title=Guts_Roll&diff=2118&oldid=1799`,
  },
  'n5/guts/requirements': {
    edition: 'n5',
    title:
      'Guts: not Engaged, Null or IMM; a successful Attack made it save or enter a State, even if the attackers are Null',
    source: `${WIKI}/index.php?diff=next&oldid=2537&title=Guts_Roll`,
  },
  'n4/guts/no-damage-no-state': {
    edition: 'n4',
    title: 'FAQ: an Attack with no Damage that inflicts no State causes no Guts Roll',
    source: `${WIKI}/Guts_Roll`,
  },
  'n3/guts/roll': {
    edition: 'n3',
    title: 'Guts: one Normal WIP Roll at the end of the Order; the owner may fail it on purpose',
    source: N3_GUTS,
  },
  'n4/guts/roll': {
    edition: 'n4',
    title: 'Guts: one Normal WIP Roll at the very end of the Order; the owner may fail it on purpose',
    source: `${WIKI}/index.php?title=Guts_Roll&oldid=2011`,
  },
  'n5/guts/roll': {
    edition: 'n5',
    title: 'Guts: one Normal WIP Roll at the very end of the Order; the owner may fail it on purpose',
    source: `${WIKI}/Guts_Roll`,
  },
  'n3/guts/fallback': {
    edition: 'n3',
    title:
      'Failed Guts: leave the danger zone, or improve cover, within 2 inches, or go Prone (reading: in that order)',
    source: N3_GUTS,
  },
  'n4/guts/fallback': {
    edition: 'n4',
    title: 'Failed Guts: the first possible of leave LoF within 2 inches, reach cover within 2 inches, go Prone',
    source: `${WIKI}/index.php?title=Guts_Roll&oldid=2011`,
  },
  'n5/guts/fallback': {
    edition: 'n5',
    title: 'Failed Guts: the first possible of leave LoF within 2 inches, reach cover within 2 inches, go Prone',
    source: `${WIKI}/Guts_Roll`,
  },
} as const satisfies Record<string, CitationEntry>;
