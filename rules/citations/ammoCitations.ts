import type { CitationEntry } from './citationEntry.ts';

const N3_OFFICIAL = 'http://wiki.infinitythegame.com/en';
const WIKI = 'https://infinitythewiki.com';
/** N3 Isolated state (wiki.infinitythegame.com revision): names E/M as a cause, gives no E/M numbers. */
const N3_ISOLATED = `${N3_OFFICIAL}/index.php?title=Isolated&oldid=4015`;
/** N4 Isolated state, a wiki revision of February 2021 (N4 era). */
const N4_ISOLATED = `${WIKI}/index.php?title=Isolated_State&oldid=2075`;
const N5_ISOLATED = `${WIKI}/index.php?diff=cur&oldid=2460&title=Isolated_State`;
/** N3 Types of Special Ammunition: combined (AP+DA) ammunition only; nothing on choosing one of several. */
const N3_SPECIAL_AMMO = `${N3_OFFICIAL}/Special_Ammunition`;
/** The Ranged Weapon Profile page: the MULTI Rifle's modes (N4 and N5 tables). */
const WEAPON_PROFILE = `${WIKI}/BS_Weapon`;

/**
 * Ammunition choice (weapons with several modes) and E/M ammunition with the Isolated state it
 * causes. Paraphrased; sources are the public wikis (found with the search tool; not in facts.md
 * unless noted there).
 */
export const AMMO_CITATIONS = {
  'n3/weapons/ammo-choice-unsourced': {
    edition: 'n3',
    title:
      'No N3 text on a weapon offering several ammunition types or modes (which one fires, chosen when) was found in the sources read (its Special Ammunition page covers only combined "+" ammunition): N3 attacks with such a weapon are refused',
    source: N3_SPECIAL_AMMO,
  },
  'n4/weapons/ammo-choice': {
    edition: 'n4',
    title:
      'A MULTI weapon has several firing modes, each with its Burst and ammunition; the player picks one each time a BS Attack is declared',
    source: WEAPON_PROFILE,
  },
  'n5/weapons/ammo-choice': {
    edition: 'n5',
    title:
      'A MULTI weapon has several firing modes, each with its Burst and ammunition; the player picks one each time a BS Attack is declared',
    source: WEAPON_PROFILE,
  },
  'n3/ammo/em-unsourced': {
    edition: 'n3',
    title:
      'E/M ammunition has no N3 numbers (rolls, attribute, effects) in the sources read: attacks with it are refused in N3 games',
    source: N3_ISOLATED,
  },
  'n4/ammo/em': {
    edition: 'n4',
    title:
      'E/M ammunition: two BTS Saving Rolls per hit with BTS halved (rounding up), a Critical one more; a failure causes Isolated (and IMM-B for HI, TAG and REM), no Wound',
    source: `${WIKI}/E/M`,
  },
  'n5/ammo/em': {
    edition: 'n5',
    title:
      'E/M ammunition: two BTS Saving Rolls per hit with BTS halved (rounding up), a Critical one more; a failure causes Isolated (and IMM-B for HI, TAG, REM and VH), no Wound',
    source: `${WIKI}/E/M_Ammunition`,
  },
  'n3/states/isolated': {
    edition: 'n3',
    title:
      'Isolated: no Orders from the Order Pool; still Isolated at the start of its Active Turn, the trooper is Irregular and adds no Order to the pool; an Isolated Lieutenant means Loss of Lieutenant',
    source: N3_ISOLATED,
  },
  'n4/states/isolated': {
    edition: 'n4',
    title:
      'Isolated: no Orders from the Order Pool; Irregular, adding no Order to the pool, at the start of its next Active Turns; a passed Reset at -9 WIP cancels it',
    source: N4_ISOLATED,
  },
  'n5/states/isolated-orders': {
    edition: 'n5',
    title:
      'Isolated: no Orders from the Order Pool; Irregular, adding no Order to the pool, at the start of its next Active Turns; an Isolated Lieutenant means Loss of Lieutenant',
    source: N5_ISOLATED,
  },
} as const satisfies Record<string, CitationEntry>;
