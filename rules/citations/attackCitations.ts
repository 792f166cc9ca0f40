import type { CitationEntry } from './citationEntry.ts';

const WIKI = 'https://infinitythewiki.com';
/** The Speculative Attack page as read (the revision with the FAQ note): requirements, B1, the -6 MOD. */
const SPECULATIVE = `${WIKI}/index.php?title=Speculative_Attack&diff=1988&oldid=1412`;

/**
 * Attacks without LoF: Speculative Attack (N4/N5; N3's Speculative Fire stays refused). Paraphrased;
 * see docs/rulings.md "Speculative Attack" for what is a reading (N5 read as N4: the N5 revision of
 * the page was not among the stored pages).
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
} as const satisfies Record<string, CitationEntry>;
