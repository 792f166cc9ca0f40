import type { CitationEntry } from './citationEntry.ts';

const WIKI = 'https://infinitythewiki.com';
const N5_RETREAT_STATE = `${WIKI}/index.php?diff=3622&oldid=1596&title=Retreat_State`;
const N4_RETREAT_SITUATION = `${WIKI}/index.php?oldid=2608&title=Retreat_Situation`;
const N3_RETREAT = 'http://wiki.infinitythegame.com/en/Retreat!_Check';

/**
 * Retreat!: the count of the survivors' points at the start of a player's Active Turn, and the
 * Retreat! state it gives the army's troopers. Paraphrased; docs/rulings.md "Retreat!" gives the
 * readings chosen.
 */
export const RETREAT_CITATIONS = {
  'n5/retreat/situation': {
    edition: 'n5',
    title:
      "Retreat! situation: at the start of a player's Turn, survivors (off-table troopers included) worth 25% or less of the list's points put the army in Retreat!: Loss of Lieutenant, no new Lieutenant while it lasts, cancelled by a later count above 25%",
    source: N5_RETREAT_STATE,
  },
  'n5/retreat/state': {
    edition: 'n5',
    title:
      'Retreat! state: a trooper of an army in Retreat! may only use Basic Short Skills of movement, Cautious Movement, Dodge or Reset; Courage and the like ignore it',
    source: N5_RETREAT_STATE,
  },
  'n4/retreat/situation': {
    edition: 'n4',
    title:
      "Retreat!: at the start of a player's Active Turn, survivors (off-table troopers included) worth 25% or less of the list's points put the army in Retreat! and Loss of Lieutenant; counted again each Turn",
    source: N4_RETREAT_SITUATION,
  },
  'n4/retreat/state': {
    edition: 'n4',
    title:
      'Retreat! token: a trooper of an army in Retreat! may only declare Short Movement Skills, Cautious Movement, Dodge and Reset; special skill exceptions ignore it',
    source: N4_RETREAT_SITUATION,
  },
  'n3/retreat/situation': {
    edition: 'n3',
    title:
      "Retreat!: at the start of a player's Active Turn, survivors (troopers not yet placed included) worth 25% or less of the list's points put the army in Retreat! and Loss of Lieutenant; no new Lieutenant meanwhile",
    source: N3_RETREAT,
  },
  'n3/retreat/state': {
    edition: 'n3',
    title:
      'Retreat! marker: a trooper of an army in Retreat! may only use Short Movement Skills, Cautious Movement, Change Facing, Dodge or Reset; V: Courage and the like ignore it',
    source: N3_RETREAT,
  },
} as const satisfies Record<string, CitationEntry>;
