import type { CitationEntry } from './citationEntry.ts';

/*
 * Pages read for these entries (stored copies of the public wiki; docs/rulings.md "Intuitive
 * Attack at a marker"):
 * - Camouflaged State, the N5 revision (`CAMOUFLAGED_N5`): no Attack against a CAMO marker before it
 *   is Discovered, unless a rule or skill says otherwise; its cancellation box was cut off.
 * - Camouflaged, the N3 page (http://infinitythewiki.com/en/Camouflaged): an enemy may attack a CAMO
 *   marker without Discovering it by declaring an Intuitive Attack; its cancellation list was cut off.
 * - Impersonation State, the N4 text and the N5.2 diff: no Attack at all against IMP-1, Discover
 *   first against IMP-2 (its IMP-1 line decides the refusal, cited with `nX/states/impersonation`).
 * The N4/N5 Intuitive Attack pages were not among the stored pages: every line is a reading.
 */
const CAMOUFLAGED_N5 = 'https://infinitythewiki.com/index.php?title=Camouflaged';

const TARGET =
  'Intuitive Attack at a marker: it may be declared against a CAMO or IMP-2 marker without Discovering it first (the rule that lets an Attack at a marker); never against IMP-1 (no Attack at all) nor a trooper in Hidden Deployment (reading: the N3 Camouflaged page names it, the N5 one says "unless a rule or skill says otherwise")';
const HIT =
  'A marker hit is revealed: a trooper in a marker state on the table that an Attack hits (an Intuitive Attack, a template over it) leaves its marker state before its saving roll, whatever the save (reading: the cancellation lists were cut off in the copies read)';

/** The Intuitive Attack at a marker, and what a hit does to a marker (N4, N5). */
export const INTUITIVE_MARKER_CITATIONS = {
  'n5/intuitive-attack/marker-target': { edition: 'n5', title: TARGET, source: CAMOUFLAGED_N5 },
  'n4/intuitive-attack/marker-target': { edition: 'n4', title: TARGET, source: CAMOUFLAGED_N5 },
  'n5/states/marker-hit': { edition: 'n5', title: HIT, source: CAMOUFLAGED_N5 },
  'n4/states/marker-hit': { edition: 'n4', title: HIT, source: CAMOUFLAGED_N5 },
} as const satisfies Record<string, CitationEntry>;
