import type { CitationEntry } from './citationEntry.ts';

const WIKI = 'https://infinitythewiki.com';

/*
 * Pages read for these entries (stored copies of the public wiki):
 * - Visibility Conditions, N5 (`N5_ZONES`) and its N4 revision (`N4_ZONES`, the first N4 version
 *   with the FAQ).
 * - Multispectral Visor: the N5 first version (`N5_MSV`, a diff that also shows the N4 text it
 *   replaced) and the N4 revision (`N4_MSV`).
 * - Camouflaged: a Discover Roll against a marker applies the marker's Mimetism (`CAMOUFLAGED`).
 * The Mimetism and Nanoscreen pages themselves were not in the stored copies: their entries
 * say "(reading)" and docs/rulings.md gives the reading and where it comes from.
 */
const N5_ZONES = `${WIKI}/Visibility_Conditions`;
const N4_ZONES = `${WIKI}/index.php?title=Visibility_Conditions&diff=2034&oldid=1588`;
const N5_MSV = `${WIKI}/index.php?diff=cur&oldid=2036&title=Multispectral_Visor`;
const N4_MSV = `${WIKI}/index.php?title=Multispectral_Visor&diff=cur&oldid=474`;
const CAMOUFLAGED = `${WIKI}/index.php?title=Camouflaged`;

/** Concealment: Mimetism, Nanoscreen, the Multispectral Visor and the Visibility Zones. */
export const VISIBILITY_CITATIONS = {
  'n4/skills/mimetism': {
    edition: 'n4',
    title:
      'Mimetism (-3) or (-6): that MOD to an enemy BS Attack and Discover Roll against the trooper, in Normal and Face to Face Rolls alike (reading)',
    source: CAMOUFLAGED,
  },
  'n5/skills/mimetism': {
    edition: 'n5',
    title:
      'Mimetism (-3) or (-6): an Automatic Skill, that MOD to an enemy BS Attack and Discover Roll against the trooper, in Normal and Face to Face Rolls alike (reading)',
    source: CAMOUFLAGED,
  },
  'n4/equipment/nanoscreen': {
    edition: 'n4',
    title:
      'Nanoscreen: the Partial Cover MODs at all times (-3 to enemy BS Attacks, +3 to the Saving Roll against them, templates included), never added to real Partial Cover (reading)',
    source: `${WIKI}/Nanoscreen`,
  },
  'n5/equipment/nanoscreen': {
    edition: 'n5',
    title:
      'Nanoscreen: the Partial Cover MODs at all times (-3 to enemy BS Attacks, +3 to the Saving Roll against them, templates included), never added to real Partial Cover (reading)',
    source: `${WIKI}/Nanoscreen`,
  },
  'n4/equipment/multispectral-visor': {
    edition: 'n4',
    title:
      'Multispectral Visor: L1 cuts Mimetism (-3) and Low Visibility to 0, Mimetism (-6) and Poor Visibility to -3, and sees through Zero Visibility at -6; L2 and L3 cut them all to 0',
    source: N4_MSV,
  },
  'n5/equipment/multispectral-visor': {
    edition: 'n5',
    title:
      'Multispectral Visor: L1 cuts Mimetism (-3) and Low Visibility to 0, Mimetism (-6) and Poor Visibility to -3, and sees through Zero Visibility at -6; L2 and L3 cut them all to 0',
    source: N5_MSV,
  },
  'n4/visibility/low': {
    edition: 'n4',
    title:
      'Low Visibility Zone: -3 to a skill needing LoF from, into or through it; zones never add up, the most obscuring applies',
    source: N4_ZONES,
  },
  'n5/visibility/low': {
    edition: 'n5',
    title:
      'Low Visibility Zone: -3 to a skill needing LoF (not Dodge) from, into or through it; zones never add up, the most obscuring applies',
    source: N5_ZONES,
  },
  'n4/visibility/poor': {
    edition: 'n4',
    title: 'Poor Visibility Zone: -6 to a skill needing LoF from, into or through it; never added to another zone',
    source: N4_ZONES,
  },
  'n5/visibility/poor': {
    edition: 'n5',
    title:
      'Poor Visibility Zone: -6 to a skill needing LoF (not Dodge) from, into or through it; never added to another zone',
    source: N5_ZONES,
  },
  'n4/visibility/zero': {
    edition: 'n4',
    title: 'Zero Visibility Zone: no LoF into, through or out of it, so no BS Attack that needs LoF',
    source: N4_ZONES,
  },
  'n5/visibility/zero': {
    edition: 'n5',
    title: 'Zero Visibility Zone: no LoF into, through or out of it, so no BS Attack that needs LoF',
    source: N5_ZONES,
  },
  'n4/visibility/zero-target': {
    edition: 'n4',
    title:
      'Zero Visibility Zone: the target of a BS Attack through it may answer its attacker with a BS Attack at -6 (or Dodge without the MOD)',
    source: N4_ZONES,
  },
  'n5/visibility/zero-target': {
    edition: 'n5',
    title:
      'Zero Visibility Zone: the target of a BS Attack through it treats the zone as Poor Visibility (-6) when drawing LoF to its attacker',
    source: N5_ZONES,
  },
} as const satisfies Record<string, CitationEntry>;
