import type { CitationEntry } from './citationEntry.ts';

const WIKI = 'https://infinitythewiki.com';
/** The N5 State page (its cancellation box was empty in the copy read). */
const N5_STATE = `${WIKI}/Suppressive_Fire_State`;
/** The N4 State page (October 2020 revision), with its cancellation list. */
const N4_STATE = `${WIKI}/index.php?title=Suppressive_Fire_State&oldid=1717`;
/** The N3 State page of the old official wiki, with the N3 FAQ 1.2 answer on Guts. */
const N3_STATE = 'http://wiki.infinitythegame.com/en/Suppressive_Fire_(State)';

/**
 * Suppressive Fire: the skill that enters the State, the State's effects (SF Mode, B3 in ARO, -3
 * to enemies in Face to Face Rolls) and what cancels it, per edition. Paraphrased; see
 * docs/rulings.md "Suppressive Fire" for the readings chosen where the pages are silent.
 */
export const SUPPRESSIVE_FIRE_CITATIONS = {
  'n5/skills/suppressive-fire': {
    edition: 'n5',
    title:
      'Suppressive Fire: a Long Skill, declared with a weapon that has the Suppressive Fire Trait, that puts its user in the Suppressive Fire State',
    source: N5_STATE,
  },
  'n5/states/suppressive-fire': {
    edition: 'n5',
    title:
      'Suppressive Fire State: the chosen weapon fires in SF Mode (0-8" 0, 8-16" 0, 16-24" -3, nothing beyond; B3, in ARO too, at one target; its other values unchanged) and enemies within 24" take -3 in Face to Face Rolls against the trooper',
    source: N5_STATE,
  },
  'n5/states/suppressive-fire-cancellation': {
    edition: 'n5',
    title:
      'Suppressive Fire State ends (reading: the N4 list): the trooper is activated, declares another ARO than a BS Attack in SF Mode, fails a Guts Roll, or enters Engaged, Isolated, a Null or an Immobilized State, or its army enters Loss of Lieutenant',
    source: N4_STATE,
  },
  'n4/skills/suppressive-fire': {
    edition: 'n4',
    title:
      'Suppressive Fire: an Entire Order, declared with a weapon that has the Suppressive Fire Trait, that puts its user in the Suppressive Fire State',
    source: N4_STATE,
  },
  'n4/states/suppressive-fire': {
    edition: 'n4',
    title:
      'Suppressive Fire State: the chosen weapon fires in SF Mode (0-8" 0, 8-16" 0, 16-24" -3, nothing beyond; B3, in ARO too, at one target) and enemies within 24" take -3 in Face to Face Rolls against the trooper',
    source: N4_STATE,
  },
  'n4/states/suppressive-fire-cancellation': {
    edition: 'n4',
    title:
      'Suppressive Fire State ends when the trooper is activated, declares another ARO than a BS Attack in SF Mode or uses a weapon without the Trait, fails a Guts Roll, enters Engaged, Isolated, a Null or an Immobilized State, or its army enters Loss of Lieutenant (or joins a Fireteam)',
    source: N4_STATE,
  },
  'n3/skills/suppressive-fire': {
    edition: 'n3',
    title:
      'Suppressive Fire: an Entire Order, declared with a weapon that has the Suppressive Fire Trait, that puts its user in the Suppressive Fire State',
    source: N3_STATE,
  },
  'n3/states/suppressive-fire': {
    edition: 'n3',
    title:
      'Suppressive Fire State: the weapon fires in SF Mode (0-8" 0, 8-16" 0, 16-24" -3; B3, in ARO too, at one target) and enemies take -3 in Face to Face Rolls against the trooper (no distance given)',
    source: N3_STATE,
  },
  'n3/states/suppressive-fire-cancellation': {
    edition: 'n3',
    title:
      'Suppressive Fire State ends on a failed Guts Roll (N3 FAQ 1.2); the rest of its list was not read and is taken from N4 (reading)',
    source: N3_STATE,
  },
} as const satisfies Record<string, CitationEntry>;
