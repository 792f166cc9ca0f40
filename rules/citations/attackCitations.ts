import type { CitationEntry } from './citationEntry.ts';

const WIKI = 'https://infinitythewiki.com';
/** The Speculative Attack page as read (the revision with the FAQ note): requirements, B1, the -6 MOD. */
const SPECULATIVE = `${WIKI}/index.php?title=Speculative_Attack&diff=1988&oldid=1412`;
/** The N3 Intuitive Attack (Trait) page, the only Intuitive Attack page among the stored pages. */
const INTUITIVE = 'http://infinitythewiki.com/en/Intuitive_Attack_(Trait)';

/**
 * Attacks without LoF: Speculative Attack (N4/N5; N3's Speculative Fire stays refused) and Intuitive
 * Attack (N3 from its Trait page; N4/N5 read from it). Paraphrased; see docs/rulings.md "Speculative
 * Attack" and "Intuitive Attack" for what is a reading (the N4/N5 revisions of the pages were not
 * all among the stored pages).
 */
export const ATTACK_CITATIONS = {
  'n4/speculative-attack/weapon': {
    edition: 'n4',
    title:
      'Speculative Attack: made with an Impact Template weapon at a main target outside LoF (a trajectory to the impact point must exist); the main target is under the template',
    source: SPECULATIVE,
  },
  'n5/speculative-attack/weapon': {
    edition: 'n5',
    title:
      'Speculative Attack: made with an Impact Template weapon at a main target outside LoF (a trajectory to the impact point must exist); the main target is under the template (reading of the N4 page)',
    source: SPECULATIVE,
  },
  'n4/speculative-attack/roll': {
    edition: 'n4',
    title:
      'Speculative Attack roll: one BS Attack, B always 1, at BS -6 plus the Range MOD; no other negative MOD (cover, Mimetism, visibility) applies',
    source: SPECULATIVE,
  },
  'n5/speculative-attack/roll': {
    edition: 'n5',
    title:
      'Speculative Attack roll: one BS Attack, B always 1, at BS -6 plus the Range MOD; no other negative MOD applies (reading of the N4 page)',
    source: SPECULATIVE,
  },
  'n3/intuitive-attack/weapon': {
    edition: 'n3',
    title:
      'Intuitive Attack: a Direct Template weapon used at a target the user may not otherwise attack (out of LoF, behind a Zero Visibility Zone, a marker)',
    source: INTUITIVE,
  },
  'n4/intuitive-attack/weapon': {
    edition: 'n4',
    title:
      'Intuitive Attack: a Direct Template weapon used at a target out of LoF or behind a Zero Visibility Zone (reading of the N3 Trait page)',
    source: INTUITIVE,
  },
  'n5/intuitive-attack/weapon': {
    edition: 'n5',
    title:
      'Intuitive Attack: a Direct Template weapon used at a target out of LoF or behind a Zero Visibility Zone (reading of the N3 Trait page)',
    source: INTUITIVE,
  },
  'n3/intuitive-attack/roll': {
    edition: 'n3',
    title:
      'Intuitive Attack roll: an unmodified WIP roll, B always 1; Face to Face against a target that Dodges or attacks back, Normal otherwise; a Critical only on the main target',
    source: INTUITIVE,
  },
  'n4/intuitive-attack/roll': {
    edition: 'n4',
    title:
      'Intuitive Attack roll: an unmodified WIP roll, B always 1; Face to Face against a target that Dodges or attacks back, Normal otherwise (reading of the N3 Trait page)',
    source: INTUITIVE,
  },
  'n5/intuitive-attack/roll': {
    edition: 'n5',
    title:
      'Intuitive Attack roll: an unmodified WIP roll, B always 1; Face to Face against a target that Dodges or attacks back, Normal otherwise (reading of the N3 Trait page)',
    source: INTUITIVE,
  },
} as const satisfies Record<string, CitationEntry>;
